import { useLiveQuery } from 'dexie-react-hooks';
import { publicDb } from '../../../data/db';
import type { SyncState } from '../../../data/sync-state';

/** Where the catalogue stream stands on this device: null before anything was tried, undefined while reading. */
export function useCatalogueSyncState(): SyncState | null | undefined {
  return useLiveQuery(async () => (await publicDb().sync_state.get('catalogue')) ?? null, []);
}
