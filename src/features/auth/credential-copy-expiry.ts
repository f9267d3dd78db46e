import { clearCredentialCopy } from '../../data/credential-copy';
import { onSessionExpired } from '../../lib/session';

let expiryWired = false;

/** Whatever ends the session (a 401/403 anywhere) also removes the worker's copy of the token. */
export function wireCredentialCopyExpiry(): void {
  if (expiryWired) return;
  expiryWired = true;
  onSessionExpired(() => {
    clearCredentialCopy().catch((error: unknown) => console.warn('Could not clear the token copy', error));
  });
}
