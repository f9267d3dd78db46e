import { Link } from 'react-router-dom';
import type { StaffStats as Stats } from '../../../../contract/editor';
import { pickLanguage } from '../../../../contract/pick-language';
import { formatValue } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useRemote } from '../../../lib/use-remote';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { getStaffStats } from '../api/get-staff-stats';

/** The home shows the leading formations; the full list is one link away. */
export const TOP_FORMATIONS = 5;

type FigureId = 'learners' | 'enrollmentsMonth' | 'pendingPayments' | 'unreadMessages' | 'certificatesMonth' | 'packImportsMonth';

/** Each figure and the page where staff act on it; certificates have no staff page yet, so that card is no link. */
const FIGURES: readonly { id: FigureId; value: (stats: Stats) => number; to: string | null }[] = [
  { id: 'learners', value: (stats) => stats.learners, to: paths.clients },
  { id: 'enrollmentsMonth', value: (stats) => stats.enrollments_this_month, to: paths.clients },
  { id: 'pendingPayments', value: (stats) => stats.pending_payments, to: paths.paymentVerificationPending },
  { id: 'unreadMessages', value: (stats) => stats.unread_messages, to: paths.messages },
  { id: 'certificatesMonth', value: (stats) => stats.certificates_this_month, to: null },
  // Course packs shared phone to phone and imported: how courses travel without the network.
  { id: 'packImportsMonth', value: (stats) => stats.pack_imports_this_month, to: null },
];

/** The staff home's figures: real counts from GET /api/admin/stats, each a link to its page. */
export function StaffStats() {
  const { t } = useTranslation(['dashboard', 'common']);
  const language = useLanguage();
  const stats = useRemote<Stats>('stats', getStaffStats);
  const loaded = stats.data;

  return (
    <section className="dashboard__section" aria-labelledby="dashboard-stats-title" aria-busy={stats.status === 'loading' || undefined}>
      <h2 id="dashboard-stats-title">{t('stats.title')}</h2>
      {stats.status === 'failed' ? (
        <div role="alert">
          <p>{t('stats.loadFailed')}</p>
          <Button variant="secondary" onClick={stats.refetch}>
            {t('stats.retry')}
          </Button>
        </div>
      ) : !loaded ? (
        <Spinner />
      ) : (
        <>
          <ul className="dashboard__cards dashboard__figures">
            {FIGURES.map((figure) => {
              const content = (
                <>
                  <span className="dashboard__figure-value">{formatValue(figure.value(loaded), 'number', language)}</span>
                  <span className="dashboard__card-title">{t(`stats.${figure.id}`)}</span>
                </>
              );
              return (
                <li key={figure.id}>
                  {figure.to ? (
                    <Link className="dashboard__card dashboard__figure" to={figure.to}>
                      {content}
                    </Link>
                  ) : (
                    <div className="dashboard__card dashboard__figure">{content}</div>
                  )}
                </li>
              );
            })}
          </ul>
          <h3 className="dashboard__subtitle">{t('stats.formationsTitle')}</h3>
          {loaded.formations.length === 0 ? (
            <p>{t('stats.noFormations')}</p>
          ) : (
            <ol className="dashboard__rates">
              {loaded.formations.slice(0, TOP_FORMATIONS).map((formation) => (
                <li key={formation.id}>
                  <Link className="dashboard__rate" to={paths.formationEdit(formation.id)}>
                    <span className="dashboard__rate-title" dir="auto">
                      {pickLanguage(formation.title, language)}
                    </span>
                    {formation.status === 'draft' ? <span className="dashboard__rate-draft">{t('stats.draft')}</span> : null}
                    <span className="dashboard__rate-figure">
                      {t('stats.completion', { rate: formatValue(formation.completion_rate, 'percent', language) })}
                    </span>
                    <span className="dashboard__rate-bar" aria-hidden="true">
                      <span style={{ inlineSize: `${Math.round(Math.min(1, Math.max(0, formation.completion_rate)) * 100)}%` }} />
                    </span>
                    <span className="dashboard__card-text">
                      {t('stats.completedOf', {
                        completed: formatValue(formation.completed, 'number', language),
                        enrolled: formatValue(formation.enrolled, 'number', language),
                        count: formation.enrolled,
                      })}
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
          )}
          {loaded.formations.length > TOP_FORMATIONS ? (
            <p>
              <Link to={paths.formations}>{t('stats.allFormations')}</Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
