import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminFormationPage, FormationStatus } from '../../../../contract/editor';
import { pickLanguage } from '../../../../contract/pick-language';
import { paths } from '../../../lib/paths';
import { useRemote } from '../../../lib/use-remote';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { Spinner } from '../../../ui/spinner';
import { listFormations } from '../api/editor-api';
import { CompletenessMarks } from '../components/completeness-marks';
import { completeFlags } from '../completeness';
import '../catalogue-admin.css';

const STATUSES: readonly (FormationStatus | 'all')[] = ['all', 'draft', 'published'];

/** /dashboard/formations (agent, admin): every formation, drafts included, with its translation state. */
export function Component() {
  const { t } = useTranslation(['catalogue-admin', 'common']);
  const uiLanguage = useLanguage();
  const searchId = useId();
  const statusId = useId();
  const [query, setQuery] = useState('');
  const [typed, setTyped] = useState('');
  const [status, setStatus] = useState<FormationStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const list = useRemote<AdminFormationPage>(`${status}:${page}:${query}`, (signal) => listFormations({ page, q: query, status }, signal), {
    keepPrevious: true,
  });

  return (
    <Page title={t('common:pages.formations')} lead={t('list.lead')}>
      <div className="editor-toolbar">
        <form
          role="search"
          className="editor-actions"
          onSubmit={(event) => {
            event.preventDefault();
            setQuery(typed);
            setPage(1);
          }}
        >
          <label className="visually-hidden" htmlFor={searchId}>
            {t('list.search')}
          </label>
          <input
            id={searchId}
            type="search"
            dir="auto"
            value={typed}
            placeholder={t('list.search')}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('list.searchButton')}
          </Button>
          <label className="visually-hidden" htmlFor={statusId}>
            {t('list.status')}
          </label>
          <select
            id={statusId}
            className="editor-select"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as FormationStatus | 'all');
              setPage(1);
            }}
          >
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </select>
        </form>
        <Link className="button button--primary" to={paths.formationCreate}>
          {t('list.create')}
        </Link>
      </div>
      {list.status === 'failed' ? (
        <div role="alert" className="editor-notice editor-notice--error">
          <p>{t('list.loadFailed')}</p>
          <Button variant="secondary" onClick={list.refetch}>
            {t('retry')}
          </Button>
        </div>
      ) : !list.data ? (
        <Spinner />
      ) : list.data.data.length === 0 ? (
        <p>{query || status !== 'all' ? t('list.noMatch') : t('list.empty')}</p>
      ) : (
        <>
          <ul className="editor-list" aria-busy={list.status === 'loading' || undefined}>
            {list.data.data.map((formation) => (
              <li key={formation.id} className="editor-list__item">
                <div className="editor-list__head">
                  <h2 className="editor-list__title">
                    <Link to={paths.formationEdit(formation.id)} dir="auto">
                      {pickLanguage(formation.title, uiLanguage) || t('untitled')}
                    </Link>
                  </h2>
                  <span className={`status-badge status-badge--${formation.status}`}>{t(`status.${formation.status}`)}</span>
                </div>
                <CompletenessMarks complete={completeFlags(formation.completeness)} />
                <p className="editor-list__meta">
                  {t('list.counts', { lessons: formation.lessons_count, questions: formation.questions_count })}
                </p>
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={list.data.meta.total_pages} onPageChange={setPage} />
        </>
      )}
    </Page>
  );
}
