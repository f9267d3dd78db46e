import { clearCredentialCopy, writeCredentialCopy } from '../../data/credential-copy';
import { ApiError } from '../../lib/api';
import { clearStoredCredentials, readStoredToken, readStoredUser, setSignedIn, setSignedOut, storeUser } from '../../lib/session';
import { getMe } from './api/get-me';
import { wireCredentialCopyExpiry } from '../../data/sign-in';

/**
 * Start-up session check (SPEC §4, DESIGN.md): a stored token is confirmed with GET /api/me.
 * 401/403 signs out (the API client clears the credentials and the shell goes to /login). A network
 * failure or a server error keeps the stored session: the learner is offline, not logged out.
 */
export async function checkStoredSession(): Promise<void> {
  wireCredentialCopyExpiry();
  const token = readStoredToken();
  if (!token) {
    clearStoredCredentials();
    setSignedOut();
    return;
  }
  try {
    const user = await getMe();
    storeUser(user);
    setSignedIn(token, user);
    await writeCredentialCopy({ token, user_id: user.id }).catch((error: unknown) =>
      console.warn('Token copy for the service worker failed', error),
    );
  } catch (error) {
    const keepStored = error instanceof ApiError && (error.isNetwork || error.status >= 500);
    const stored = keepStored ? readStoredUser() : null;
    if (stored) {
      setSignedIn(token, stored);
      return;
    }
    // Refused (401/403, already cleared by the API client), or a token stored without its user, which
    // cannot be shown as signed in: either way nothing stored is worth keeping.
    if (keepStored || (error instanceof ApiError && (error.status === 401 || error.status === 403))) {
      clearStoredCredentials();
      await clearCredentialCopy().catch(() => undefined);
    }
    setSignedOut();
  }
}
