import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { Page } from '../../../ui/page';
import { RegisterForm } from '../components/register-form';
import '../auth.css';

/** Long enough to read "account created successfully" (SPEC §4) before the login page replaces it. */
export const REDIRECT_AFTER_REGISTRATION_MS = 1500;

export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return (
    <Page title={t('register.title')} lead={t('register.lead')} className="auth-page">
      <RegisterForm
        onCreated={(user) => {
          timer.current = setTimeout(
            () => void navigate(paths.login, { replace: true, state: { email: user.email, registered: true } }),
            REDIRECT_AFTER_REGISTRATION_MS,
          );
        }}
      />
      <p className="auth-page__switch">
        {t('register.haveAccount')} <Link to={paths.login}>{t('register.loginLink')}</Link>
      </p>
    </Page>
  );
}
