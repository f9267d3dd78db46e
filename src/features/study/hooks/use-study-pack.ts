import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect } from 'react';
import type { ErrorCode } from '../../../../contract/errors';
import type { StudyPackRow } from '../../../data/downloads/download-records';
import { studyPackSyncTarget, studyPackTargetKey } from '../../../data/resources/study-pack-sync-target';
import { followTarget, refreshTarget } from '../../../data/sync-runtime';
import type { UserDatabase } from '../../../data/user-db';

export interface StudyPackRefresh {
  /** Code of the last failed refresh (not a network failure: offline, the stored pack stands). */
  error: ErrorCode | null;
  /** Asks again now, e.g. after a signed URL was refused. */
  refresh: () => void;
}

/**
 * Keeps the formation's study pack (lesson texts, attachment list, signed media URLs) current while the
 * screen shows it, through the sync engine (src/data/resources/study-pack-sync-target.ts): fetched when
 * missing, when its URLs are about to expire, and on demand. The pack itself is read with live queries.
 */
export function useStudyPackRefresh(
  db: UserDatabase | null,
  formationId: string,
  pack: StudyPackRow | null | undefined,
  allowed: boolean,
): StudyPackRefresh {
  const state = useLiveQuery(
    async () => (db ? ((await db.sync_state.get(studyPackTargetKey(formationId))) ?? null) : null),
    [db, formationId],
  );

  useEffect(() => {
    if (!db || !allowed) return;
    return followTarget(studyPackSyncTarget(db, formationId)).release;
  }, [db, formationId, allowed]);

  const refresh = useCallback(() => void refreshTarget(studyPackTargetKey(formationId)), [formationId]);
  // A failure older than the pack stored since (a download fetched it meanwhile) is over.
  const current = state?.error_code && state.error_at && !(pack && pack.fetched_at > state.error_at) ? state.error_code : null;
  return { error: allowed ? current : null, refresh };
}
