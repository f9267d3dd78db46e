import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIRROR_HEAD_START_MS, startBackgroundWork, type BackgroundWork } from '../../src/app/background-work';

/** Background work whose mirror ends when the test says so; records the order of what started. */
function work(mirror: Promise<void>) {
  const started: string[] = [];
  const parts: BackgroundWork = {
    startOutbox: async () => void started.push('outbox'),
    startMirror: () => {
      started.push('mirror');
      return mirror;
    },
    registerServiceWorker: async () => void started.push('service worker'),
  };
  return { started, parts };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the page’s background work', () => {
  it('starts the outbox and the mirror at once, and the service worker only once the mirror’s first pull has ended', async () => {
    let endPull = () => {};
    const { started, parts } = work(new Promise<void>((resolve) => (endPull = resolve)));
    const done = startBackgroundWork(parts);
    await flush();
    expect(started).toEqual(['outbox', 'mirror']);
    endPull();
    await done;
    expect(started).toEqual(['outbox', 'mirror', 'service worker']);
  });

  it('registers the service worker after the head start when the mirror’s pull hangs', async () => {
    vi.useFakeTimers();
    const { started, parts } = work(new Promise<void>(() => {}));
    const done = startBackgroundWork(parts);
    await vi.advanceTimersByTimeAsync(MIRROR_HEAD_START_MS - 1);
    expect(started).not.toContain('service worker');
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(started).toContain('service worker');
  });

  it('still registers the service worker when the outbox or the mirror cannot start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let registered = false;
    await startBackgroundWork({
      startOutbox: () => Promise.reject(new Error('chunk failed to load')),
      startMirror: () => Promise.reject(new Error('chunk failed to load')),
      registerServiceWorker: async () => void (registered = true),
    });
    expect(registered).toBe(true);
    expect(warn.mock.calls.map(([message]) => message)).toEqual(['Outbox replay did not start', 'Background sync did not start']);
  });
});
