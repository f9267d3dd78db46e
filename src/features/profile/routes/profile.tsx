import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import { isolate } from '../../../lib/bidi';
import { BidiText } from '../../../ui/bidi-text';
import { useLiveQuery } from 'dexie-react-hooks';
import { paymentRows } from '../../../data/payment-rows';
import { useUserDb } from '../../../lib/use-user-db';
import { MyPayments } from '../../../domain-ui/my-payments';
import { Page } from '../../../ui/page';
import { LogoutConfirm } from '../components/logout-confirm';
// The two learner lists below (exam capability) read the device's mirror: enrollments, progress, certificates.
import { MyCertificates } from '../components/my-certificates';
import { MyFormations } from '../components/my-formations';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { DataSettings } from '../components/data-settings';
import { ProfileTabs, type TabItem } from '../components/profile-tabs';
import '../profile.css';
import '../logout.css';
import { formatValue } from '../../../lib/format';

const TABS = ['profile', 'formations', 'certificates', 'password', 'logout'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/**
 * SPEC §2 profile area: edit profile, my formations, my certificates, change password, logout. The tab is in
 * the address (`?tab=password`), so it survives a reload and can be linked to. After an admin reset the
 * password (must_change_password), only the password and logout tabs open.
 */
export function Component() {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const user = useSession((state) => state.user);
  const [params, setParams] = useSearchParams();
  const db = useUserDb();
  const payments = useLiveQuery(() => (db ? paymentRows(db) : []), [db]);
  if (!user) return null;

  const mustChange = user.must_change_password === true;
  const requested = params.get('tab');
  const active: Tab = mustChange && requested !== 'logout' ? 'password' : isTab(requested) ? requested : 'profile';
  const tabs: TabItem<Tab>[] = TABS.map((id) => ({
    id,
    label: t(`tabs.${id}`),
    disabled: mustChange && id !== 'password' && id !== 'logout',
  }));
  const memberSince = formatValue(new Date(user.member_since), 'datetime', language, { dateStyle: 'long' });

  return (
    <Page
      title={t('title')}
      lead={<BidiText text={t('lead', { name: isolate(`${user.first_name} ${user.last_name}`), date: isolate(memberSince) })} />}
      className="profile-page"
    >
      {mustChange ? (
        <p className="profile-page__notice" role="alert">
          {t('password.mustChange')}
        </p>
      ) : null}
      <ProfileTabs label={t('tabs.label')} tabs={tabs} active={active} onSelect={(tab) => setParams({ tab }, { replace: true })}>
        {active === 'profile' ? (
          <section aria-labelledby="profile-edit-title">
            <h2 id="profile-edit-title">{t('edit.title')}</h2>
            <ProfileForm key={user.id} user={user} />
          </section>
        ) : null}
        {active === 'profile' && db ? <DataSettings db={db} language={language} /> : null}
        {active === 'formations' ? (
          <section aria-labelledby="profile-formations-title">
            <h2 id="profile-formations-title">{t('formations.title')}</h2>
            <MyFormations userId={user.id} />
            <MyPayments rows={payments} headingLevel={3} />
          </section>
        ) : null}
        {active === 'certificates' ? (
          <section aria-labelledby="profile-certificates-title">
            <h2 id="profile-certificates-title">{t('certificates.title')}</h2>
            <MyCertificates userId={user.id} />
          </section>
        ) : null}
        {active === 'password' ? (
          <section aria-labelledby="profile-password-title">
            <h2 id="profile-password-title">{t('password.title')}</h2>
            <PasswordForm />
          </section>
        ) : null}
        {active === 'logout' ? (
          <section aria-labelledby="profile-logout-title">
            <h2 id="profile-logout-title">{t('logout.title')}</h2>
            <LogoutConfirm />
          </section>
        ) : null}
      </ProfileTabs>
    </Page>
  );
}
