import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uuidv7 } from '../../../contract/uuid';
import { clearCredentialCopy, writeCredentialCopy } from '../../../src/data/credential-copy';
import { anonymousOutboxDb } from '../../../src/data/outbox/anonymous-outbox-db';
import { enqueue } from '../../../src/data/outbox/enqueue';
import { UserDatabase } from '../../../src/data/user-db';
import { OUTBOX_SYNC_TAG, registerBackgroundSync, type BackgroundSyncScope } from '../../../sw/background-sync';

type Listener = (event: { tag?: string; data?: unknown; lastChance?: boolean; waitUntil(promise: Promise<unknown>): void }) => void;

/** The worker scope as the module sees it: events are dispatched by hand and their waitUntil promise kept. */
function fakeScope() {
  const listeners = new Map<string, Listener[]>();
  const scope = {
    addEventListener(type: string, listener: Listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
  } as unknown as BackgroundSyncScope;
  const dispatch = (type: string, event: { tag?: string; data?: unknown; lastChance?: boolean }) => {
    const promises: Promise<unknown>[] = [];
    for (const listener of listeners.get(type) ?? []) listener({ ...event, waitUntil: (promise) => promises.push(promise) });
    return promises;
  };
  return { scope, dispatch };
}

interface Sent {
  url: string;
  authorization: string | null;
  key: string | null;
}

/** The worker resolves `/api/…` against its origin; Node has none, so requests get one here. */
class OriginRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'https://academy.test') : input, init);
  }
}

function stubServer(status = 201) {
  const sent: Sent[] = [];
  vi.stubGlobal('Request', OriginRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { headers } = request;
      sent.push({ url: new URL(request.url).pathname, authorization: headers.get('authorization'), key: headers.get('idempotency-key') });
      return new Response('{}', { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await clearCredentialCopy();
  await anonymousOutboxDb().outbox.clear();
});

describe('service worker Background Sync (tag "outbox")', () => {
  it('replays the anonymous outbox without a token and the learner’s with the token copy from IndexedDB', async () => {
    const userId = uuidv7();
    const learnerDb = new UserDatabase(userId);
    const mine = await enqueue(learnerDb, { kind: 'enrollment', path: 'enrollments', body: { formation_id: uuidv7() }, userId });
    learnerDb.close();
    const visitor = await enqueue(anonymousOutboxDb(), { kind: 'contact', path: 'contact', body: { message: 'hello' }, userId: null });
    await writeCredentialCopy({ token: 'copied-token', user_id: userId });
    const sent = stubServer();

    const { scope, dispatch } = fakeScope();
    registerBackgroundSync(scope);
    expect(dispatch('sync', { tag: 'something-else' })).toHaveLength(0);
    const [work, ...others] = dispatch('sync', { tag: OUTBOX_SYNC_TAG });
    expect(others).toHaveLength(0);
    await work;

    expect(sent).toEqual([
      { url: '/api/contact', authorization: null, key: visitor.id },
      { url: '/api/enrollments', authorization: 'Bearer copied-token', key: mine.id },
    ]);
    expect(await anonymousOutboxDb().outbox.count()).toBe(0);
    const reopened = new UserDatabase(userId);
    expect(await reopened.outbox.count()).toBe(0);
    reopened.close();
  });

  it('asks the browser to fire again while rows wait out a long back-off, but not on its last chance', async () => {
    await enqueue(anonymousOutboxDb(), { kind: 'newsletter', path: 'newsletter', body: {}, userId: null });
    const row = (await anonymousOutboxDb().outbox.toArray())[0];
    await anonymousOutboxDb().outbox.update(row?.id ?? '', { next_attempt_at: Date.now() + 5 * 60_000, last_error: 'server.error' });
    const sent = stubServer();
    const { scope, dispatch } = fakeScope();
    registerBackgroundSync(scope);

    await expect(dispatch('sync', { tag: OUTBOX_SYNC_TAG })[0]).rejects.toThrow('still waiting');
    await expect(dispatch('sync', { tag: OUTBOX_SYNC_TAG, lastChance: true })[0]).resolves.toBeUndefined();
    expect(sent).toHaveLength(0);
  });

  it('while the device is offline, sends nothing and asks the browser to fire again', async () => {
    await enqueue(anonymousOutboxDb(), { kind: 'contact', path: 'contact', body: {}, userId: null });
    const sent = stubServer();
    vi.stubGlobal('navigator', { ...globalThis.navigator, onLine: false });
    const { scope, dispatch } = fakeScope();
    registerBackgroundSync(scope);
    await expect(dispatch('sync', { tag: OUTBOX_SYNC_TAG })[0]).rejects.toThrow('still waiting');
    expect(sent).toHaveLength(0);
    expect(await anonymousOutboxDb().outbox.toArray()).toMatchObject([{ status: 'pending', attempts: 0 }]);
  });

  it('a network that fails every send: one try per row, then the event hands the rows back to the browser', async () => {
    const db = anonymousOutboxDb();
    const rows = [
      await enqueue(db, { kind: 'contact', path: 'contact', body: {}, userId: null }),
      await enqueue(db, { kind: 'newsletter', path: 'newsletter', body: {}, userId: null }),
    ];
    // Ten minutes offline left them at the back-off ceiling: the sync event (the connection is back) starts it over.
    await db.outbox
      .toCollection()
      .modify({ attempts: 9, failures: 9, last_error: 'network.error', next_attempt_at: Date.now() + 10 * 60_000 });
    const keys: string[] = [];
    vi.stubGlobal('Request', OriginRequest);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        keys.push(request.headers.get('idempotency-key') ?? '');
        // A worker looping on a failed row would never end: after 50 sends the network comes back.
        if (keys.length < 50) throw new TypeError('Failed to fetch');
        return new Response('{}', { status: 201 });
      }),
    );
    const { scope, dispatch } = fakeScope();
    registerBackgroundSync(scope);
    await expect(dispatch('sync', { tag: OUTBOX_SYNC_TAG })[0]).rejects.toThrow('still waiting');
    expect(keys.sort()).toEqual(rows.map((row) => row.id).sort());
    expect(await db.outbox.toArray()).toMatchObject([
      { status: 'pending', attempts: 10, failures: 1, last_error: 'network.error' },
      { status: 'pending', attempts: 10, failures: 1, last_error: 'network.error' },
    ]);
  });

  it('replays on the page’s fallback message too', async () => {
    await enqueue(anonymousOutboxDb(), { kind: 'support', path: 'support', body: {}, userId: null });
    const sent = stubServer();
    const { scope, dispatch } = fakeScope();
    registerBackgroundSync(scope);
    expect(dispatch('message', { data: { type: 'SKIP_WAITING' } })).toHaveLength(0);
    await Promise.all(dispatch('message', { data: { type: 'OUTBOX_REPLAY' } }));
    expect(sent.map((request) => request.url)).toEqual(['/api/support']);
  });
});
