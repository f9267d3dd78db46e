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
});
