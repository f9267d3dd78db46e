import { useCallback, useEffect, useState } from 'react';
import type { Question } from '../../../../contract/catalogue';
import type { ErrorCode } from '../../../../contract/errors';
import { ApiError } from '../../../lib/api';
import { fetchQuiz } from '../api/fetch-quiz';

export interface QuizFallback {
  questions: Question[] | null;
  /** SPEC §8: quiz.no_data when the course has no exam, quiz.fetch_failed when it could not be loaded. */
  error: ErrorCode | null;
  loading: boolean;
  retry: () => void;
}

/**
 * The exam's questions straight from the API, for the moment before the catalogue sync has mirrored them
 * (a first visit). Once mirrored, the device's copy is used and this asks nothing.
 */
export function useQuizFallback(formationId: string, needed: boolean, online: boolean): QuizFallback {
  const [attempt, setAttempt] = useState(0);
  const key = needed && online ? `${formationId}|${attempt}` : null;
  const [settled, setSettled] = useState<{ key: string; questions: Question[] | null; error: ErrorCode | null } | null>(null);

  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    fetchQuiz(formationId).then(
      (quiz) => {
        if (!cancelled) setSettled({ key, questions: quiz.questions, error: quiz.questions.length === 0 ? 'quiz.no_data' : null });
      },
      (error: unknown) => {
        const code: ErrorCode = error instanceof ApiError && error.code === 'quiz.no_data' ? 'quiz.no_data' : 'quiz.fetch_failed';
        if (!cancelled) setSettled({ key, questions: null, error: code });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, formationId]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (!needed) return { questions: null, error: null, loading: false, retry };
  // Offline with nothing on the device: the questions could not be fetched.
  if (!online) return { questions: null, error: 'quiz.fetch_failed', loading: false, retry };
  const current = settled?.key === key ? settled : null;
  return { questions: current?.questions ?? null, error: current?.error ?? null, loading: current === null, retry };
}
