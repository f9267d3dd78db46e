// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reportNetworkUsable } from '../../../src/data/network-usable';
import { anonymousOutboxDb } from '../../../src/data/outbox/anonymous-outbox-db';
import { enqueue } from '../../../src/data/outbox/enqueue';
import { startOutbox, syncOutboxNow } from '../../../src/data/outbox/outbox-runtime';
import { BACKOFF_CAP_MS } from '../../../src/data/sync-backoff';

/**
 * The page's triggers of the outbox, with a fake network: nothing leaves while the device is
 * offline, whatever the learner presses; once the network is usable again (start-up online, `online`, a
 * successful request elsewhere in the app) rows that waited at the 10-minute ceiling leave within 5 s.
 */

/** The page resolves `/api/…` against its origin; Node's Request needs one. */
class OriginRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'https://academy.test') : input, init);
  }
}

const network = { up: true, online: true, sent: [] as string[] };
const badge = { set: vi.fn(async (_count?: number) => undefined), clear: vi.fn(async () => undefined) };

beforeAll(() => {
  vi.stubGlobal('Request', OriginRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      network.sent.push(request.headers.get('idempotency-key') ?? '');
      if (!network.up) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });
    }),
  );
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => network.online });
  Object.defineProperty(window.navigator, 'setAppBadge', { configurable: true, value: badge.set });
  Object.defineProperty(window.navigator, 'clearAppBadge', { configurable: true, value: badge.clear });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

/** Two writes left by an earlier visit that was offline for ten minutes: their back-off is at the ceiling. */
async function queuedAtTheCeiling(): Promise<string[]> {
  const db = anonymousOutboxDb();
  const rows = [
    await enqueue(db, { kind: 'contact', path: 'contact', body: { message: 'receipt' }, userId: null }),
    await enqueue(db, { kind: 'newsletter', path: 'newsletter', body: {}, userId: null }),
  ];
  await db.outbox
    .where('id')
    .anyOf(rows.map((row) => row.id))
    .modify({ attempts: 9, failures: 9, last_error: 'network.error', next_attempt_at: Date.now() + BACKOFF_CAP_MS });
  return rows.map((row) => row.id);
}

async function deliveredWithin5s(ids: string[]): Promise<number> {
  const started = performance.now();
  await vi.waitFor(
    async () => {
      expect(await anonymousOutboxDb().outbox.count()).toBe(0);
      for (const id of ids) expect(network.sent).toContain(id);
    },
    { timeout: 5_000, interval: 20 },
  );
  return Math.round(performance.now() - started);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('page triggers of the outbox', () => {
  it('starting online sends rows left waiting at the back-off ceiling at once', async () => {
    const ids = await queuedAtTheCeiling();
    startOutbox();
    const delay = await deliveredWithin5s(ids);
    console.log(`outbox: start-up online → rows at the 10-min ceiling delivered in ${delay} ms`);
    expect(badge.clear).toHaveBeenCalled();
  });

  it('offline: returning to the tab and "Sync now" send nothing, and the app icon shows the count', async () => {
    network.online = false;
    network.up = false;
    window.dispatchEvent(new Event('offline'));
    network.sent.length = 0;
    await queuedAtTheCeiling();
    await vi.waitFor(() => expect(badge.set).toHaveBeenLastCalledWith(2));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    await syncOutboxNow();
    await pause(300);
    expect(network.sent).toHaveLength(0);
    expect((await anonymousOutboxDb().outbox.toArray()).map((row) => row.attempts)).toEqual([9, 9]);
  });

  it('the `online` event sends every queued row within 5 s, each once', async () => {
    const ids = (await anonymousOutboxDb().outbox.toArray()).map((row) => row.id);
    network.online = true;
    network.up = true;
    window.dispatchEvent(new Event('online'));
    const delay = await deliveredWithin5s(ids);
    console.log(`outbox: online event → 2 rows at the 10-min ceiling delivered in ${delay} ms`);
    expect(network.sent.filter((id) => ids.includes(id))).toHaveLength(2);
    await vi.waitFor(() => expect(badge.clear).toHaveBeenCalled());
  });

  it('a request that succeeded elsewhere (the catalogue sync) proves the network: waiting rows go within 5 s', async () => {
    network.up = false;
    const ids = await queuedAtTheCeiling();
    await pause(100);
    network.up = true;
    reportNetworkUsable();
    await deliveredWithin5s(ids);
  });

  it('navigator.onLine wrongly false: a request that succeeded elsewhere is believed over it', async () => {
    network.online = false;
    network.up = true;
    window.dispatchEvent(new Event('offline'));
    network.sent.length = 0;
    const ids = await queuedAtTheCeiling();
    await syncOutboxNow();
    await pause(300);
    expect(network.sent).toHaveLength(0);
    reportNetworkUsable();
    await deliveredWithin5s(ids);
    network.online = true;
  });
});
