import { useEffect, useState } from 'react';
import { nextAttemptAt, type AttemptTime } from '../../../../contract/exam-rules';

/**
 * Milliseconds until the learner may take the exam again (contract/exam-rules.ts, the same rule the server
 * applies), 0 when they may now. Re-counted every 15 s while a wait runs, so the screen counts down and
 * the "Try again" button comes back by itself.
 */
export function useRetryWait(attempts: readonly AttemptTime[]): number {
  const next = nextAttemptAt(attempts)?.getTime() ?? 0;
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, next - now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(left, 15_000));
    return () => clearTimeout(timer);
  }, [left, now]);
  return left;
}
