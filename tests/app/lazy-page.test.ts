import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCRIPT_CHUNK_LOAD_TIMEOUT_MS } from '../../contract/constants';
import { lazyPage } from '../../src/app/lazy-page';
import { TimeoutError } from '../../src/lib/with-timeout';

describe('route chunks (SPEC §9: script chunk load time-out 120 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the route its Component when the chunk arrives', async () => {
    const Component = () => null;
    await expect(lazyPage(() => Promise.resolve({ Component }))()).resolves.toEqual({ Component });
  });

  it('fails a chunk that has not arrived after 120 s, so the error page can offer a retry', async () => {
    const pending = lazyPage(() => new Promise(() => undefined))();
    const outcome = expect(pending).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(SCRIPT_CHUNK_LOAD_TIMEOUT_MS);
    await outcome;
  });

  it('passes a failed download on at once', async () => {
    await expect(lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))()).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it("waits for the screen's own readiness (its first frame from the device) before rendering it", async () => {
    const Component = () => null;
    let release: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (release = resolve));
    let resolved = false;
    const loading = lazyPage(() => Promise.resolve({ Component, ready }))().then((module) => {
      resolved = true;
      return module;
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(resolved).toBe(false);
    release();
    await expect(loading).resolves.toEqual({ Component });
  });

  it('renders the screen even when its readiness failed: the screen shows what it can', async () => {
    const Component = () => null;
    await expect(
      lazyPage(() => Promise.resolve({ Component, ready: Promise.reject(new Error('mirror did not load')) }))(),
    ).resolves.toEqual({
      Component,
    });
  });
});
