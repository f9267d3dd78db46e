/**
 * An in-process token bucket: `capacity` tokens, refilled at `perSecond`. It bounds work that costs this
 * process's CPU (scrypt checks for e-mails that have no account), so it lives in memory, not in the
 * database: each server guards its own cores. The clock is injectable for tests.
 */
export interface TokenBucket {
  /** Takes one token: 0 when taken, else the seconds until one is available (nothing taken). */
  take(): number;
}

export function createTokenBucket(options: { capacity: number; perSecond: number; now?: () => number }): TokenBucket {
  const { capacity, perSecond } = options;
  if (!(capacity >= 1) || !(perSecond > 0)) throw new Error(`invalid token bucket ${JSON.stringify({ capacity, perSecond })}`);
  const now = options.now ?? (() => performance.now());
  let tokens = capacity;
  let at = now();
  return {
    take() {
      const current = now();
      tokens = Math.min(capacity, tokens + ((current - at) / 1000) * perSecond);
      at = current;
      if (tokens >= 1) {
        tokens -= 1;
        return 0;
      }
      return (1 - tokens) / perSecond;
    },
  };
}
