/**
 * What the catalogue's screens use of the offline data layer (Dexie, the mirror, the sync runtime), in the
 * one module they load on demand (load-catalogue-mirror.ts). Imported statically, the data layer's ~40 KB
 * stood between a server-rendered /courses and its hydration on 2G; the page it rendered
 * needs none of it until the mirror takes over.
 */
export { liveQuery } from 'dexie';
export { publicDb } from '../../data/db';
export { syncNow } from '../../data/sync-runtime';
