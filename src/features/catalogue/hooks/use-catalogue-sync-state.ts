import type { SyncState } from '../../../data/sync-state';
import { useMirrorQuery } from './use-mirror-query';

/** Where the catalogue stream stands on this device: null before anything was tried, undefined while reading. */
export function useCatalogueSyncState(): SyncState | null | undefined {
  return useMirrorQuery(async ({ publicDb }) => (await publicDb().sync_state.get('catalogue')) ?? null, []);
}
