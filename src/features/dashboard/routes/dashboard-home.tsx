import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { isolate } from '../../../lib/bidi';
import { useSession } from '../../../lib/session';
import { useLiveQuery } from 'dexie-react-hooks';
import { paymentRows } from '../../../data/payment-rows';
import { useUserDb } from '../../../lib/use-user-db';
import { MyPayments } from '../../../domain-ui/my-payments';
import { Page } from '../../../ui/page';
import { isStaff } from '../../../../contract/roles';
import { StaffStats } from '../components/staff-stats';
import { staffLinksFor } from '../staff-links';
import '../dashboard.css';

const LEARNER_SECTIONS = [
  { id: 'formations', to: `${paths.profile}?tab=formations` },
  { id: 'certificates', to: `${paths.profile}?tab=certificates` },
  { id: 'downloads', to: paths.downloads },
  { id: 'sync', to: paths.sync },
] as const;

/**
 * /dashboard (DESIGN.md roles table): every signed-in person's learner home; staff also see the pages
 * their role may open, and only those; agents and admins first see the academy's figures.
 */
export function Component() {
  const { t } = useTranslation(['dashboard', 'common']);
  const user = useSession((state) => state.user);
  const db = useUserDb();
  const payments = useLiveQuery(() => (db ? paymentRows(db) : []), [db]);
  if (!user) return null;
  const staffLinks = staffLinksFor(user.roles);

  return (
    <Page title={t('title')} lead={t('greeting', { name: isolate(user.first_name) })} className="dashboard">
      {isStaff(user.roles) ? <StaffStats /> : null}
      {staffLinks.length > 0 ? (
        <section className="dashboard__section" aria-labelledby="dashboard-staff-title">
          <h2 id="dashboard-staff-title">{t('staff.title')}</h2>
          <ul className="dashboard__cards">
            {staffLinks.map((link) => (
              <li key={link.id}>
                <Link className="dashboard__card" to={link.to}>
                  <span className="dashboard__card-title">{t(`common:pages.${link.id}`)}</span>
                  <span className="dashboard__card-text">{t(`staff.${link.id}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="dashboard__section" aria-labelledby="dashboard-learning-title">
        <h2 id="dashboard-learning-title">{t('learning.title')}</h2>
        <ul className="dashboard__cards">
          {LEARNER_SECTIONS.map((section) => (
            <li key={section.id}>
              <Link className="dashboard__card" to={section.to}>
                <span className="dashboard__card-title">{t(`learning.${section.id}.title`)}</span>
                <span className="dashboard__card-text">{t(`learning.${section.id}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <Link className="button button--primary" to={paths.courses}>
            {t('learning.browse')}
          </Link>
        </p>
      </section>
      <MyPayments rows={payments} />
    </Page>
  );
}
