/**
 * Consecutive steps of `npm test` that run at once: a step and the ones after it marked to start
 * alongside it. A mark on the first step has nothing to join and starts a batch of its own.
 */
export function batches<T extends { alongsidePrevious?: boolean }>(steps: readonly T[]): T[][] {
  const grouped: T[][] = [];
  for (const step of steps) {
    const last = grouped.at(-1);
    if (step.alongsidePrevious && last) last.push(step);
    else grouped.push([step]);
  }
  return grouped;
}
