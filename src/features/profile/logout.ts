import { clearCredentialCopy } from '../../data/credential-copy';
import { closeUserDb } from '../../data/user-db';
import { api } from '../../lib/api';
import { clearStoredCredentials, setSignedOut, useSession } from '../../lib/session';

/**
 * Ends the session on this device (SPEC §4): credentials, the worker's token copy and the person's private
 * database are closed first, so the next person on a shared phone can read none of it; then, when
 * online, the server forgets the session. Outbox rows are left alone: they wait for their owner.
 */
export async function logout(): Promise<void> {
  const { token } = useSession.getState();
  clearStoredCredentials();
  setSignedOut();
  closeUserDb();
  await clearCredentialCopy().catch((error: unknown) => console.warn('Could not clear the token copy', error));
  if (!token || !navigator.onLine) return;
  try {
    // The store no longer holds the token, so the header is explicit, and a 401 here
    // (session already gone) cannot trigger the "session expired" redirect.
    await api.post('logout', { headers: { Authorization: `Bearer ${token}` } });
  } catch (error) {
    // Offline after all, or the server failed: the session simply expires on its own.
    console.warn('Server-side logout failed', error);
  }
}
