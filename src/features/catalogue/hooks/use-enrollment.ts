import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Enrollment } from '../../../../contract/catalogue';
import type { ErrorCode } from '../../../../contract/errors';
import { enqueueEnrollment } from '../../../data/outbox/enqueue-enrollment';
import type { SyncOutcome } from '../../../data/sync-engine';
import { syncNow } from '../../../data/sync-runtime';
import { currentUserDb, onUserDbChange, openUserDb, type UserDatabase } from '../../../data/user-db';
import { enrollmentFor } from '../repositories/enrollment-repository';

export interface EnrollmentState {
  /** The learner's enrollment as mirrored on the device; undefined while reading. */
  enrollment: Enrollment | null | undefined;
  /** True while the server is being asked. */
  checking: boolean;
  /** SPEC §8 "enrollment status check failed", when the server could not answer (offline is not a failure). */
  checkError: ErrorCode | null;
  recheck: () => void;
  /**
   * Enrolls in a free formation through the outbox (DESIGN.md, write path): the device shows the learner
   * enrolled at once, offline too, and the server hears of it exactly once.
   */
  enrollFree: () => Promise<void>;
}

/**
 * A failure of the learner's stream the course page reports: offline after all, or signed out meanwhile,
 * the mirrored status stands and there is nothing to say.
 */
function checkFailure(code: ErrorCode | null): ErrorCode | null {
  if (code === null || code === 'network.error' || code.startsWith('auth.')) return null;
  return 'courses.enrollment_check_failed';
}

/**
 * Enrolled or not (SPEC §4), for a signed-in learner: shown at once from their private mirror; when
 * online, the learner's `me` stream is pulled (one request, a 304 when nothing changed) and writes any
 * change to the mirror, which this reads back with live queries. "Not enrolled" deletes nothing: an
 * enrollment made offline may still wait in the outbox.
 */
export function useEnrollment(formationId: string, userId: string | null, online: boolean): EnrollmentState {
  // The sync runtime opens the learner's database at login; if it has not yet, this screen does, after render.
  const open = useSyncExternalStore(onUserDbChange, currentUserDb, () => null);
  useEffect(() => {
    if (userId && open?.userId !== userId) openUserDb(userId);
  }, [userId, open]);
  const db: UserDatabase | null = userId && open?.userId === userId ? open : null;
  const local = useLiveQuery(async () => (db ? ((await enrollmentFor(db, formationId)) ?? null) : null), [db, formationId]);
  const state = useLiveQuery(async () => (db ? ((await db.sync_state.get('me')) ?? null) : null), [db]);
  const [attempt, setAttempt] = useState(0);
  // Each check is named by what it asked; a stale answer never shows under a newer question.
  const key = db && online ? `${db.name}|${formationId}|${attempt}` : null;
  const [settled, setSettled] = useState<{ key: string; outcome: SyncOutcome } | null>(null);

  useEffect(() => {
    if (!key || !db) return;
    let cancelled = false;
    void syncNow('me').then((outcome) => {
      if (!cancelled) setSettled({ key, outcome: outcome ?? 'unchanged' });
    });
    return () => {
      cancelled = true;
    };
  }, [key, db]);

  const recheck = useCallback(() => setAttempt((value) => value + 1), []);
  const enrollFree = useCallback(async () => {
    if (db) await enqueueEnrollment(db, formationId);
  }, [db, formationId]);

  const answered = key !== null && settled?.key === key;
  return {
    enrollment: db ? local : null,
    checking: key !== null && !answered,
    checkError: answered && settled.outcome === 'failed' ? checkFailure(state?.error_code ?? null) : null,
    recheck,
    enrollFree,
  };
}
