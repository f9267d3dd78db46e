import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LOGIN_LINK_TOKEN_PATTERN } from '../../../../contract/auth';
import { completeSignIn } from '../../../data/sign-in';
import { asApiError } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { Page } from '../../../ui/page';
import { consumeLoginLink } from '../api/login-link';
import '../auth.css';

/**
 * `/login/link#<token>`: the page a one-time sign-in link opens. The token lives in the
 * fragment, which no browser sends to a server, and leaves the address bar at once; the page trades it for
 * a session (`POST /api/login/link/consume`) and goes on as a login would.
 */
export function Component() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  // Read once, at the first render: the effect below takes the token out of the address bar.
  const [token] = useState(() => window.location.hash.slice(1));
  const [failed, setFailed] = useState<'auth.link_invalid' | 'network.error' | null>(() =>
    LOGIN_LINK_TOKEN_PATTERN.test(token) ? null : 'auth.link_invalid',
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!LOGIN_LINK_TOKEN_PATTERN.test(token)) return;
    void (async () => {
      try {
        const response = await consumeLoginLink({ token, remember: false });
        await completeSignIn(response, false);
        await navigate(response.user.must_change_password ? `${paths.profile}?tab=password` : paths.dashboard, { replace: true });
      } catch (error) {
        const failure = asApiError(error);
        setFailed(failure.isNetwork ? 'network.error' : 'auth.link_invalid');
      }
    })();
  }, [navigate, token]);

  return (
    <Page title={t('link.title')} lead={failed ? undefined : t('link.signingIn')} className="auth-page">
      {failed ? (
        <div className="auth-form__alert" role="alert">
          <p>{t(`errors:${failed}`)}</p>
          <p>
            <Link to={paths.login}>{t('link.backToLogin')}</Link>
          </p>
        </div>
      ) : null}
    </Page>
  );
}
