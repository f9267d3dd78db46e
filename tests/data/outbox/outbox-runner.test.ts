import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../contract/uuid';
import { registerOutboxKind } from '../../../src/data/outbox/ack-handlers';
import { enqueue } from '../../../src/data/outbox/enqueue';
import type { OutboxRow } from '../../../src/data/outbox/outbox-row';
import { BACKOFF_CAP_MS } from '../../../src/data/sync-backoff';
import { anonymousOutboxHarness } from './anonymous-outbox-harness';

/** A scripted server: each call answers with the next reply (or the default), and records what it got. */
interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}
type Reply = Response | 'network-error' | ((sent: Sent) => Promise<Response> | Response);

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const type = status >= 400 ? 'application/problem+json' : 'application/json';
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': type, ...headers } });
}
const problem = (status: number, code: string, headers: Record<string, string> = {}) =>
  json(status, { type: 'about:blank', title: 'x', status, code }, headers);

function fakeServer(fallback: () => Reply = () => json(201, { ok: true })) {
  const script: Reply[] = [];
  const sent: Sent[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const record: Sent = {
      url: request.url,
      method: request.method,
      headers: Object.fromEntries(request.headers.entries()),
      body: text ? (JSON.parse(text) as unknown) : null,
    };
    sent.push(record);
    const reply = script.shift() ?? fallback();
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return typeof reply === 'function' ? reply(record) : reply;
  }) as typeof globalThis.fetch;
  return { fetch, sent, script };
}

const harness = anonymousOutboxHarness('outbox-runner-test');
const { runner } = harness;

const add = (note: string, kind: OutboxRow['kind'] = 'contact') =>
  enqueue(harness.db, {
    kind,
    path: kind === 'newsletter' ? 'newsletter' : 'contact',
    body: { message: note },
    userId: null,
    now: new Date(harness.clock),
  });

const bodies = (sent: Sent[]) => sent.map((request) => (request.body as { message: string }).message);

describe('sending', () => {
  it('sends rows oldest first with their key, the device id and JSON, and deletes each once acknowledged', async () => {
    const rows = [await add('first'), await add('second', 'newsletter'), await add('third')];
    const server = fakeServer();
    expect(await runner(server.fetch).run()).toEqual({ state: 'idle' });

    expect(bodies(server.sent)).toEqual(['first', 'second', 'third']);
    expect(server.sent.map((request) => request.headers['idempotency-key'])).toEqual(rows.map((row) => row.id));
    expect(server.sent[1]).toMatchObject({ url: 'https://academy.test/api/newsletter', method: 'POST' });
    expect(server.sent[0]?.headers).toMatchObject({ 'x-device-id': 'device-under-test', 'content-type': 'application/json' });
    expect(server.sent[0]?.headers.authorization).toBeUndefined();
    expect(await harness.db.outbox.count()).toBe(0);
    expect((await harness.db.outbox_state.get('last_push'))?.at).toBe(new Date(harness.clock).toISOString());
  });

  it('sends the owner token when it has one', async () => {
    await add('mine');
    const server = fakeServer();
    await runner(server.fetch, { token: () => 'secret-token', requiresToken: true }).run();
    expect(server.sent[0]?.headers.authorization).toBe('Bearer secret-token');
  });

  it('rolls the row back with the caller’s transaction', async () => {
    await expect(
      harness.db.transaction('rw', harness.db.outbox, async () => {
        await add('never');
        throw new Error('the local change failed');
      }),
    ).rejects.toThrow('the local change failed');
    expect(await harness.db.outbox.count()).toBe(0);
  });
});

describe('retry policy', () => {
  it('backs off with full jitter from 2 s doubling to 10 min, and later rows wait behind the oldest', async () => {
    await add('stubborn');
    await add('behind');
    const server = fakeServer(() => problem(503, 'server.error'));
    const replay = runner(server.fetch);
    const delays: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const result = await replay.run();
      if (result.state !== 'waiting') throw new Error(`expected waiting, got ${result.state}`);
      delays.push(result.until - harness.clock);
      // Before the back-off ends, a run sends nothing.
      const before = server.sent.length;
      harness.clock = result.until - 1;
      expect(await replay.run()).toEqual({ state: 'waiting', until: result.until });
      expect(server.sent.length).toBe(before);
      harness.clock = result.until;
    }
    expect(delays).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 512_000, BACKOFF_CAP_MS, BACKOFF_CAP_MS]);
    expect(new Set(bodies(server.sent))).toEqual(new Set(['stubborn']));
    const [head] = await harness.db.outbox.orderBy('id').toArray();
    expect(head).toMatchObject({ status: 'pending', attempts: 11, last_error: 'server.error' });
  });

  it('draws the delay uniformly below the ceiling (full jitter)', async () => {
    await add('jittered');
    const server = fakeServer(() => problem(500, 'server.error'));
    const half = await runner(server.fetch, { random: () => 0.5 }).run();
    expect(half).toEqual({ state: 'waiting', until: harness.clock + 1_000 });
  });

  it('retries network errors, time-outs, 408 and 409 in-progress the same way', async () => {
    await add('resilient');
    const server = fakeServer();
    // The fourth send hangs until the runner's time-out aborts it.
    const hang: Reply = () => new Promise<Response>(() => undefined);
    server.script.push(
      'network-error',
      problem(408, 'validation.failed'),
      problem(409, 'idempotency.in_progress', { 'retry-after': '2' }),
      hang,
    );
    const abortable = ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      return Promise.race([
        server.fetch(request),
        new Promise<Response>((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(new DOMException('The operation timed out.', 'TimeoutError'))),
        ),
      ]);
    }) as typeof fetch;
    const replay = runner(abortable, { requestTimeoutMs: 20 });
    const codes: (string | null)[] = [];
    for (let i = 0; i < 4; i += 1) {
      const result = await replay.run();
      expect(result.state).toBe('waiting');
      codes.push((await harness.db.outbox.toArray())[0]?.last_error ?? null);
      if (result.state === 'waiting') harness.clock = result.until;
    }
    expect(codes).toEqual(['network.error', 'validation.failed', 'idempotency.in_progress', 'network.error']);
    expect(await replay.run()).toEqual({ state: 'idle' });
    expect(server.sent).toHaveLength(5);
    expect(await harness.db.outbox.count()).toBe(0);
  });

  it('honours Retry-After in seconds and as an HTTP date, over a shorter back-off', async () => {
    await add('patient');
    const server = fakeServer();
    server.script.push(
      problem(429, 'http.too_many_requests', { 'retry-after': '120' }),
      problem(503, 'server.error', { 'retry-after': new Date(harness.clock + 120_000 + 300_000).toUTCString() }),
    );
    const replay = runner(server.fetch, { random: () => 0 });
    const first = await replay.run();
    expect(first).toEqual({ state: 'waiting', until: harness.clock + 120_000 });
    harness.clock += 120_000;
    const second = await replay.run();
    expect(second).toEqual({ state: 'waiting', until: harness.clock + 300_000 });
  });
});

describe('the connection comes back', () => {
  it('sends a row that only lacked the network at once, but still honours a server’s Retry-After', async () => {
    await add('offline-write');
    const server = fakeServer();
    server.script.push('network-error', 'network-error', 'network-error', problem(503, 'server.error', { 'retry-after': '300' }));
    const replay = runner(server.fetch);
    for (let i = 0; i < 3; i += 1) {
      const result = await replay.run();
      if (result.state !== 'waiting') throw new Error('expected waiting');
      // Back-off keeps growing while offline...
      if (i < 2) harness.clock = result.until;
    }
    // ...but the `online` event does not wait for it.
    expect(await replay.run()).toMatchObject({ state: 'waiting' });
    expect(server.sent).toHaveLength(3);
    const afterServerError = await replay.run({ retryNetworkNow: true });
    expect(server.sent).toHaveLength(4);
    expect(afterServerError).toEqual({ state: 'waiting', until: harness.clock + 300_000 });
    // A 503 with Retry-After is the server's wish: a reconnect does not override it.
    expect(await replay.run({ retryNetworkNow: true })).toEqual({ state: 'waiting', until: harness.clock + 300_000 });
    expect(server.sent).toHaveLength(4);
  });
});

describe('401: paused, never dropped', () => {
  it('pauses on 401 without counting the attempt, and resumes with the new token', async () => {
    await add('after-login');
    await add('also-waits');
    let token: string | null = 'expired';
    const authFailures: number[] = [];
    const server = fakeServer(
      (): Reply => (sent) => (sent.headers.authorization === 'Bearer fresh' ? json(201, {}) : problem(401, 'auth.not_authorized')),
    );
    const replay = runner(server.fetch, { token: () => token, requiresToken: true, onAuthFailure: (status) => authFailures.push(status) });

    expect(await replay.run()).toEqual({ state: 'paused' });
    expect(authFailures).toEqual([401]);
    const rows = await harness.db.outbox.orderBy('id').toArray();
    expect(rows.map((row) => [row.status, row.attempts, row.last_error])).toEqual([
      ['pending', 0, 'auth.not_authorized'],
      ['pending', 0, null],
    ]);

    token = null;
    expect(await replay.run()).toEqual({ state: 'paused' });
    expect(server.sent).toHaveLength(1);

    token = 'fresh';
    expect(await replay.run()).toEqual({ state: 'idle' });
    expect(bodies(server.sent.slice(1))).toEqual(['after-login', 'also-waits']);
    expect(await harness.db.outbox.count()).toBe(0);
  });
});

describe('rejection', () => {
  it('marks other 4xx rejected with the problem code and carries on with the next rows', async () => {
    await add('refused');
    await add('fine');
    const server = fakeServer();
    server.script.push(problem(422, 'validation.invalid_email'));
    expect(await runner(server.fetch).run()).toEqual({ state: 'idle' });
    const rows = await harness.db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'rejected',
      last_error: 'validation.invalid_email',
      request: { body: { message: 'refused' } },
    });
    expect(bodies(server.sent)).toEqual(['refused', 'fine']);
  });

  it('reads a status without a problem body as its generic code, and reports a 403', async () => {
    await add('forbidden');
    await add('missing');
    const server = fakeServer();
    server.script.push(new Response('', { status: 403 }), new Response('nope', { status: 404 }));
    const failures: number[] = [];
    await runner(server.fetch, { onAuthFailure: (status) => failures.push(status) }).run();
    const rows = await harness.db.outbox.orderBy('id').toArray();
    expect(rows.map((row) => row.last_error)).toEqual(['auth.access_denied', 'http.not_found']);
    expect(failures).toEqual([403]);
  });
});

describe('write-back', () => {
  it('never resends an acknowledged write whose local write-back failed, and clears it on the next run', async () => {
    registerOutboxKind('receipt-upload', {
      tables: [],
      async onAck() {
        throw new Error('local table missing');
      },
    });
    const row = await enqueue(harness.db, { kind: 'receipt-upload', path: 'payments/receipts', body: { amount: 1 }, userId: null });
    const server = fakeServer();
    const replay = runner(server.fetch);
    expect(await replay.run()).toEqual({ state: 'idle' });
    expect(await harness.db.outbox.get(row.id)).toMatchObject({ status: 'done' });
    expect((await harness.db.outbox_state.get('last_push'))?.at).toBeDefined();
    expect(await replay.run()).toEqual({ state: 'idle' });
    expect(server.sent).toHaveLength(1);
    expect(await harness.db.outbox.count()).toBe(0);
  });
});

describe('crashes and concurrency', () => {
  it('puts a row left `sending` by a crashed tab back to pending and sends it', async () => {
    const row = await add('interrupted');
    await harness.db.outbox.update(row.id, { status: 'sending', attempts: 1, claimed_by: 'a-tab-that-died', claimed_at: harness.clock });
    const locks = fakeLocks();
    const server = fakeServer();
    expect(await runner(server.fetch, { locks }).run()).toEqual({ state: 'idle' });
    expect(bodies(server.sent)).toEqual(['interrupted']);
    expect(server.sent[0]?.headers['idempotency-key']).toBe(row.id);
  });

  it('a row left `sending` after a 429 no longer counts as never kept: its outcome is unknown', async () => {
    const row = await add('interrupted after 429');
    await harness.db.outbox.update(row.id, {
      status: 'sending',
      attempts: 2,
      last_error: 'http.too_many_requests',
      claimed_by: 'a-tab-that-died',
      claimed_at: harness.clock,
    });
    let seenAtSend: string | null | undefined;
    const server = fakeServer(() => async () => {
      seenAtSend = (await harness.db.outbox.get(row.id))?.last_error;
      return json(201, { ok: true });
    });
    expect(await runner(server.fetch, { locks: fakeLocks() }).run()).toEqual({ state: 'idle' });
    expect(seenAtSend).toBe('network.error');
  });

  it('without Web Locks, leaves a fresh claim to its runner and takes back one past the lease', async () => {
    const row = await add('claimed');
    await harness.db.outbox.update(row.id, { status: 'sending', attempts: 1, claimed_by: 'another-runner', claimed_at: harness.clock });
    const server = fakeServer();
    const replay = runner(server.fetch, { claimLeaseMs: 60_000 });
    expect(await replay.run()).toEqual({ state: 'busy' });
    expect(server.sent).toHaveLength(0);
    harness.clock += 60_001;
    expect(await replay.run()).toEqual({ state: 'idle' });
    expect(bodies(server.sent)).toEqual(['claimed']);
  });

  for (const mode of ['with Web Locks', 'without Web Locks'] as const) {
    it(`two runners never send the same row at once (${mode}), and each row goes once, in order`, async () => {
      const notes = Array.from({ length: 25 }, (_, i) => `row-${String(i).padStart(2, '0')}`);
      for (const note of notes) await add(note);
      const inFlight = new Set<string>();
      let overlaps = 0;
      const server = fakeServer((): Reply => async (sent) => {
        const key = sent.headers['idempotency-key'] ?? '';
        if (inFlight.has(key)) overlaps += 1;
        inFlight.add(key);
        await new Promise((resolve) => setTimeout(resolve, 1 + Math.floor(Math.random() * 4)));
        inFlight.delete(key);
        return json(201, {});
      });
      const locks = mode === 'with Web Locks' ? fakeLocks() : null;
      const a = runner(server.fetch, { locks });
      const b = runner(server.fetch, { locks });
      // Both keep running until the outbox is empty, as two tabs' triggers would.
      const loop = async (replay: typeof a) => {
        for (let i = 0; i < 200 && (await harness.db.outbox.count()) > 0; i += 1) {
          await replay.run();
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
      };
      await Promise.all([loop(a), loop(b), loop(a)]);
      expect(overlaps).toBe(0);
      expect(bodies(server.sent)).toEqual(notes);
      expect(await harness.db.outbox.count()).toBe(0);
    });
  }
});

/** Web Locks with `ifAvailable`, as browsers implement them, for one process. */
function fakeLocks(): Pick<LockManager, 'request'> {
  const held = new Set<string>();
  const request = async (name: string, options: LockOptions, callback: (lock: Lock | null) => unknown) => {
    if (held.has(name)) {
      if (options.ifAvailable) return callback(null);
      throw new Error('fake locks only support ifAvailable');
    }
    held.add(name);
    try {
      return await callback({ name, mode: 'exclusive' } as Lock);
    } finally {
      held.delete(name);
    }
  };
  return { request } as unknown as Pick<LockManager, 'request'>;
}

it('uses a time-sortable key: a row created later sorts after', () => {
  const first = uuidv7(harness.clock);
  const second = uuidv7(harness.clock + 1);
  expect(first < second).toBe(true);
});
