/**
 * How hard the outbox works while the network is gone, and how fast it delivers when it is back
 *. No server and no build: the app's runner and scheduler over a fake-indexeddb outbox of two
 * rows (a receipt and a progress row, two resources), on a virtual clock, with a fake network. Prints one
 * JSON line per scenario, `outbox-offline:` first; nothing passes or fails on the figures.
 *
 * - offline: navigator.onLine false for 10 minutes, "Sync now" pressed every 5 s.
 * - dead network: navigator.onLine true but every send fails (Wi-Fi without internet), 10 minutes, the
 *   scheduler's timer only, then also with the tab shown again every minute; sends per row over
 *   BENCH_SEEDS (20) jitter seeds: min, median, max.
 * - reconnect: after those 10 minutes the network works again; virtual time until both rows are
 *   delivered, with the `online` event and without it (the back-off's timer alone).
 *
 *   npm run bench:outbox-offline
 */
import 'fake-indexeddb/auto';
import { seededRandom } from '../contract/seeded-random';
import { AnonymousOutboxDatabase } from '../src/data/outbox/anonymous-outbox-db';
import { enqueue } from '../src/data/outbox/enqueue';
import { createOutboxRunner, type OutboxRunner, type RunOptions } from '../src/data/outbox/outbox-runner';
import { createOutboxScheduler } from '../src/data/outbox/outbox-scheduler';

const TEN_MINUTES = 10 * 60_000;
const SEEDS = Number(process.env.BENCH_SEEDS ?? 20);

interface Scenario {
  isOnline: boolean;
  /** A trigger fired every `everyMs` (and once at the start), or only the start-up kick. */
  trigger?: RunOptions;
  everyMs?: number;
  seed: number;
  /** After the 10 minutes, the network works: what tells the outbox. */
  reconnect?: 'online-event' | 'timer-only';
}

interface Outcome {
  sendsPerRow: number[];
  /** Virtual ms from the network's return to both rows delivered (reconnect scenarios). */
  deliveredAfterMs?: number;
}

let databases = 0;

async function simulate(scenario: Scenario): Promise<Outcome> {
  databases += 1;
  const db = new AnonymousOutboxDatabase(`bench-outbox-offline-${databases}`);
  const start = Date.parse('2026-03-01T08:00:00Z');
  let clock = start;
  const network = { up: false };
  const sends = new Map<string, number>();
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const key = request.headers.get('idempotency-key') ?? '';
    sends.set(key, (sends.get(key) ?? 0) + 1);
    if (!network.up) throw new TypeError('Failed to fetch');
    return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  await enqueue(db, {
    kind: 'receipt-upload',
    path: 'payments/bank-transfer',
    body: {},
    resource: 'payment:f1',
    userId: null,
    now: new Date(start),
  });
  await enqueue(db, { kind: 'lesson-progress', path: 'progress', body: {}, resource: 'formation:f2', userId: null, now: new Date(start) });

  let online = scenario.isOnline;
  const real = createOutboxRunner({
    db,
    baseUrl: 'https://academy.test/api',
    token: () => null,
    requiresToken: false,
    deviceId: () => 'bench-device',
    fetch,
    now: () => clock,
    random: seededRandom(scenario.seed),
    locks: null,
    isOnline: () => online,
  });
  let running: Promise<unknown> = Promise.resolve();
  const runner: OutboxRunner = {
    db: real.db,
    run: (options) => {
      const run = real.run(options);
      running = run;
      return run;
    },
  };
  const timers: { next: { at: number; callback: () => void } | null } = { next: null };
  const scheduler = createOutboxScheduler(runner, {
    now: () => clock,
    setTimer: (callback, ms) => (timers.next = { at: clock + ms, callback }),
    clearTimer: () => (timers.next = null),
  });
  const settle = async () => {
    await running;
    await new Promise((resolve) => setImmediate(resolve));
  };

  /** Runs the timers and the periodic trigger until `end`, or until the outbox is empty when `untilEmpty`. */
  async function runUntil(end: number, trigger: RunOptions | undefined, everyMs: number | undefined, untilEmpty = false): Promise<void> {
    let nextTrigger = everyMs ? clock + everyMs : Infinity;
    for (;;) {
      if (untilEmpty && (await db.outbox.count()) === 0) return;
      const timer = timers.next;
      const at = Math.min(timer?.at ?? Infinity, nextTrigger);
      if (at > end) return;
      clock = Math.max(clock, at);
      if (timer && timer.at === at) {
        timers.next = null;
        timer.callback();
      } else {
        nextTrigger += everyMs ?? Infinity;
        void scheduler.kick(trigger);
      }
      await settle();
    }
  }

  await scheduler.kick(scenario.trigger);
  await settle();
  await runUntil(start + TEN_MINUTES, scenario.trigger, scenario.everyMs);
  const sendsPerRow = [...(await db.outbox.toArray())].map((row) => sends.get(row.id) ?? 0);
  let deliveredAfterMs: number | undefined;
  if (scenario.reconnect) {
    clock = start + TEN_MINUTES;
    const back = clock;
    network.up = true;
    online = true;
    if (scenario.reconnect === 'online-event') await scheduler.kick({ connectionBack: true });
    await settle();
    await runUntil(back + 2 * TEN_MINUTES, undefined, undefined, true);
    deliveredAfterMs = (await db.outbox.count()) === 0 ? clock - back : Infinity;
  }
  scheduler.stop();
  db.close();
  await db.delete();
  return { sendsPerRow, ...(deliveredAfterMs === undefined ? {} : { deliveredAfterMs }) };
}

function spread(values: number[]): { min: number; median: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0] ?? 0, median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted.at(-1) ?? 0 };
}

function print(scenario: string, figures: Record<string, unknown>): void {
  console.log(`outbox-offline: ${JSON.stringify({ scenario, ...figures })}`);
}

async function main(): Promise<void> {
  const offline = await simulate({ isOnline: false, trigger: { retryNetworkNow: true }, everyMs: 5_000, seed: 1 });
  print('offline 10 min, "Sync now" every 5 s', { sendsPerRow: offline.sendsPerRow });

  const seeds = Array.from({ length: SEEDS }, (_, index) => index + 1);
  for (const [name, trigger, everyMs] of [
    ['dead network 10 min, timer only', { retryNetworkNow: true }, undefined],
    ['dead network 10 min, tab shown every minute', { retryNetworkNow: true }, 60_000],
  ] as const) {
    const runs = [];
    for (const seed of seeds) runs.push(await simulate({ isOnline: true, trigger, everyMs, seed }));
    print(name, { seeds: SEEDS, sendsPerRow: spread(runs.flatMap((run) => run.sendsPerRow)) });
  }

  for (const reconnect of ['online-event', 'timer-only'] as const) {
    const runs = [];
    for (const seed of seeds) runs.push(await simulate({ isOnline: true, trigger: { retryNetworkNow: true }, seed, reconnect }));
    print(`reconnect after 10 min of dead network, ${reconnect}`, {
      seeds: SEEDS,
      deliveredAfterMs: spread(runs.map((run) => run.deliveredAfterMs ?? Infinity)),
    });
  }
}

await main();
