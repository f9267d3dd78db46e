import type { OutboxRunner, RunOptions, RunResult } from './outbox-runner';

/**
 * Runs an outbox's replay again when it should: at the time its oldest row's back-off ends, and every
 * `busyPollMs` while another tab or the worker holds the outbox (it may stop before the queue is empty).
 * No DOM; the page adds its own triggers (online, foreground, login) by calling `kick()`.
 */
export interface OutboxScheduler {
  /** Runs now (a trigger fired); resolves with that run's result. */
  kick(options?: RunOptions): Promise<RunResult>;
  stop(): void;
  /** The last run's result, for diagnostics. */
  readonly last: RunResult | null;
}

export interface OutboxSchedulerOptions {
  busyPollMs?: number;
  /** Never wait longer than this for a back-off, so a wrong clock cannot park the outbox for days. */
  maxWaitMs?: number;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  onError?: (error: unknown) => void;
}

export function createOutboxScheduler(runner: OutboxRunner, options: OutboxSchedulerOptions = {}): OutboxScheduler {
  const busyPollMs = options.busyPollMs ?? 15_000;
  const maxWaitMs = options.maxWaitMs ?? 10 * 60 * 1000;
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const onError = options.onError ?? ((error: unknown) => console.warn('Outbox replay failed', error));
  let timer: unknown = null;
  let stopped = false;
  let last: RunResult | null = null;

  function schedule(ms: number) {
    if (timer !== null) clearTimer(timer);
    timer = setTimer(
      () => {
        timer = null;
        void kick();
      },
      Math.max(0, Math.min(ms, maxWaitMs)),
    );
  }

  async function kick(options?: RunOptions): Promise<RunResult> {
    if (stopped) return { state: 'idle' };
    let result: RunResult;
    try {
      result = await runner.run(options);
    } catch (error) {
      // IndexedDB itself failed (closed at logout, storage evicted): try again later, quietly.
      onError(error);
      result = { state: 'busy' };
    }
    last = result;
    if (stopped) return result;
    if (result.state === 'waiting') schedule(result.until - now());
    else if (result.state === 'busy') schedule(busyPollMs);
    else if (timer !== null) {
      clearTimer(timer);
      timer = null;
    }
    return result;
  }

  return {
    kick,
    stop() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
    get last() {
      return last;
    },
  };
}
