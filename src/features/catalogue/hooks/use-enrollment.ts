import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Enrollment } from '../../../../contract/catalogue';
import type { ErrorCode } from '../../../../contract/errors';
import { enqueueEnrollment } from '../../../data/outbox/enqueue-enrollment';
import { currentUserDb, onUserDbChange, openUserDb, type UserDatabase } from '../../../data/user-db';
import { ApiError } from '../../../lib/api';
import { fetchEnrollment } from '../api/fetch-enrollment';
import { enrollmentFor, saveEnrollmentStatus } from '../repositories/enrollment-repository';

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

/** Offline after all, or signed out meanwhile: the mirrored status stands, nothing to report. */
function checkFailure(error: unknown): ErrorCode | null {
  if (error instanceof ApiError && (error.isNetwork || error.status === 401 || error.status === 403)) return null;
  return 'courses.enrollment_check_failed';
}

/**
 * Enrolled or not (SPEC §4), for a signed-in learner: shown at once from their private mirror, then
 * confirmed with the server when online; the server's answer is written back to the mirror.
 */
export function useEnrollment(formationId: string, userId: string | null, online: boolean): EnrollmentState {
  // The sync runtime opens the learner's database at login; if it has not yet, this screen does, after render.
  const open = useSyncExternalStore(onUserDbChange, currentUserDb, () => null);
  useEffect(() => {
    if (userId && open?.userId !== userId) openUserDb(userId);
  }, [userId, open]);
  const db: UserDatabase | null = userId && open?.userId === userId ? open : null;
  const local = useLiveQuery(async () => (db ? ((await enrollmentFor(db, formationId)) ?? null) : null), [db, formationId]);
  const [attempt, setAttempt] = useState(0);
  // Each check is named by what it asked; a stale answer never shows under a newer question.
  const key = db && online ? `${db.name}|${formationId}|${attempt}` : null;
  const [settled, setSettled] = useState<{ key: string; error: ErrorCode | null } | null>(null);

  useEffect(() => {
    if (!key || !db) return;
    let cancelled = false;
    fetchEnrollment(formationId)
      .then((status) => (status.enrollment ? saveEnrollmentStatus(db, status.enrollment) : undefined))
      .then(
        () => null,
        (error: unknown) => checkFailure(error),
      )
      .then((error) => {
        if (!cancelled) setSettled({ key, error });
      });
    return () => {
      cancelled = true;
    };
  }, [key, db, formationId]);

  const recheck = useCallback(() => setAttempt((value) => value + 1), []);
  const enrollFree = useCallback(async () => {
    if (db) await enqueueEnrollment(db, formationId);
  }, [db, formationId]);

  return {
    enrollment: db ? local : null,
    checking: key !== null && settled?.key !== key,
    checkError: settled && settled.key === key ? settled.error : null,
    recheck,
    enrollFree,
  };
}
