/**
 * Outbox chaos benchmark: the app's own replay code (src/data/outbox, run in Node on
 * fake-indexeddb) sends 1,000 writes of mixed kinds to the real server (buildApp listening on an
 * in-memory PGlite) through a fault-injecting HTTP proxy on 127.0.0.1 that drops connections before and
 * after the server commits, answers 500/503/429 (with Retry-After), delays, stalls past the client's
 * time-out and resets. Some rows start as a crashed tab leaves them (`sending`, half of them already
 * received by the server). When every outbox is empty the server's records are compared with what was
 * enqueued. Back-off timings are divided by TIME_SCALE so the run takes seconds, not hours.
 *
 *   npm run bench:outbox            prints one JSON object; the requirement is lost = 0 and duplicated = 0
 *
 * Environment: BENCH_WRITES (1000), BENCH_LEARNERS (20), BENCH_SEED (42), BENCH_TIME_SCALE (100).
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { IDEMPOTENT_REPLAYED_HEADER, IDEMPOTENCY_KEY_HEADER, type OutboxKind } from '../contract/outbox';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { contactMessages, deviceSync, enrollments, formations, idempotencyRecords, newsletterSubscribers } from '../server/db/schema/index';
import { createSession } from '../server/lib/auth/sessions';
import { insertUser } from '../server/modules/auth/user-store';
import { seedCatalogue } from '../server/seed/catalogue';
import { seedFormations } from '../server/seed/content/all';
import { enqueue } from '../src/data/outbox/enqueue';
import { enqueueEnrollment } from '../src/data/outbox/enqueue-enrollment';
import { QUEUED, type OutboxRow } from '../src/data/outbox/outbox-row';
import { createOutboxRunner, type OutboxRunner } from '../src/data/outbox/outbox-runner';
import { createOutboxScheduler, type OutboxScheduler } from '../src/data/outbox/outbox-scheduler';
import type { ReplayOutcome } from '../src/data/outbox/replay-outcome';
import { backoffDelay } from '../src/data/sync-backoff';
import { UserDatabase } from '../src/data/user-db';
import { seededRandom } from '../contract/seeded-random';

const WRITES = Number(process.env.BENCH_WRITES ?? 1000);
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 20);
const SEED = Number(process.env.BENCH_SEED ?? 42);
const TIME_SCALE = Number(process.env.BENCH_TIME_SCALE ?? 100);
const CLIENT_TIMEOUT_MS = 1_500;
/** A safety net only: on a loaded machine replay is slower, and rows still queued then count as lost. */
const DEADLINE_MS = 170_000;
/** Share of rows that start as a crashed tab left them; half of those had already reached the server. */
const CRASHED_SHARE = 0.02;

const random = seededRandom(SEED);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------
// The fault-injecting proxy
// ---------------------------------------------------------------------------------------------------

const FAULTS = [
  ['pass', 0.41],
  ['drop_before_commit', 0.08],
  ['drop_after_commit', 0.08],
  ['reset_mid_request', 0.06],
  ['answer_500', 0.06],
  ['answer_503_retry_after', 0.06],
  ['answer_429_retry_after', 0.06],
  ['answer_502_after_commit', 0.05],
  ['delay', 0.1],
  ['stall_past_client_timeout', 0.04],
] as const;
type Fault = (typeof FAULTS)[number][0];

function pickFault(): Fault {
  let roll = random();
  for (const [fault, share] of FAULTS) {
    if (roll < share) return fault;
    roll -= share;
  }
  return 'pass';
}

interface ProxyStats {
  faults: Record<Fault, number>;
  upstreamInFlight: number;
  serverReplays: number;
}

/** A per-write client address (from the key), as if each farmer wrote from their own phone. */
function addressFor(key: string): string {
  const hash = createHash('sha256').update(key).digest();
  return `10.${hash[0]}.${hash[1]}.${hash[2]}`;
}

function startProxy(upstreamPort: number): Promise<{ server: http.Server; port: number; stats: ProxyStats }> {
  const stats: ProxyStats = {
    faults: Object.fromEntries(FAULTS.map(([fault]) => [fault, 0])) as Record<Fault, number>,
    upstreamInFlight: 0,
    serverReplays: 0,
  };

  /** Sends the request on to the server; resolves with its full answer (the server has committed by then). */
  function forward(req: http.IncomingMessage, body: Buffer): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    stats.upstreamInFlight += 1;
    const key = String(req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] ?? '');
    return new Promise((resolve, reject) => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: upstreamPort,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: `127.0.0.1:${upstreamPort}`, 'x-forwarded-for': addressFor(key), connection: 'close' },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            stats.upstreamInFlight -= 1;
            if (response.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()] === 'true') stats.serverReplays += 1;
            resolve({ status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) });
          });
        },
      );
      upstream.on('error', (error) => {
        stats.upstreamInFlight -= 1;
        reject(error);
      });
      upstream.end(body);
    });
  }

  function relay(res: http.ServerResponse, answer: { status: number; headers: http.IncomingHttpHeaders; body: Buffer }) {
    if (res.destroyed) return;
    const headers = { ...answer.headers };
    delete headers.connection;
    delete headers['transfer-encoding'];
    res.writeHead(answer.status, { ...headers, 'content-length': String(answer.body.length) });
    res.end(answer.body);
  }

  function problem(res: http.ServerResponse, status: number, code: string, retryAfter?: number) {
    const body = JSON.stringify({ type: 'about:blank', title: 'chaos', status, code });
    res.writeHead(status, { 'content-type': 'application/problem+json', ...(retryAfter ? { 'retry-after': String(retryAfter) } : {}) });
    res.end(body);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const fault = pickFault();
      stats.faults[fault] += 1;
      const swallow = () => undefined;
      switch (fault) {
        case 'pass':
          forward(req, body).then(
            (answer) => relay(res, answer),
            () => res.destroy(),
          );
          return;
        case 'drop_before_commit':
          req.socket.destroy();
          return;
        case 'drop_after_commit':
          forward(req, body).then(
            () => req.socket.destroy(),
            () => req.socket.destroy(),
          );
          return;
        case 'reset_mid_request':
          // The server gets the write; the client's connection is reset a moment later, before or after the commit.
          forward(req, body).catch(swallow);
          setTimeout(() => req.socket.resetAndDestroy(), Math.floor(random() * 15));
          return;
        case 'answer_500':
          problem(res, 500, 'server.error');
          return;
        case 'answer_503_retry_after':
          problem(res, 503, 'server.error', 1 + Math.floor(random() * 3));
          return;
        case 'answer_429_retry_after':
          problem(res, 429, 'http.too_many_requests', 1 + Math.floor(random() * 5));
          return;
        case 'answer_502_after_commit':
          forward(req, body).then(
            () => problem(res, 502, 'server.error'),
            () => problem(res, 502, 'server.error'),
          );
          return;
        case 'delay':
          setTimeout(
            () =>
              forward(req, body).then(
                (answer) => relay(res, answer),
                () => res.destroy(),
              ),
            20 + Math.floor(random() * 300),
          );
          return;
        case 'stall_past_client_timeout':
          // The client gives up first; the server still receives and commits the write afterwards.
          setTimeout(
            () =>
              forward(req, body).then(
                (answer) => relay(res, answer),
                () => res.destroy(),
              ),
            CLIENT_TIMEOUT_MS + 200,
          );
          return;
      }
    });
    req.on('error', () => undefined);
    res.on('error', () => undefined);
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, stats })),
  );
}

// ---------------------------------------------------------------------------------------------------
// Web Locks for one process, as browsers implement `ifAvailable`
// ---------------------------------------------------------------------------------------------------

function processLocks(): Pick<LockManager, 'request'> {
  const held = new Set<string>();
  const request = async (name: string, options: LockOptions, callback: (lock: Lock | null) => unknown) => {
    if (held.has(name)) return callback(null);
    void options;
    held.add(name);
    try {
      return await callback({ name, mode: 'exclusive' } as Lock);
    } finally {
      held.delete(name);
    }
  };
  return { request } as unknown as Pick<LockManager, 'request'>;
}

// ---------------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------------

interface Enqueued {
  id: string;
  kind: OutboxKind;
  userId: string;
  marker: string;
  formationId?: string;
}

interface Lane {
  userId: string;
  deviceId: string;
  token: string;
  db: UserDatabase;
  /** Two "tabs" replaying the same outbox. */
  schedulers: OutboxScheduler[];
  runners: OutboxRunner[];
}

async function main() {
  const benchStarted = performance.now();
  const phase = (name: string) => console.error(`[${Math.round(performance.now() - benchStarted)} ms] ${name}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-chaos-'));
  const config = {
    ...loadConfig({ SEED_DEMO: '1', LOG_LEVEL: 'error', TRUST_PROXY: '1', DATA_DIR: dataDir }),
    databaseUrl: 'memory://',
    staticDir: null,
  };
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
  const app = await buildApp({ config, database });
  await seedCatalogue(
    app,
    seedFormations.filter((formation) => formation.price_centimes === 0),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (app.server.address() as AddressInfo).port;
  const proxy = await startProxy(appPort);
  phase('server listening');
  const freeFormations = (await database.db.select({ id: formations.id }).from(formations).where(eq(formations.priceCentimes, 0))).map(
    (row) => row.id,
  );

  // Learners, each signed in on their own device.
  // Sessions are opened directly: the benchmark measures replay, not password hashing.
  const lanes: Lane[] = [];
  for (let i = 0; i < LEARNERS; i += 1) {
    const email = `learner-${i}@chaos.test`;
    const { row } = await insertUser(database.db, {
      firstName: 'Learner',
      lastName: String(i),
      email,
      phone: '+212600000000',
      passwordHash: 'unused',
      roles: ['client'],
    });
    const { token } = await createSession(database.db, row.id, true, 'outbox-chaos');
    const db = new UserDatabase(row.id);
    await db.open();
    lanes.push({ userId: row.id, deviceId: `chaos-device-${i}`, token, db, schedulers: [], runners: [] });
  }

  phase('learners signed in');
  // 1,000 writes of mixed kinds, round-robin over the learners, each in its learner's outbox.
  const enqueued: Enqueued[] = [];
  const enrolledSoFar = new Map<string, Set<string>>();
  for (let n = 0; n < WRITES; n += 1) {
    const lane = lanes[n % lanes.length];
    if (!lane) throw new Error('no learners');
    const marker = `chaos-${SEED}-${n}`;
    const taken = enrolledSoFar.get(lane.userId) ?? new Set<string>();
    enrolledSoFar.set(lane.userId, taken);
    const roll = random();
    const openFormation = freeFormations.find((id) => !taken.has(id));
    if (roll < 0.06 && openFormation) {
      taken.add(openFormation);
      const provisional = await enqueueEnrollment(lane.db, openFormation);
      enqueued.push({ id: provisional.id, kind: 'enrollment', userId: lane.userId, marker, formationId: openFormation });
      continue;
    }
    const language = (['ar', 'fr', 'en'] as const)[n % 3];
    let row: OutboxRow;
    if (roll < 0.46) {
      row = await enqueue(lane.db, {
        kind: 'contact',
        path: 'contact',
        userId: lane.userId,
        body: {
          name: `Learner ${n}`,
          email: `learner${n}@chaos.test`,
          subject: 'Question',
          message: `Comment irriguer ? [${marker}]`,
          language,
        },
      });
    } else if (roll < 0.73) {
      row = await enqueue(lane.db, {
        kind: 'support',
        path: 'support',
        userId: lane.userId,
        body: { email: `learner${n}@chaos.test`, phone: null, message: `Aide [${marker}]`, language },
      });
    } else {
      row = await enqueue(lane.db, {
        kind: 'newsletter',
        path: 'newsletter',
        userId: lane.userId,
        body: { email: `${marker}@chaos.test`, language },
      });
    }
    enqueued.push({ id: row.id, kind: row.kind, userId: lane.userId, marker });
  }

  phase('writes enqueued');
  // Crash leftovers: rows a closed tab left `sending`; half of them had reached the server already.
  let crashedDelivered = 0;
  let crashedUnsent = 0;
  for (const lane of lanes) {
    const rows = await lane.db.outbox.toArray();
    for (const row of rows) {
      if (random() >= CRASHED_SHARE) continue;
      if (random() < 0.5) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/${row.request.path}`,
          payload: row.request.body as object,
          headers: {
            authorization: `Bearer ${lane.token}`,
            [IDEMPOTENCY_KEY_HEADER]: row.id,
            'x-device-id': lane.deviceId,
            'x-forwarded-for': addressFor(row.id),
          },
        });
        if (response.statusCode >= 300) throw new Error(`pre-delivery failed: ${response.statusCode} ${response.body}`);
        crashedDelivered += 1;
      } else {
        crashedUnsent += 1;
      }
      await lane.db.outbox.update(row.id, { status: 'sending', attempts: 1, claimed_by: 'a-tab-that-crashed', claimed_at: Date.now() });
    }
  }

  // Replay: each learner's outbox has two "tabs" (runner + scheduler), sharing Web Locks.
  const outcomes: Record<ReplayOutcome['type'], number> = { ack: 0, retry: 0, pause: 0, reject: 0 };
  const locks = processLocks();
  const scaledBackoff = (failures: number, rng: () => number, retryAfter: number | null) =>
    backoffDelay(failures, rng, retryAfter) / TIME_SCALE;
  for (const lane of lanes) {
    for (let tab = 0; tab < 2; tab += 1) {
      const runner = createOutboxRunner({
        db: lane.db,
        baseUrl: `http://127.0.0.1:${proxy.port}/api`,
        token: () => lane.token,
        requiresToken: true,
        deviceId: () => lane.deviceId,
        backoff: scaledBackoff,
        random,
        locks,
        requestTimeoutMs: CLIENT_TIMEOUT_MS,
        onAttempt: (_row, outcome) => {
          outcomes[outcome.type] += 1;
        },
      });
      lane.runners.push(runner);
      lane.schedulers.push(createOutboxScheduler(runner, { busyPollMs: 25, onError: () => undefined }));
    }
  }

  const queuedTotal = async () => {
    let total = 0;
    for (const lane of lanes)
      total += await lane.db.outbox
        .where('status')
        .anyOf([...QUEUED])
        .count();
    return total;
  };

  const started = performance.now();
  for (const lane of lanes) for (const scheduler of lane.schedulers) void scheduler.kick();
  // The page's heartbeat: both tabs are nudged now and then, as `online` and focus events would.
  const heartbeat = setInterval(() => {
    for (const lane of lanes) void lane.schedulers[Math.floor(random() * 2)]?.kick();
  }, 500);
  let timedOut = false;
  while ((await queuedTotal()) > 0) {
    if (performance.now() - started > DEADLINE_MS) {
      timedOut = true;
      break;
    }
    await sleep(50);
  }
  const totalMs = Math.round(performance.now() - started);
  phase('outboxes empty');
  clearInterval(heartbeat);
  for (const lane of lanes) for (const scheduler of lane.schedulers) scheduler.stop();
  // Stalled copies may still be on their way to the server: let them land before counting.
  for (let i = 0; i < 100 && proxy.stats.upstreamInFlight > 0; i += 1) await sleep(50);
  await sleep(CLIENT_TIMEOUT_MS + 500);

  // Compare the server's records with what was enqueued.
  const { db } = database;
  const messageRows = await db
    .select({ message: contactMessages.message })
    .from(contactMessages)
    .where(like(contactMessages.message, `%[chaos-${SEED}-%`));
  const messagesByMarker = new Map<string, number>();
  for (const { message } of messageRows) {
    const marker = /\[(chaos-\d+-\d+)\]/.exec(message)?.[1];
    if (marker) messagesByMarker.set(marker, (messagesByMarker.get(marker) ?? 0) + 1);
  }
  const subscribers = new Set(
    (
      await db
        .select({ email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(like(newsletterSubscribers.email, `chaos-${SEED}-%`))
    ).map((row) => row.email),
  );
  const enrolled = new Set(
    (
      await db
        .select({ userId: enrollments.userId, formationId: enrollments.formationId })
        .from(enrollments)
        .where(
          inArray(
            enrollments.userId,
            lanes.map((lane) => lane.userId),
          ),
        )
    ).map((row) => `${row.userId}:${row.formationId}`),
  );
  const records = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(idempotencyRecords)
    .where(
      and(
        inArray(
          idempotencyRecords.key,
          enqueued.map((write) => write.id),
        ),
        eq(idempotencyRecords.status, 'done'),
      ),
    );
  const [counter] = await db
    .select({ delivered: sql<number>`coalesce(sum(${deviceSync.deliveredWrites}), 0)::int` })
    .from(deviceSync)
    .where(
      inArray(
        deviceSync.userId,
        lanes.map((lane) => lane.userId),
      ),
    );

  let delivered = 0;
  let duplicateRows = 0;
  const byKind: Record<string, { enqueued: number; delivered: number }> = {};
  for (const write of enqueued) {
    const kind = (byKind[write.kind] ??= { enqueued: 0, delivered: 0 });
    kind.enqueued += 1;
    let found = 0;
    if (write.kind === 'contact' || write.kind === 'support') found = messagesByMarker.get(write.marker) ?? 0;
    else if (write.kind === 'newsletter') found = subscribers.has(`${write.marker}@chaos.test`) ? 1 : 0;
    else if (write.kind === 'enrollment') found = enrolled.has(`${write.userId}:${write.formationId}`) ? 1 : 0;
    if (found > 0) {
      delivered += 1;
      kind.delivered += 1;
    }
    duplicateRows += Math.max(0, found - 1);
  }
  // Every first-time write adds one to its device's counter, whatever its kind: more than one per
  // enqueued write means some write ran twice on the server.
  const deviceCounterExcess = Math.max(0, (counter?.delivered ?? 0) - enqueued.length);
  let leftInOutboxes = 0;
  let rejected = 0;
  for (const lane of lanes) {
    leftInOutboxes += await lane.db.outbox.count();
    rejected += await lane.db.outbox.where('status').equals('rejected').count();
  }

  const attempts = outcomes.ack + outcomes.retry + outcomes.pause + outcomes.reject;
  const report = {
    enqueued: enqueued.length,
    delivered,
    duplicated: Math.max(duplicateRows, deviceCounterExcess),
    lost: enqueued.length - delivered,
    total_ms: totalMs,
    retries: outcomes.retry,
    attempts,
    timed_out: timedOut,
    left_in_outboxes: leftInOutboxes,
    rejected,
    by_kind: byKind,
    checks: {
      idempotency_records_done: records[0]?.total ?? 0,
      device_delivered_writes: counter?.delivered ?? 0,
      duplicate_rows: duplicateRows,
      server_replays_seen_by_proxy: proxy.stats.serverReplays,
    },
    crash_leftovers: { already_on_server: crashedDelivered, never_sent: crashedUnsent },
    faults_injected: proxy.stats.faults,
    settings: { learners: LEARNERS, seed: SEED, time_scale: TIME_SCALE, client_timeout_ms: CLIENT_TIMEOUT_MS },
  };
  phase('server records compared');
  console.log(JSON.stringify(report, null, 2));

  for (const lane of lanes) lane.db.close();
  proxy.server.closeAllConnections();
  await new Promise((resolve) => proxy.server.close(resolve));
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (report.lost !== 0 || report.duplicated !== 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
