import { del, get, set } from 'idb-keyval';

/**
 * The session token copied into IndexedDB (DESIGN.md, client data flow): the service worker cannot read
 * local or session storage, and needs the token to replay the outbox with Background Sync. It holds the
 * owner's id too, so the worker replays only that person's rows. No DOM: the worker imports this file.
 */
export const CREDENTIAL_COPY_KEY = 'academy-credentials';

export interface CredentialCopy {
  token: string;
  user_id: string;
}

export async function writeCredentialCopy(copy: CredentialCopy): Promise<void> {
  await set(CREDENTIAL_COPY_KEY, copy);
}

export async function readCredentialCopy(): Promise<CredentialCopy | null> {
  const copy = await get<CredentialCopy>(CREDENTIAL_COPY_KEY);
  return copy && typeof copy.token === 'string' && typeof copy.user_id === 'string' ? copy : null;
}

export async function clearCredentialCopy(): Promise<void> {
  await del(CREDENTIAL_COPY_KEY);
}
