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
 * writes. It prints the share of 503 answers (`server.busy`, each must carry Retry-After), the
 * answers slower than 10 s, which a phone would have given up on, latency by kind of request, and when
 * the answers slower than 2 s were asked (by second of the run).
 *
 * Environment: BENCH_PHASES (`kill_9,sigterm,sustained`), BENCH_ENGINES (`pglite,postgres`), BENCH_DATABASE_URL (or TEST_DATABASE_URL; a server where the user may create databases),
 * BENCH_LOAD_SECONDS (60), BENCH_CONNECTIONS (100), BENCH_BURST_CLIENTS (24), BENCH_KILL_AFTER_MS (2500).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { uuidv7 } from '../contract/uuid';
import { createPostgresDatabase } from '../tests/server/helpers';
import { bounded, sleep } from './lib/http';
import { prepareSession, runMixedLoad, summarizeLoad } from './lib/mixed-load';
import { acknowledged, KINDS, readFound, send, tally, type Kind, type Write } from './lib/replayable-writes';
import { cpuMs, machineBusyMs, rssMb, startServer, stopGently } from './lib/server-process';

const LOAD_SECONDS = bounded(Number(process.env.BENCH_LOAD_SECONDS ?? 60), 1, 600);
const CONNECTIONS = bounded(Number(process.env.BENCH_CONNECTIONS ?? 100), 1, 500);
const BURST_CLIENTS = bounded(Number(process.env.BENCH_BURST_CLIENTS ?? 24), 1, 200);
const KILL_AFTER_MS = bounded(Number(process.env.BENCH_KILL_AFTER_MS ?? 2500), 100, 60_000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** Which parts to run: `kill_9,sigterm,sustained` (all) by default; `sustained` alone for the load figures. */
const PHASES = new Set((process.env.BENCH_PHASES ?? 'kill_9,sigterm,sustained').split(',').map((name) => name.trim()));
/** Which engines: `pglite,postgres` by default (PostgreSQL only with a URL). */
const ENGINES = new Set((process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((name) => name.trim()));

const started = performance.now();
const phase = (name: string) => console.error(`[${Math.round(performance.now() - started)} ms] ${name}`);

// ---------------------------------------------------------------------------------------------------
// Replayable writes
// ---------------------------------------------------------------------------------------------------

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
// Scenarios
// ---------------------------------------------------------------------------------------------------

interface Target {
  engine: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl: string | null;
  staticDir: string;
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

async function sustained(target: Target) {
  phase(`${target.engine}: ${CONNECTIONS} connections of mixed traffic for ${LOAD_SECONDS} s`);
  const server = await startServer(target);
  const session = await prepareSession(server.port);
  const memoryStart = rssMb(server.child.pid);
  const cpuStart = { server: cpuMs(server.child.pid), machine: machineBusyMs() };
  // When the answers slower than 2 s were asked, by second of the run: a cold start's stall shows as a
  // cluster at second 0, a queue that grows as a spread.
  const loadStart = performance.now();
  const slowByStartSecond: Record<string, number> = {};
  const load = await runMixedLoad({
    port: server.port,
    connections: CONNECTIONS,
    seconds: LOAD_SECONDS,
    session,
    onEvent: (event) => {
      if (event.took <= 2000) return;
      const second = String(Math.floor((event.at - event.took - loadStart) / 1000));
      slowByStartSecond[second] = (slowByStartSecond[second] ?? 0) + 1;
    },
  });
  const memoryEnd = rssMb(server.child.pid);
  const cpuEnd = { server: cpuMs(server.child.pid), machine: machineBusyMs() };
  await stopGently(server);
  const summary = summarizeLoad(load);
  // CPU per answer varies much less between runs than req/s does: what a change saves shows there first.
  const perRequest = (start: number | null, end: number | null) =>
    start === null || end === null || summary.requests === 0 ? null : Math.round(((end - start) / summary.requests) * 1000) / 1000;
  return {
    ...summary,
    cpu_ms_per_request: {
      server: perRequest(cpuStart.server, cpuEnd.server),
      // The server, the database, this load generator and anything else on the host.
      machine: perRequest(cpuStart.machine, cpuEnd.machine),
    },
    answers_over_2s_by_start_second: slowByStartSecond,
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
