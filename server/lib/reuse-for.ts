/**
 * An async read whose answer is reused for `ttlMs`: callers in that time share one answer (and callers
 * at the same moment one read), and a read that fails is not kept, so the next caller reads again.
 */
export function reuseFor<T>(ttlMs: number, read: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let kept: { readAt: number; answer: Promise<T> } | null = null;
  return () => {
    if (kept && now() - kept.readAt < ttlMs) return kept.answer;
    const entry = { readAt: now(), answer: read() };
    kept = entry;
    entry.answer.catch(() => {
      if (kept === entry) kept = null;
    });
    return entry.answer;
  };
}
