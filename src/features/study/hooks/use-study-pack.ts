import { useCallback, useEffect, useState } from 'react';
import type { ErrorCode } from '../../../../contract/errors';
import type { StudyPackRow } from '../../../data/downloads/download-records';
import { manifestIsFresh, refreshStudyPack } from '../../../data/downloads/offline-manifest';
import type { UserDatabase } from '../../../data/user-db';
import { ApiError } from '../../../lib/api';

export interface StudyPackRefresh {
  /** Code of the last failed refresh (not a network failure: offline, the stored pack stands). */
  error: ErrorCode | null;
  /** Asks again now, e.g. after a signed URL was refused. */
  refresh: () => void;
}

/**
 * Keeps the formation's study pack (lesson texts, attachment list, signed media URLs) current while
 * online: fetched when missing, when its URLs are about to expire, and on demand. Offline, the stored
 * pack is used as it is.
 */
export function useStudyPackRefresh(db: UserDatabase | null, formationId: string, pack: StudyPackRow | null | undefined, allowed: boolean, online: boolean): StudyPackRefresh {
  const [error, setError] = useState<ErrorCode | null>(null);
  const [attempt, setAttempt] = useState(0);
  const stale = pack === null || (pack !== undefined && !manifestIsFresh(pack.manifest));

  useEffect(() => {
    if (!db || !allowed || !online || (!stale && attempt === 0)) return;
    let cancelled = false;
    refreshStudyPack(db, formationId)
      .then(() => {
        if (!cancelled) setError(null);
      })
      .catch((caught: unknown) => {
        if (cancelled || (caught instanceof ApiError && caught.isNetwork)) return;
        setError(caught instanceof ApiError ? caught.code : 'unexpected.error');
      });
    return () => {
      cancelled = true;
    };
  }, [db, formationId, allowed, online, stale, attempt]);

  const refresh = useCallback(() => setAttempt((value) => value + 1), []);
  return { error, refresh };
}
