import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import type { Role } from '../../contract/roles';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { Spinner } from '../ui/spinner';
import { AccessDenied } from './access-denied';

interface RequireSessionProps {
  /** Any one of these roles opens the routes; none given means any signed-in user. */
  roles?: readonly Role[];
}

/**
 * The protected-route guard of SPEC §2: a centred spinner while the session loads, /login (history
 * replaced) without a user and a token, and an access-denied page for a role that may not open the route,
 * decided here so the API is never called for it (DESIGN.md, roles).
 */
export function RequireSession({ roles }: RequireSessionProps) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const { user, token, loading } = useSession(useShallow((state) => ({ user: state.user, token: state.token, loading: state.loading })));

  if (loading) {
    return (
      <main id="main" tabIndex={-1} className="page page--centred">
        <Spinner centred label={t('guard.loading')} />
      </main>
    );
  }
  if (!user || !token) return <Navigate to={paths.login} replace state={{ from: location }} />;
  // A password set by an admin is temporary: nothing else opens until the person has chosen their own.
  if (user.must_change_password && location.pathname !== paths.profile) {
    return <Navigate to={`${paths.profile}?tab=password`} replace />;
  }
  if (roles && !user.roles.some((role) => roles.includes(role))) return <AccessDenied />;
  return <Outlet />;
}
