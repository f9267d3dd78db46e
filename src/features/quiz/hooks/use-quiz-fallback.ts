import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import type { ErrorCode } from '../../../../contract/errors';
import { publicDb } from '../../../data/db';
import { quizSyncTarget, quizTargetKey } from '../../../data/resources/quiz-sync-target';
import type { SyncOutcome } from '../../../data/sync-engine';
import { followTarget } from '../../../data/sync-runtime';

export interface QuizFallback {
  /** SPEC §8: quiz.no_data when the course has no exam, quiz.fetch_failed when it could not be loaded. */
  error: ErrorCode | null;
  loading: boolean;
  retry: () => void;
}

/**
 * The exam's questions for the moment before the catalogue sync has mirrored them (a first visit): the
 * sync engine fetches them into the device's questions table (src/data/resources/quiz-sync-target.ts),
 * where the exam reads them with its live query. Once mirrored, this asks nothing.
 */
export function useQuizFallback(formationId: string, needed: boolean, online: boolean): QuizFallback {
  const state = useLiveQuery(async () => (await publicDb().sync_state.get(quizTargetKey(formationId))) ?? null, [formationId]);
  // Questions written by the pull land here and in the exam's own live query together.
  const landed = useLiveQuery(() => publicDb().questions.where('formation_id').equals(formationId).count(), [formationId]);
  const [attempt, setAttempt] = useState(0);
  const key = needed && online ? `${formationId}|${attempt}` : null;
  const [settled, setSettled] = useState<{ key: string; outcome: SyncOutcome } | null>(null);

  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    const following = followTarget(quizSyncTarget(publicDb(), formationId), { now: attempt > 0 });
    void following.pulled.then((outcome) => {
      if (!cancelled) setSettled({ key, outcome });
    });
    return () => {
      cancelled = true;
      following.release();
    };
  }, [key, formationId, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (!needed) return { error: null, loading: false, retry };
  // Offline with nothing on the device: the questions could not be fetched.
  if (!online) return { error: 'quiz.fetch_failed', loading: false, retry };
  if (settled?.key !== key || (landed ?? 0) > 0) return { error: null, loading: true, retry };
  if (settled.outcome === 'failed') return { error: state?.error_code ?? 'quiz.fetch_failed', loading: false, retry };
  // Answered without questions: the course has no exam.
  return { error: 'quiz.no_data', loading: false, retry };
}
