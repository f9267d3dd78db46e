import type { LoginResponse } from '../../../contract/auth';
import { writeCredentialCopy } from '../../data/credential-copy';
import { setSignedIn, storeCredentials } from '../../lib/session';
import { wireCredentialCopyExpiry } from './credential-copy-expiry';

/**
 * Stores a fresh login (SPEC §4): token and user in local storage when kept logged in, else in session
 * storage, and the token's copy in IndexedDB for the service worker's replays.
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
