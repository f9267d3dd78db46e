/**
 * Faults and load, against the real entry point (`server/main.ts` in a child
 * process) on 127.0.0.1 only, on PGlite and — when a PostgreSQL URL is given — on PostgreSQL:
 *
 * 1. kill -9 during a burst of mixed replayable writes (contact, support, newsletter, each with its own
 *    Idempotency-Key), then a restart on the same DATA_DIR: every acknowledged write must be there, none
 *    twice, and the data-folder lock recovered with its log line. The writes never acknowledged are then
 *    sent again with their keys, as the app's outbox does, and the acknowledged ones replayed: still none twice.
 * 2. SIGTERM during such a burst: the server must exit 0, and after a restart every acknowledged write and
 *    its mail job must be there, and no write be there whose answer was cut off.
 * 3. Sustained load: BENCH_CONNECTIONS (100) keep-alive connections of mixed traffic (catalogue, details,
 *    health, public stats, signed-in profile reads, contact and newsletter writes) for BENCH_LOAD_SECONDS
 *    (60, at most 600): answers by status, 5xx count, p50/p99 latency, server memory at start and end.
 *
 * Prints one JSON object; it never passes or fails on time. The exit code is 1 when a write was lost or
 * duplicated, or the lock was not recovered.
 *
 *   npm run bench:faults
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:faults   (PostgreSQL too)
 *
 * The load's mix: catalogue pages and details, reviews, health, public stats, and as a signed-in learner
 * `/api/me`, `/api/sync/me` with its cursor (no change) and an enrolment's state, with 20% replayable
 * writes. It prints the share of 503 answers (`server.busy`, each must carry Retry-After) and the
 * answers slower than 10 s, which a phone would have given up on.
 *
 * Environment: BENCH_PHASES (`kill_9,sigterm,sustained`), BENCH_ENGINES (`pglite,postgres`), BENCH_DATABASE_URL (or TEST_DATABASE_URL; a server where the user may create databases),
 * BENCH_LOAD_SECONDS (60), BENCH_CONNECTIONS (100), BENCH_BURST_CLIENTS (24), BENCH_KILL_AFTER_MS (2500).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { uuidv7 } from '../contract/uuid';
import { DEMO_ACCOUNTS } from '../server/seed/identity';
import { createPostgresDatabase } from '../tests/server/helpers';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HOST = '127.0.0.1';
const bounded = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));
const LOAD_SECONDS = bounded(Number(process.env.BENCH_LOAD_SECONDS ?? 60), 1, 600);
const CONNECTIONS = bounded(Number(process.env.BENCH_CONNECTIONS ?? 100), 1, 500);
const BURST_CLIENTS = bounded(Number(process.env.BENCH_BURST_CLIENTS ?? 24), 1, 200);
const KILL_AFTER_MS = bounded(Number(process.env.BENCH_KILL_AFTER_MS ?? 2500), 100, 60_000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** Which parts to run: `kill_9,sigterm,sustained` (all) by default; `sustained` alone for the load figures. */
const PHASES = new Set((process.env.BENCH_PHASES ?? 'kill_9,sigterm,sustained').split(',').map((name) => name.trim()));
/** Which engines: `pglite,postgres` by default (PostgreSQL only with a URL). */
const ENGINES = new Set((process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((name) => name.trim()));
/** An answer slower than this counts as a client time-out (the target: none). */
const CLIENT_TIMEOUT_MS = 10_000;

const started = performance.now();
const phase = (name: string) => console.error(`[${Math.round(performance.now() - started)} ms] ${name}`);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------
// The server in a child process
// ---------------------------------------------------------------------------------------------------

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

interface Running {
  child: ChildProcessWithoutNullStreams;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(env: { dataDir: string; databaseUrl: string | null; staticDir: string }): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST,
      DATA_DIR: env.dataDir,
      STATIC_DIR: env.staticDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      // Each write comes from its own X-Forwarded-For address, as from many phones: the per-address
      // limits of the public forms stay out of a measure of faults.
      TRUST_PROXY: '1',
      ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}),
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 180_000;
  while (!/Academy ready on/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await sleep(100);
  }
  return { child, port, output: () => output, exited };
}

/** Resident memory of the server process, in MB (Linux /proc). */
function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------
// HTTP
// ---------------------------------------------------------------------------------------------------

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

function call(
  port: number,
  method: string,
  url: string,
  options: { body?: unknown; headers?: Record<string, string>; agent?: http.Agent | false; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? null : JSON.stringify(options.body);
    const req = http.request(
      {
        host: HOST,
        port,
        method,
        path: url,
        agent: options.agent ?? false,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error('client time-out')));
    req.on('error', reject);
    req.end(payload ?? undefined);
  });
}

/** A stable client address per key: the write and its retries come from the same phone. */
function addressFor(key: string): string {
  const hash = createHash('sha256').update(key).digest();
  return `10.${hash[0]}.${hash[1]}.${((hash[2] ?? 0) % 254) + 1}`;
}

// ---------------------------------------------------------------------------------------------------
// Replayable writes
// ---------------------------------------------------------------------------------------------------

type Kind = 'contact' | 'support' | 'newsletter';
interface Write {
  kind: Kind;
  key: string;
  marker: string;
}

const KINDS: Kind[] = ['contact', 'support', 'newsletter'];

function request(write: Write): { url: string; body: object } {
  switch (write.kind) {
    case 'contact':
      return {
        url: '/api/contact',
        body: { name: 'Banc d’essai', email: 'bench@example.ma', subject: 'Panne', message: `Fault bench ${write.marker}`, language: 'fr' },
      };
    case 'support':
      return { url: '/api/support', body: { email: 'bench@example.ma', message: `Fault bench ${write.marker}`, language: 'ar' } };
    case 'newsletter':
      return { url: '/api/newsletter', body: { email: `${write.marker}@bench.example`, language: 'en' } };
  }
}

function send(port: number, write: Write, agent: http.Agent | false = false): Promise<Answer> {
  const { url, body } = request(write);
  return call(port, 'POST', url, { body, agent, headers: { 'idempotency-key': write.key, 'x-forwarded-for': addressFor(write.key) } });
}

const acknowledged = (answer: Answer) => answer.status === 200 || answer.status === 201;

/** Writes from BURST_CLIENTS clients as fast as they are answered, until `stop()`. */
function burst(port: number) {
  const sent: Write[] = [];
  const acked: Write[] = [];
  const statuses: Record<string, number> = {};
  let stopped = false;
  let counter = 0;
  const clients = Array.from({ length: BURST_CLIENTS }, async () => {
    while (!stopped) {
      counter += 1;
      const write: Write = { kind: KINDS[counter % KINDS.length] as Kind, key: uuidv7(), marker: `b${randomBytes(6).toString('hex')}` };
      sent.push(write);
      try {
        const answer = await send(port, write);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (acknowledged(answer)) acked.push(write);
      } catch (error) {
        // Refused: the server no longer listens; reset or hang-up: a request under way was cut off.
        const code = (error as { code?: string }).code ?? (error as Error).message;
        statuses[`error ${code}`] = (statuses[`error ${code}`] ?? 0) + 1;
        // The server is gone (killed or closing): this client stops.
        return;
      }
    }
  });
  return {
    sent,
    acked,
    statuses,
    stop: async () => {
      stopped = true;
      await Promise.all(clients);
    },
    done: Promise.all(clients),
  };
}

// ---------------------------------------------------------------------------------------------------
// Reading what the database holds, with the server stopped
// ---------------------------------------------------------------------------------------------------

interface Found {
  /** Rows per marker (contact and support messages, newsletter addresses). */
  rows: Map<string, number>;
  /** Mail jobs per marker. */
  mailJobs: Map<string, number>;
}

const MARKER = /\b(b[0-9a-f]{12})\b/;

async function readFound(dataDir: string, databaseUrl: string | null): Promise<Found> {
  const queries = [
    `select message as text from contact_messages where message like 'Fault bench %'`,
    `select email as text from newsletter_subscribers where email like '%@bench.example'`,
    `select message->>'text' || ' ' || (message->>'to') as text from mail_jobs`,
  ];
  let results: string[][];
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      results = [];
      for (const query of queries) results.push((await client.query<{ text: string }>(query)).rows.map((row) => row.text));
    } finally {
      await client.end();
    }
  } else {
    const db = new PGlite(path.join(dataDir, 'db'));
    try {
      results = [];
      for (const query of queries) results.push((await db.query<{ text: string }>(query)).rows.map((row) => row.text));
    } finally {
      await db.close();
    }
  }
  const count = (texts: string[]) => {
    const map = new Map<string, number>();
    for (const text of texts) {
      const marker = MARKER.exec(text)?.[1];
      if (marker) map.set(marker, (map.get(marker) ?? 0) + 1);
    }
    return map;
  };
  return { rows: count([...(results[0] ?? []), ...(results[1] ?? [])]), mailJobs: count(results[2] ?? []) };
}

function tally(writes: Write[], found: Found) {
  let present = 0;
  let duplicated = 0;
  for (const write of writes) {
    const rows = found.rows.get(write.marker) ?? 0;
    if (rows > 0) present += 1;
    if (rows > 1) duplicated += 1;
  }
  return { present, missing: writes.length - present, duplicated };
}

// ---------------------------------------------------------------------------------------------------
// Scenarios
// ---------------------------------------------------------------------------------------------------

interface Target {
  engine: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl: string | null;
  staticDir: string;
}

async function stopGently(server: Running): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

async function kill9(target: Target) {
  phase(`${target.engine}: kill -9 during a burst`);
  const server = await startServer(target);
  const load = burst(server.port);
  await sleep(KILL_AFTER_MS);
  server.child.kill('SIGKILL');
  await server.exited;
  await load.stop();
  const sentDuringBurst = load.sent.length;

  phase(`${target.engine}: restart after kill -9`);
  const restarted = await startServer(target);
  const lockLine = /Recovered the data folder lock[^\n]*/.exec(restarted.output())?.[0] ?? null;
  await stopGently(restarted);
  const afterRestart = tally(load.acked, await readFound(target.dataDir, target.databaseUrl));

  phase(`${target.engine}: the outbox sends the unacknowledged writes again and replays the others`);
  const again = await startServer(target);
  const ackedKeys = new Set(load.acked.map((write) => write.key));
  const retried = load.sent.filter((write) => !ackedKeys.has(write.key));
  let replayed = 0;
  let retriedAcknowledged = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const queue = [...load.sent];
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let write = queue.shift(); write; write = queue.shift()) {
        const answer = await send(again.port, write, agent);
        if (answer.headers['idempotent-replayed'] === 'true') replayed += 1;
        else if (acknowledged(answer) && !ackedKeys.has(write.key)) retriedAcknowledged += 1;
      }
    }),
  );
  agent.destroy();
  await stopGently(again);
  const final = await readFound(target.dataDir, target.databaseUrl);
  const everything = tally(load.sent, final);
  return {
    sent: sentDuringBurst,
    acknowledged: load.acked.length,
    answers_before_kill: load.statuses,
    found_after_restart: afterRestart.present,
    lost: afterRestart.missing,
    duplicated: afterRestart.duplicated,
    lock_recovered: lockLine !== null,
    lock_log_line: lockLine,
    outbox_resend: {
      resent_unacknowledged: retried.length,
      of_which_newly_written: retriedAcknowledged,
      replayed_from_stored_answers: replayed,
      present_after: everything.present,
      missing_after: everything.missing,
      duplicated_after: everything.duplicated,
    },
  };
}

async function sigterm(target: Target) {
  phase(`${target.engine}: SIGTERM during a burst`);
  const server = await startServer(target);
  const load = burst(server.port);
  await sleep(KILL_AFTER_MS);
  const signalled = performance.now();
  server.child.kill('SIGTERM');
  const code = await server.exited;
  const exitMs = Math.round(performance.now() - signalled);
  await load.stop();
  const restarted = await startServer(target);
  await stopGently(restarted);
  const found = await readFound(target.dataDir, target.databaseUrl);
  const writes = tally(load.acked, found);
  // A write that committed but whose answer never left would mean SIGTERM cut a handler short.
  const ackedKeys = new Set(load.acked.map((write) => write.key));
  const unacknowledged = load.sent.filter((write) => !ackedKeys.has(write.key));
  const cutShort = tally(unacknowledged, found).present;
  const withMail = load.acked.filter((write) => write.kind !== 'newsletter' && (found.mailJobs.get(write.marker) ?? 0) > 0).length;
  const needingMail = load.acked.filter((write) => write.kind !== 'newsletter').length;
  return {
    sent: load.sent.length,
    acknowledged: load.acked.length,
    answers: load.statuses,
    exit_code: code,
    exit_ms_after_signal: exitMs,
    found_after_restart: writes.present,
    lost: writes.missing,
    duplicated: writes.duplicated,
    written_but_not_answered: cutShort,
    staff_mail_jobs: { expected: needingMail, found: withMail },
  };
}

function percentile(sorted: number[], share: number): number | null {
  if (sorted.length === 0) return null;
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0) * 10) / 10;
}

async function sustained(target: Target) {
  phase(`${target.engine}: ${CONNECTIONS} connections of mixed traffic for ${LOAD_SECONDS} s`);
  const server = await startServer(target);
  const learner = DEMO_ACCOUNTS.find((account) => account.role === 'client');
  if (!learner) throw new Error('no demo learner');
  const login = await call(server.port, 'POST', '/api/login', { body: { email: learner.email, password: learner.password } });
  const token = (JSON.parse(login.body) as { token?: string }).token;
  if (!token) throw new Error(`demo login failed: ${login.status} ${login.body}`);
  const list = JSON.parse((await call(server.port, 'GET', '/api/formations?per_page=50')).body) as { data: { id: string }[] };
  const formationIds = list.data.map((formation) => formation.id);

  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const memoryStart = rssMb(server.child.pid);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let counter = 0;
  const end = performance.now() + LOAD_SECONDS * 1000;
  const bearer = { authorization: `Bearer ${token}` };
  // The learner's own change stream as a device holds it: later reads carry its cursor and mostly hear "no change".
  const firstSync = await call(server.port, 'GET', '/api/sync/me', { headers: bearer });
  const syncTag = firstSync.headers.etag ?? '';
  const pick = (): (() => Promise<Answer>) => {
    counter += 1;
    const roll = counter % 20;
    const id = formationIds[counter % Math.max(1, formationIds.length)] ?? '';
    if (roll < 5) return () => call(server.port, 'GET', `/api/formations?page=${1 + (counter % 3)}`, { agent });
    if (roll < 8) return () => call(server.port, 'GET', `/api/formations/${id}`, { agent });
    if (roll < 9) return () => call(server.port, 'GET', '/api/health', { agent });
    if (roll < 10) return () => call(server.port, 'GET', '/api/stats/public', { agent });
    if (roll < 12) return () => call(server.port, 'GET', '/api/me', { agent, headers: bearer });
    if (roll < 14) return () => call(server.port, 'GET', '/api/sync/me', { agent, headers: { ...bearer, 'if-none-match': syncTag } });
    if (roll < 15) return () => call(server.port, 'GET', `/api/enrollments/${id}`, { agent, headers: bearer });
    if (roll < 16) return () => call(server.port, 'GET', `/api/formations/${id}/reviews`, { agent });
    const write: Write = { kind: roll < 19 ? 'contact' : 'newsletter', key: uuidv7(), marker: `l${randomBytes(6).toString('hex')}` };
    return () => send(server.port, write, agent);
  };
  let busyWithoutRetryAfter = 0;
  const busyLatencies: number[] = [];
  let overTimeout = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const run = pick();
        const at = performance.now();
        try {
          const answer = await run();
          const took = performance.now() - at;
          latencies.push(took);
          if (took > CLIENT_TIMEOUT_MS) overTimeout += 1;
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          if (answer.status === 503) {
            busyLatencies.push(took);
            if (!answer.headers['retry-after']) busyWithoutRetryAfter += 1;
          }
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const memoryEnd = rssMb(server.child.pid);
  agent.destroy();
  await stopGently(server);
  latencies.sort((a, b) => a - b);
  const total = latencies.length;
  return {
    seconds: LOAD_SECONDS,
    connections: CONNECTIONS,
    requests: total,
    requests_per_second: Math.round(total / LOAD_SECONDS),
    answers: statuses,
    server_errors_5xx: Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0),
    connection_errors: errors,
    answers_over_10s: overTimeout,
    busy_503_share_percent: total ? Math.round(((statuses['503'] ?? 0) / total) * 1000) / 10 : 0,
    busy_503_without_retry_after: busyWithoutRetryAfter,
    // How fast a refusal comes (the design: at once, before any statement).
    busy_503_latency_ms: (() => {
      busyLatencies.sort((a, b) => a - b);
      return { p50: percentile(busyLatencies, 0.5), p99: percentile(busyLatencies, 0.99) };
    })(),
    latency_ms: { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), max: percentile(latencies, 1) },
    server_rss_mb: { start: memoryStart, end: memoryEnd },
  };
}

async function runEngine(engine: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), `academy-faults-${engine}-`));
  const staticDir = mkdtempSync(path.join(tmpdir(), 'academy-faults-static-'));
  const database = engine === 'postgres' && PG_URL ? await createPostgresDatabase(PG_URL) : null;
  const target: Target = { engine, dataDir, databaseUrl: database?.url ?? null, staticDir };
  try {
    return {
      kill_9: PHASES.has('kill_9') ? await kill9(target) : null,
      sigterm: PHASES.has('sigterm') ? await sigterm(target) : null,
      sustained_load: PHASES.has('sustained') ? await sustained(target) : null,
    };
  } finally {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(staticDir, { recursive: true, force: true });
  }
}

async function main() {
  const report: Record<string, unknown> = {
    node: process.version,
    cpus: (await import('node:os')).cpus().length,
    burst_clients: BURST_CLIENTS,
    kill_after_ms: KILL_AFTER_MS,
    pglite: ENGINES.has('pglite') ? await runEngine('pglite') : 'skipped (BENCH_ENGINES)',
    postgres: !ENGINES.has('postgres')
      ? 'skipped (BENCH_ENGINES)'
      : PG_URL
        ? await runEngine('postgres')
        : 'skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server',
  };
  report.duration_s = Math.round((performance.now() - started) / 1000);
  console.log(JSON.stringify(report, null, 2));
  const runs = [report.pglite, report.postgres].filter((run): run is Awaited<ReturnType<typeof runEngine>> => typeof run === 'object');
  const broken = runs.some(
    (run) =>
      (run.kill_9 !== null &&
        (run.kill_9.lost > 0 ||
          run.kill_9.duplicated > 0 ||
          run.kill_9.outbox_resend.duplicated_after > 0 ||
          run.kill_9.outbox_resend.missing_after > 0 ||
          !run.kill_9.lock_recovered)) ||
      (run.sigterm !== null && (run.sigterm.lost > 0 || run.sigterm.written_but_not_answered > 0 || run.sigterm.duplicated > 0)),
  );
  if (broken) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
