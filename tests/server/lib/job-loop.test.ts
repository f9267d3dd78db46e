import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJobLoop } from '../../../server/lib/jobs/job-loop';

/** The loop the mail and media workers go over their queues with (server/lib/jobs/job-loop.ts). */

/** A pass that waits until the test lets it end, and counts how often it started. */
function gatedPasses() {
  const gates: (() => void)[] = [];
  let started = 0;
  const pass = () => {
    started += 1;
    return new Promise<void>((resolve) => gates.push(resolve));
  };
  const endPass = async () => {
    await vi.waitFor(() => expect(gates.length).toBeGreaterThan(0));
    gates.shift()?.();
  };
  return { pass, endPass, started: () => started };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('one pass at a time', () => {
  it('asks for exactly one more pass when called during a pass, however often', async () => {
    const { pass, endPass, started } = gatedPasses();
    const loop = createJobLoop({ pass, stopped: () => false, onError: () => {} });
    const first = loop.run();
    void loop.run();
    void loop.run();
    void loop.run();
    expect(started()).toBe(1);
    await endPass();
    await vi.waitFor(() => expect(started()).toBe(2));
    await endPass();
    await first;
    expect(started()).toBe(2);
  });

  it('drain waits for the pass under way, then makes one more', async () => {
    const { pass, endPass, started } = gatedPasses();
    const loop = createJobLoop({ pass, stopped: () => false, onError: () => {} });
    void loop.run();
    let drained = false;
    const drain = loop.drain().then(() => (drained = true));
    await endPass();
    await vi.waitFor(() => expect(started()).toBe(2));
    expect(drained).toBe(false);
    await endPass();
    await drain;
    expect(started()).toBe(2);
  });

  it('asks for no further pass once stopped', async () => {
    const { pass, endPass, started } = gatedPasses();
    let stopped = false;
    const loop = createJobLoop({ pass, stopped: () => stopped, onError: () => {} });
    const first = loop.run();
    void loop.run();
    stopped = true;
    await endPass();
    await first;
    expect(started()).toBe(1);
  });

  it('reports a failed pass and runs again at the next call', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const loop = createJobLoop({
      pass: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database gone');
      },
      stopped: () => false,
      onError: (error) => errors.push(error),
    });
    await loop.run();
    expect(errors).toEqual([new Error('database gone')]);
    await loop.run();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
  });
});

describe('polling', () => {
  it('runs a pass at once and then every interval, with one timer however often it is started, until stopped', async () => {
    vi.useFakeTimers();
    let passes = 0;
    const loop = createJobLoop({ pass: async () => void (passes += 1), stopped: () => false, onError: () => {} });
    loop.startPolling(1_000);
    loop.startPolling(1_000);
    await loop.idle();
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(passes).toBe(4);
    loop.stopPolling();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(passes).toBe(4);
  });
});
