/** The hand-over between the service worker's share target (sw/share-target.ts) and the import screen. No imports: the worker loads it. */

/** Where the service worker leaves a pack shared to the app (share target), for the import screen. */
export const SHARED_PACK_CACHE = 'academy-shared-pack-v1';
export const SHARED_PACK_KEY = '/shared-pack';
/** The share target's address: a POST with the file, answered by the worker (web manifest `share_target`). */
export const SHARE_TARGET_PATH = '/share-target';
export const SHARED_PACK_NAME_HEADER = 'X-Pack-File-Name';
