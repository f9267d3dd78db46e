import { useEffect, useSyncExternalStore } from 'react';
import {
  loadPackProgress,
  packProgress,
  resumeInterruptedDownloads,
  subscribeDownloads,
  type PackProgress,
} from '../../../data/downloads/download-runner';
import type { UserDatabase } from '../../../data/user-db';

/**
 * A pack's live progress from the module-level download runner (it keeps running while the learner moves
 * around the app). On first use after a reload, packs left half-done carry on.
 */
export function usePackProgress(db: UserDatabase | null, formationId: string): PackProgress | undefined {
  useEffect(() => {
    if (!db) return;
    void loadPackProgress(db, formationId);
    void resumeInterruptedDownloads(db);
  }, [db, formationId]);
  return useSyncExternalStore(
    subscribeDownloads,
    () => (db ? packProgress(db, formationId) : undefined),
    () => undefined,
  );
}
