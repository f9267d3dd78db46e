// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onNetworkUsable } from '../../src/data/network-usable';
import { httpSyncTransport } from '../../src/data/sync-transport';

/** The page resolves `/api/…` against its origin; Node's Request needs one. */
class OriginRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'https://academy.test') : input, init);
  }
}

function answer(status: number): void {
  vi.stubGlobal('Request', OriginRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(status === 200 ? '{}' : null, {
          status,
          headers: status === 200 ? { 'content-type': 'application/json', etag: '"c-1"' } : {},
        }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the sync transport tells the outbox when the network works', () => {
  it('a pull answered 200 or 304 proves the network; a failed one does not', async () => {
    let told = 0;
    const stop = onNetworkUsable(() => (told += 1));
    try {
      answer(200);
      expect(await httpSyncTransport({ path: 'sync/catalogue', cursor: null, etag: null })).toMatchObject({ status: 200 });
      expect(told).toBe(1);
      answer(304);
      expect(await httpSyncTransport({ path: 'sync/catalogue', cursor: 'c-1', etag: '"c-1"' })).toEqual({ status: 304 });
      expect(told).toBe(2);
      answer(503);
      await expect(httpSyncTransport({ path: 'sync/catalogue', cursor: 'c-1', etag: null })).rejects.toThrow();
      expect(told).toBe(2);
    } finally {
      stop();
    }
  });
});
