/** Retry delays of DESIGN.md's outbox, shared by the sync engine: 2 s doubling to 10 min, full jitter. */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 10 * 60 * 1000;

/**
 * Delay before the next attempt after `failures` failures in a row. Full jitter spreads a crowd of
 * phones that lost the network together; a server's Retry-After is a floor.
 */
export function backoffDelay(failures: number, random: () => number = Math.random, retryAfterSeconds: number | null = null): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  const jittered = Math.round(random() * ceiling);
  const floor = retryAfterSeconds !== null ? retryAfterSeconds * 1000 : 0;
  return Math.max(jittered, floor, 250);
}
