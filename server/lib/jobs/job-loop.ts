/**
 * How a job queue's worker (mail, media) goes over its queue: one pass at a time, on a poll and on
 * demand. A call while a pass runs asks for one more pass after it, so a job enqueued mid-pass is taken
 * at once rather than at the next poll, and never by two passes of the same worker together.
 */
export interface JobLoop {
  /** A pass now, or one more after the pass under way; resolves when no pass is under way. */
  run(): Promise<void>;
  /** Polls every `everyMs` (the timer does not keep the process alive) and runs a pass at once. */
  startPolling(everyMs: number): void;
  /** Stops polling; a pass under way goes on. */
  stopPolling(): void;
  /** Waits until no pass is under way. */
  idle(): Promise<void>;
  /** Waits for the pass under way, then runs one more: everything queued by now has been tried. */
  drain(): Promise<void>;
}

export interface JobLoopOptions {
  /** Takes and does the queue's due jobs; a failure is reported and the next call runs it again. */
  pass: () => Promise<void>;
  /** Once true, no further pass is asked for. */
  stopped: () => boolean;
  onError: (error: unknown) => void;
}

export function createJobLoop({ pass, stopped, onError }: JobLoopOptions): JobLoop {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await pass();
        } while (again && !stopped());
      } catch (error) {
        onError(error);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  async function idle(): Promise<void> {
    while (running) await running;
  }

  return {
    run,
    startPolling(everyMs) {
      if (timer) return;
      timer = setInterval(() => void run(), everyMs);
      timer.unref();
      void run();
    },
    stopPolling() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    idle,
    async drain() {
      await idle();
      await run();
    },
  };
}
