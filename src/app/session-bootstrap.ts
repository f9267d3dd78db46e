import { setSignedOut, useSession } from '../lib/session';

/**
 * Checks the stored token at start-up (SPEC §4) with GET /api/me: success signs in, 401/403 clears the
 * credentials, a network failure keeps the stored session (src/features/auth/session-check.ts).
 */
export async function bootstrapSession(): Promise<void> {
  // A chunk of its own: the API client (ky) and the credential copy are not needed by a first visit,
  // which has no token, so they stay out of the entry (the first-visit budget, docs/architecture.md).
  const { checkStoredSession } = await import('../features/auth/session-check');
  await checkStoredSession();
}

/** Without a stored token there is nothing to check: the session is settled at once. */
export function startSession(): void {
  if (!useSession.getState().token) {
    setSignedOut();
    return;
  }
  bootstrapSession().catch((error: unknown) => {
    console.error('Session check failed', error);
    setSignedOut();
  });
}
