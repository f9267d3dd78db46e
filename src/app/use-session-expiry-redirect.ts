import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { onSessionExpired } from '../lib/session';
import { paths } from '../lib/paths';

/** SPEC §4: when any response says the session is gone, go to /login unless already there. */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);

  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  useEffect(
    () =>
      onSessionExpired(() => {
        if (pathnameRef.current !== paths.login) void navigate(paths.login, { replace: true });
      }),
    [navigate],
  );
}
