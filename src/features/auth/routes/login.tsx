import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, type Location } from 'react-router-dom';
import type { User } from '../../../../contract/auth';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { Page } from '../../../ui/page';
import { LoginForm } from '../components/login-form';
import { completeSignIn } from '../../../data/sign-in';
import '../auth.css';

interface LoginState {
  from?: Location;
  email?: string;
  registered?: boolean;
}

/** Where to go after logging in: a forced password change first, then the page that sent the visitor here. */
function destination(user: User, state: LoginState | null): string {
  if (user.must_change_password) return `${paths.profile}?tab=password`;
  const from = state?.from;
  if (from && from.pathname !== paths.login && from.pathname !== paths.register) return `${from.pathname}${from.search}`;
  return paths.dashboard;
}

export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state as LoginState | null) ?? null;
  const signedIn = useSession((session) => !session.loading && Boolean(session.user && session.token));
  const mustChange = useSession((session) => session.user?.must_change_password === true);

  // Set before the session store changes, so this page's own login is not mistaken for an earlier one.
  const [signingIn, setSigningIn] = useState(false);
  // "Your account is ready" belongs to the first try after registering: a refusal replaces it by its error.
  const [refused, setRefused] = useState(false);

  if (signedIn && !signingIn) {
    return <Navigate to={mustChange ? `${paths.profile}?tab=password` : paths.dashboard} replace />;
  }

  return (
    <Page
      title={t('login.title')}
      lead={state?.registered && !refused ? t('login.afterRegistration') : t('login.lead')}
      className="auth-page"
    >
      <LoginForm
        initialEmail={state?.email ?? ''}
        onFailed={() => setRefused(true)}
        onSignedIn={async (response, remember) => {
          setSigningIn(true);
          await completeSignIn(response, remember);
          await navigate(destination(response.user, state), { replace: true });
        }}
      />
      <p className="auth-page__switch">
        {t('login.noAccount')} <Link to={paths.register}>{t('login.registerLink')}</Link>
      </p>
    </Page>
  );
}
