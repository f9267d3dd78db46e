import type { LoginResponse } from '../../contract/auth';
import { onSessionExpired, setSignedIn, storeCredentials } from '../lib/session';
import { clearCredentialCopy, writeCredentialCopy } from './credential-copy';

let expiryWired = false;

/** Whatever ends the session (a 401/403 anywhere) also removes the worker's copy of the token. */
export function wireCredentialCopyExpiry(): void {
  if (expiryWired) return;
  expiryWired = true;
  onSessionExpired(() => {
    clearCredentialCopy().catch((error: unknown) => console.warn('Could not clear the token copy', error));
  });
}

/**
 * Stores a fresh login (SPEC §4): token and user in local storage when kept logged in, else in session
 * storage, and the token's copy in IndexedDB for the service worker's replays. The login screen and the
 * course page's create-account-and-subscribe form both sign in through here.
 */
export async function completeSignIn(response: LoginResponse, remember: boolean): Promise<void> {
  wireCredentialCopyExpiry();
  storeCredentials(response.token, response.user, remember);
  setSignedIn(response.token, response.user);
  try {
    await writeCredentialCopy({ token: response.token, user_id: response.user.id });
  } catch (error) {
    // Private browsing can refuse IndexedDB; the app still works, only background replay waits for a tab.
    console.warn('Token copy for the service worker failed', error);
  }
}
