import { get, update } from 'idb-keyval';
import { STORAGE_KEYS } from '../../../contract/constants';
import { uuidv7 } from '../../../contract/uuid';

let cached: Promise<string> | null = null;

/**
 * This browser profile's device id, sent as `X-Device-Id` so trainers see each device's last sync. Made
 * once and kept in IndexedDB (idb-keyval, key `device-id`), where the page and the service worker both
 * read it; `update` runs in one transaction, so two tabs starting together still agree on one id.
 */
export function deviceId(): Promise<string> {
  cached ??= (async () => {
    const fresh = uuidv7();
    await update<string>(STORAGE_KEYS.deviceId, (existing) => (typeof existing === 'string' && existing ? existing : fresh));
    const stored = await get<string>(STORAGE_KEYS.deviceId);
    return stored ?? fresh;
  })().catch((error: unknown) => {
    // No IndexedDB (private mode in some browsers): one id for this page's life is still useful.
    console.warn('Device id could not be stored', error);
    const id = uuidv7();
    cached = Promise.resolve(id);
    return id;
  });
  return cached;
}
