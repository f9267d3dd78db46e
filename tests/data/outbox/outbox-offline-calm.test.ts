import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { enqueue } from '../../../src/data/outbox/enqueue';
import { resetNetworkBackoff } from '../../../src/data/outbox/network-backoff';
import type { OutboxRow } from '../../../src/data/outbox/outbox-row';
import type { OutboxRunner, RunOptions } from '../../../src/data/outbox/outbox-runner';
import { createOutboxScheduler } from '../../../src/data/outbox/outbox-scheduler';
import { BACKOFF_CAP_MS } from '../../../src/data/sync-backoff';
import { anonymousOutboxHarness } from './anonymous-outbox-harness';

/**
 * The outbox rests while the network is gone. Every trigger gives each due row one try at most,
 * nothing leaves while the device says it is offline, and the back-off starts over when the network is
 * usable again.
 */

/**
 * A network that is down (every send fails, as on a phone whose Wi-Fi has no internet) until `up` is set.
 * A runner that loops on a failed row would never stop: after `LOOP_GUARD` sends the network "comes back",
 * so a broken runner ends its run and the test fails on the count instead of hanging.
 */
const LOOP_GUARD = 50;
const harness = anonymousOutboxHarness('outbox-offline-calm-test');

function fakeNetwork() {
  /** When each send left, and the time its row's back-off allowed it to (0 for a first try). */
  const sent: { at: number; key: string; due: number }[] = [];
  const network = { up: false, sent, clock: () => 0 };
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const key = request.headers.get('idempotency-key') ?? '';
    sent.push({ at: network.clock(), key, due: (await harness.db.outbox.get(key))?.next_attempt_at ?? 0 });
    if (!network.up && sent.length < LOOP_GUARD) throw new TypeError('Failed to fetch');
    return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { network, fetch };
}

/** Two rows of two resources, as a receipt and a progress row are: each may go on its own. */
async function twoRows(): Promise<OutboxRow[]> {
  const now = new Date(harness.clock);
  return [
    await enqueue(harness.db, { kind: 'contact', path: 'contact', body: { message: 'receipt' }, userId: null, now }),
    await enqueue(harness.db, { kind: 'newsletter', path: 'newsletter', body: { email: 'a@b.ma' }, userId: null, now }),
  ];
}

const perRow = (sent: { key: string }[]) =>
  sent.reduce<Record<string, number>>((counts, { key }) => ({ ...counts, [key]: (counts[key] ?? 0) + 1 }), {});

describe('one try per row per trigger', () => {
  it('"Sync now" with a dead network sends each due row exactly once, and nothing more until its back-off ends', async () => {
    const rows = await twoRows();
    const { network, fetch } = fakeNetwork();
    network.clock = () => harness.clock;
    const replay = harness.runner(fetch);

    const result = await replay.run({ retryNetworkNow: true });
    expect(perRow(network.sent)).toEqual({ [rows[0]?.id ?? '']: 1, [rows[1]?.id ?? '']: 1 });
    expect(result).toEqual({ state: 'waiting', until: harness.clock + 2_000 });
    // The row is back to `pending` with its back-off, not stuck in `sending`.
    for (const row of await harness.db.outbox.toArray())
      expect(row).toMatchObject({ status: 'pending', attempts: 1, failures: 1, last_error: 'network.error' });

    // The scheduler's timer before the back-off ends sends nothing.
    harness.clock += 1_999;
    expect(await replay.run()).toEqual({ state: 'waiting', until: harness.clock + 1 });
    expect(network.sent).toHaveLength(2);
  });

  it('while the device is offline, "Sync now" and returning to the tab send nothing and count no attempt', async () => {
    await twoRows();
    const { network, fetch } = fakeNetwork();
    const replay = harness.runner(fetch, { isOnline: () => false });
    expect(await replay.run({ retryNetworkNow: true })).toEqual({ state: 'offline' });
    expect(await replay.run({ connectionBack: true })).toEqual({ state: 'offline' });
    expect(await replay.run()).toEqual({ state: 'offline' });
    expect(network.sent).toHaveLength(0);
    for (const row of await harness.db.outbox.toArray()) expect(row).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('an empty outbox is idle, offline or not', async () => {
    const { fetch } = fakeNetwork();
    expect(await harness.runner(fetch, { isOnline: () => false }).run()).toEqual({ state: 'idle' });
  });
});

describe('the back-off starts over when the network is usable again', () => {
  async function atTheCeiling(): Promise<OutboxRow[]> {
    const rows = await twoRows();
    // Ten minutes of failures: the back-off has reached its ceiling.
    await harness.db.outbox
      .toCollection()
      .modify({ attempts: 9, failures: 9, last_error: 'network.error', next_attempt_at: harness.clock + BACKOFF_CAP_MS });
    return rows;
  }

  it('the `online` event (connectionBack) sends rows waiting at the 10-minute ceiling at once', async () => {
    await atTheCeiling();
    const { network, fetch } = fakeNetwork();
    network.up = true;
    expect(await harness.runner(fetch).run({ connectionBack: true })).toEqual({ state: 'idle' });
    expect(network.sent).toHaveLength(2);
    expect(await harness.db.outbox.count()).toBe(0);
  });

  it('after a reset, a failure waits about 2 s again, not 10 minutes; a server’s Retry-After is kept', async () => {
    const [first] = await atTheCeiling();
    await harness.db.outbox.update(first?.id ?? '', { last_error: 'server.error' });
    const { network, fetch } = fakeNetwork();
    network.clock = () => harness.clock;
    const result = await harness.runner(fetch).run({ connectionBack: true });
    // Only the row that lacked the network went; the one the server asked to wait keeps its time.
    expect(network.sent).toHaveLength(1);
    expect(result).toEqual({ state: 'waiting', until: harness.clock + 2_000 });
    expect((await harness.db.outbox.get(first?.id ?? ''))?.next_attempt_at).toBe(harness.clock + BACKOFF_CAP_MS);
  });

  it('a write the server acknowledges ends the network back-off of the other rows', async () => {
    const [waiting] = await atTheCeiling();
    await harness.db.outbox.delete((await harness.db.outbox.orderBy('id').last())?.id ?? '');
    const fresh = await enqueue(harness.db, { kind: 'rating', path: 'ratings', body: {}, userId: null, now: new Date(harness.clock) });
    const { network, fetch } = fakeNetwork();
    network.up = true;
    let told = 0;
    expect(await harness.runner(fetch, { onNetworkUsable: () => (told += 1) }).run()).toEqual({ state: 'idle' });
    expect(network.sent.map((request) => request.key).sort()).toEqual([waiting?.id, fresh.id].sort());
    // The page is told once per run, not after every row of a long replay.
    expect(told).toBe(1);
  });

  it('resetNetworkBackoff leaves rows that never failed, refused and server-delayed rows alone', async () => {
    const rows = await twoRows();
    await harness.db.outbox.update(rows[0]?.id ?? '', { status: 'rejected', last_error: 'validation.failed' });
    expect(await resetNetworkBackoff(harness.db)).toBe(0);
  });
});

/**
 * Ten minutes without a network, on the scheduler's own timer (a virtual clock: no test waits), as the
 * page runs the outbox. Prints the sends made, for the closing note.
 */
describe('ten minutes without a network', () => {
  const TEN_MINUTES = 10 * 60_000;

  /** Runs the scheduler over the harness clock until `end`, firing `trigger` every `everyMs`; returns the sends. */
  async function simulate(options: { isOnline: boolean; trigger?: RunOptions; everyMs?: number; random: () => number }) {
    await twoRows();
    const { network, fetch } = fakeNetwork();
    network.clock = () => harness.clock;
    const start = harness.clock;
    const real = harness.runner(fetch, { isOnline: () => options.isOnline, random: options.random });
    let running: Promise<unknown> = Promise.resolve();
    const runner: OutboxRunner = {
      db: real.db,
      run: (runOptions) => {
        const run = real.run(runOptions);
        running = run;
        return run;
      },
    };
    // In an object: TypeScript does not see the scheduler's callbacks change a plain variable.
    const timers: { next: { at: number; callback: () => void } | null } = { next: null };
    const scheduler = createOutboxScheduler(runner, {
      now: () => harness.clock,
      setTimer: (callback, ms) => (timers.next = { at: harness.clock + ms, callback }),
      clearTimer: () => (timers.next = null),
      onError: (error) => {
        throw error;
      },
    });
    const settle = async () => {
      await running;
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    await scheduler.kick(options.trigger);
    let nextTrigger = options.everyMs ? start + options.everyMs : Infinity;
    for (;;) {
      const timer = timers.next;
      const at = Math.min(timer?.at ?? Infinity, nextTrigger);
      if (at > start + TEN_MINUTES) break;
      harness.clock = at;
      if (timer && timer.at === at) {
        timers.next = null;
        timer.callback();
        await settle();
      } else {
        nextTrigger += options.everyMs ?? Infinity;
        await scheduler.kick(options.trigger);
        await settle();
      }
    }
    scheduler.stop();
    return { sent: network.sent, start };
  }

  it('offline: "Sync now" every 5 s for 10 minutes sends nothing', async () => {
    const { sent } = await simulate({ isOnline: false, trigger: { retryNetworkNow: true }, everyMs: 5_000, random: Math.random });
    console.log(`outbox, 10 min offline (navigator.onLine false), "Sync now" every 5 s: ${sent.length} sends for 2 rows`);
    expect(sent).toHaveLength(0);
  });

  it('a network that fails every send: no send before its back-off ends (2 s doubling, full jitter, 10 min cap)', async () => {
    // A seeded generator, so the run is the same every time.
    let seed = 39;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const { sent, start } = await simulate({ isOnline: true, trigger: { retryNetworkNow: true }, random });
    const counts = Object.values(perRow(sent));
    console.log(`outbox, 10 min with a dead network (navigator.onLine true), jittered back-off: ${counts.join(' and ')} sends per row`);
    expect(counts).toHaveLength(2);
    expect(sent.filter((request) => request.at === start)).toHaveLength(2);
    for (const request of sent) expect(request.at).toBeGreaterThanOrEqual(request.due);
    for (const count of counts) expect(count).toBeLessThan(LOOP_GUARD / 2);
  });

  it('with the largest jitter, exactly the sends the back-off allows: 9 per row in 10 minutes', async () => {
    const { sent, start } = await simulate({ isOnline: true, trigger: { retryNetworkNow: true }, random: () => 1 });
    console.log(`outbox, 10 min with a dead network, largest back-off: ${Object.values(perRow(sent)).join(' and ')} sends per row`);
    // Sends at 0, 2, 6, 14, 30, 62, 126, 254 and 510 s; the next would be at 1022 s.
    const offsets = [0, 2, 6, 14, 30, 62, 126, 254, 510].map((seconds) => start + seconds * 1000);
    for (const count of Object.values(perRow(sent))) expect(count).toBe(offsets.length);
    expect([...new Set(sent.map((request) => request.at))]).toEqual(offsets);
  });
});
