/**
 * One academy on several servers, under load, losing one: a PostgreSQL database (a throw-away cluster made
 * with initdb, or a scratch database on BENCH_DATABASE_URL), BENCH_SERVERS (3) servers (`server/main.ts`,
 * each its own DATA_DIR and port, all one STORAGE_DIR and one DATABASE_URL) and Debian's HAProxy with
 * `deploy/haproxy.cfg` (its ports rewritten, a stats socket added). The mixed load of `bench:faults`
 * (bench/lib/mixed-load.ts) goes through HAProxy; one server is killed with SIGKILL half-way.
 *
 * Then, as the app's outbox does, every write not acknowledged is sent again with its Idempotency-Key
 * and every acknowledged one replayed, and once the mail jobs are sent (a job leased by the dead server
 * waits for its lease to lapse) it prints: requests, req/s, p50/p99, answers by status, 5xx, acknowledged
 * writes lost (must be 0), keys with more than one row (must be 0), mail jobs sent more than once (the
 * shared mail folder and each server's own; must be 0), and how long HAProxy kept sending to the dead server: until its
 * stats said DOWN and until the last failed request.
 *
 * Needs a build (`npm run build`: the servers serve `dist`), PostgreSQL's binaries (initdb, pg_ctl) or
 * BENCH_DATABASE_URL, and /usr/sbin/haproxy. Not part of `npm test`; it never passes or fails on time and
 * exits 1 when a write was lost or duplicated or a job ran twice.
 *
 *   npm run build && npm run bench:cluster
 *
 * Environment: BENCH_DATABASE_URL (a server where the user may create databases; unset: a throw-away
 * cluster), BENCH_SERVERS (3), BENCH_CONNECTIONS (100), BENCH_LOAD_SECONDS (30), BENCH_KILL_AT_S (half of
 * the load), BENCH_MAIL_WAIT_S (180: a dead server's mail lease is 120 s), BENCH_HAPROXY (/usr/sbin/haproxy),
 * BENCH_STATIC_DIR (dist).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bounded, call, freePort, HOST, sleep } from './lib/http';
import { scratchDatabase } from './lib/postgres';
import { prepareSession, runMixedLoad, summarizeLoad, type LoadEvent } from './lib/mixed-load';
import { acknowledged, countMarkers, readFound, send, tally, type Write } from './lib/replayable-writes';
import { ROOT, startServer, stopGently, type Running } from './lib/server-process';

const SERVERS = bounded(Number(process.env.BENCH_SERVERS ?? 3), 2, 9);
const CONNECTIONS = bounded(Number(process.env.BENCH_CONNECTIONS ?? 100), 1, 500);
const LOAD_SECONDS = bounded(Number(process.env.BENCH_LOAD_SECONDS ?? 30), 4, 600);
const KILL_AT_S = bounded(Number(process.env.BENCH_KILL_AT_S ?? LOAD_SECONDS / 2), 1, LOAD_SECONDS - 1);
const MAIL_WAIT_S = bounded(Number(process.env.BENCH_MAIL_WAIT_S ?? 180), 0, 1800);
const HAPROXY = process.env.BENCH_HAPROXY ?? '/usr/sbin/haproxy';
const STATIC_DIR = path.resolve(ROOT, process.env.BENCH_STATIC_DIR ?? 'dist');
const BASE_URL = process.env.BENCH_DATABASE_URL;

const started = performance.now();
const phase = (name: string) => console.error(`[${Math.round(performance.now() - started)} ms] ${name}`);
const cleanups: (() => Promise<void> | void)[] = [];

async function database(): Promise<string> {
  const scratch = await scratchDatabase(BASE_URL);
  cleanups.push(scratch.drop);
  return scratch.url;
}

// ---------------------------------------------------------------------------------------------------
// HAProxy
// ---------------------------------------------------------------------------------------------------

/** deploy/haproxy.cfg with this run's ports and a stats socket; every other line as shipped. */
function haproxyConfig(frontPort: number, serverPorts: number[], socket: string): string {
  const shipped = readFileSync(path.join(ROOT, 'deploy/haproxy.cfg'), 'utf8');
  const lines = shipped.split('\n').filter((line) => !/^\s+server\s+academy\d+\s/.test(line));
  const out: string[] = [];
  for (const line of lines) {
    if (/^\s+bind\s+:\d+/.test(line)) out.push(`    bind ${HOST}:${frontPort}`);
    else out.push(line);
    if (/^global\b/.test(line)) out.push(`    stats socket ${socket} mode 600 level admin`);
  }
  const backend = out.findIndex((line) => /^backend academy_servers/.test(line));
  let end = backend + 1;
  while (end < out.length && /^\s/.test(out[end] ?? '')) end += 1;
  out.splice(end, 0, ...serverPorts.map((port, index) => `    server academy${index + 1} ${HOST}:${port}`));
  return out.join('\n');
}

/** `show stat` on the stats socket: each server's status (UP, DOWN, "UP 1/2"…) by name. */
function serverStatuses(socket: string): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    const connection = connect(socket);
    let text = '';
    connection.on('connect', () => connection.write('show stat\n'));
    connection.on('data', (chunk) => (text += chunk.toString()));
    connection.on('error', reject);
    connection.on('end', () => {
      const statuses = new Map<string, string>();
      for (const line of text.split('\n')) {
        const fields = line.split(',');
        if (fields[0] === 'academy_servers' && fields[1] && !['BACKEND', 'FRONTEND'].includes(fields[1])) {
          statuses.set(fields[1], fields[17] ?? '');
        }
      }
      resolve(statuses);
    });
  });
}

async function startHaproxy(frontPort: number, serverPorts: number[], dir: string) {
  const socket = path.join(dir, 'haproxy.sock');
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(frontPort, serverPorts, socket));
  const child = spawn(HAPROXY, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  cleanups.push(async () => {
    child.kill('SIGTERM');
    await exited;
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy stopped:\n${output}`);
    try {
      const statuses = await serverStatuses(socket);
      if (statuses.size === serverPorts.length && [...statuses.values()].every((status) => status === 'UP')) break;
    } catch {
      // The socket is not there yet.
    }
    if (Date.now() > deadline) throw new Error(`haproxy's servers did not come UP:\n${output}`);
    await sleep(200);
  }
  return { socket, output: () => output };
}

// ---------------------------------------------------------------------------------------------------
// Mail sent, as the mail folder holds it
// ---------------------------------------------------------------------------------------------------

/** The texts of every `.eml` written, soft line breaks undone and base64 parts decoded. */
function mailTexts(mailDirs: string[]): string[] {
  const texts: string[] = [];
  for (const dir of mailDirs) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.eml')) continue;
      const raw = readFileSync(path.join(dir, name), 'utf8');
      const unfolded = raw.replace(/=\r?\n/g, '');
      const decoded = Array.from(raw.matchAll(/(?:^[A-Za-z0-9+/=]{16,}\r?\n)+/gm), (block) =>
        Buffer.from(block[0].replace(/\s+/g, ''), 'base64').toString('utf8'),
      );
      texts.push([unfolded, ...decoded].join('\n'));
    }
  }
  return texts;
}

async function waitForMail(databaseUrl: string): Promise<{ unsent: number; waited_s: number; retried: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const from = performance.now();
  try {
    for (;;) {
      const { rows } = await client.query<{ unsent: string; retried: string }>(
        `select count(*) filter (where sent_at is null and failed_at is null) as unsent, count(*) filter (where attempts > 1) as retried
           from mail_jobs where message->>'text' like '%Fault bench%'`,
      );
      const unsent = Number(rows[0]?.unsent ?? 0);
      const waited = (performance.now() - from) / 1000;
      if (unsent === 0 || waited > MAIL_WAIT_S) return { unsent, waited_s: Math.round(waited), retried: Number(rows[0]?.retried ?? 0) };
      if (Math.round(waited) % 30 < 2) phase(`${unsent} mail jobs not sent yet`);
      await sleep(2000);
    }
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------------

/** Sends each write with its key through `port`, 16 at a time, as the outbox does after a failure. */
async function resend(port: number, writes: Write[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const queue = [...writes];
  let replayed = 0;
  let written = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let write = queue.shift(); write; write = queue.shift()) {
        try {
          const answer = await send(port, write, agent);
          if (answer.headers['idempotent-replayed'] === 'true') replayed += 1;
          else if (acknowledged(answer)) written += 1;
          else failed += 1;
        } catch {
          failed += 1;
        }
      }
    }),
  );
  agent.destroy();
  return { sent: writes.length, replayed_from_stored_answers: replayed, newly_written: written, failed };
}

async function main() {
  if (!existsSync(path.join(STATIC_DIR, 'index.html'))) {
    console.error(`No build in ${STATIC_DIR}: run \`npm run build\` first (the servers serve it).`);
    process.exit(2);
  }
  if (!existsSync(HAPROXY)) {
    console.error(`HAProxy not found at ${HAPROXY}: install Debian's haproxy or set BENCH_HAPROXY.`);
    process.exit(2);
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'academy-cluster-'));
  cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
  phase('PostgreSQL');
  const databaseUrl = await database();
  const storageDir = path.join(scratch, 'storage');
  mkdirSync(storageDir);
  const dataDirs = Array.from({ length: SERVERS }, (_, index) => {
    const dir = path.join(scratch, `data-${index + 1}`);
    mkdirSync(dir);
    return dir;
  });
  const ports: number[] = [];
  for (let index = 0; index < SERVERS; index += 1) ports.push(await freePort());
  const start = (index: number) =>
    startServer({
      dataDir: dataDirs[index] ?? '',
      databaseUrl,
      staticDir: STATIC_DIR,
      port: ports[index],
      // HAProxy appends the address it saw to the X-Forwarded-For each write carries (a phone's): two proxies.
      extra: { STORAGE_DIR: storageDir, TRUST_PROXY: '2' },
    });
  phase(`${SERVERS} servers`);
  // The first migrates and seeds the demo academy; the others find it done.
  const servers: Running[] = [await start(0)];
  servers.push(...(await Promise.all(Array.from({ length: SERVERS - 1 }, (_, index) => start(index + 1)))));
  cleanups.push(async () => {
    await Promise.all(servers.map((server) => (server.child.exitCode === null ? stopGently(server) : null)));
  });

  phase('HAProxy');
  const frontPort = await freePort();
  const haproxy = await startHaproxy(frontPort, ports, scratch);
  const health = await call(frontPort, 'GET', '/api/health');
  if (health.status !== 200) throw new Error(`/api/health through HAProxy: ${health.status}`);
  const session = await prepareSession(frontPort);

  phase(`${CONNECTIONS} connections of mixed traffic for ${LOAD_SECONDS} s through HAProxy; academy2 killed at ${KILL_AT_S} s`);
  const events: LoadEvent[] = [];
  const victim = servers[1];
  if (!victim) throw new Error('no second server');
  const loadStart = performance.now();
  let killedAt = 0;
  let markedDownAt: number | null = null;
  const killer = (async () => {
    await sleep(KILL_AT_S * 1000);
    victim.child.kill('SIGKILL');
    killedAt = performance.now();
    while (performance.now() - killedAt < 60_000) {
      const status = (await serverStatuses(haproxy.socket).catch(() => new Map<string, string>())).get('academy2') ?? '';
      if (status.startsWith('DOWN')) {
        markedDownAt = performance.now();
        return;
      }
      await sleep(50);
    }
  })();
  const load = await runMixedLoad({
    port: frontPort,
    connections: CONNECTIONS,
    seconds: LOAD_SECONDS,
    session,
    onEvent: (event) => events.push(event),
  });
  await killer;
  // A 503 with Retry-After is a server's bounded queue saying "come back"; any other 5xx or a cut connection failed.
  const failed = (event: LoadEvent) => event.status === null || (event.status >= 500 && !(event.status === 503 && event.retryAfter));
  const failures = events.filter(failed);
  const afterKill = failures.filter((event) => event.at >= killedAt);
  const lastFailure = afterKill.reduce((last, event) => Math.max(last, event.at), killedAt);
  const beforeKill = failures.length - afterKill.length;

  phase('the outbox sends the unacknowledged writes again and replays the others');
  const ackedKeys = new Set(load.acked.map((write) => write.key));
  const unacknowledged = load.sent.filter((write) => !ackedKeys.has(write.key));
  const resentUnacked = await resend(frontPort, unacknowledged);
  const replayedAcked = await resend(frontPort, load.acked);

  phase(`waiting for the mail jobs (at most ${MAIL_WAIT_S} s: a dead server's lease must lapse)`);
  const mail = await waitForMail(databaseUrl);
  const found = await readFound(scratch, databaseUrl);
  const acknowledgedWrites = tally(load.acked, found);
  const everything = tally(load.sent, found);
  const contactWrites = load.sent.filter((write) => write.kind !== 'newsletter' && (found.rows.get(write.marker) ?? 0) > 0);
  // The servers share STORAGE_DIR/mail; a server's own DATA_DIR/mail is read too, so a mail written
  // outside the shared folder would still be counted.
  const sentMail = countMarkers(mailTexts([path.join(storageDir, 'mail'), ...dataDirs.map((dir) => path.join(dir, 'mail'))]));
  const jobsTwice = contactWrites.filter((write) => (found.mailJobs.get(write.marker) ?? 0) > 1).length;
  const twice = contactWrites.filter((write) => (sentMail.get(write.marker) ?? 0) > 1);
  const mailTwice = twice.length;
  const mailNever = contactWrites.filter((write) => (sentMail.get(write.marker) ?? 0) === 0).length;

  const summary = summarizeLoad(load);
  // HAProxy logs each state change of a server (warning level): a live server taken out under load shows here.
  const stateChanges = haproxy
    .output()
    .split('\n')
    .filter((line) => /Server academy_servers\/academy\d+ is (DOWN|UP)/.test(line))
    .map((line) => /academy\d+ is (?:DOWN|UP)[^,]*(?:, reason: [^,]*)?/.exec(line)?.[0] ?? line);
  const report = {
    node: process.version,
    cpus: (await import('node:os')).cpus().length,
    database: BASE_URL ? 'scratch database on BENCH_DATABASE_URL' : 'throw-away PostgreSQL cluster',
    servers: SERVERS,
    through: `HAProxy (deploy/haproxy.cfg) on ${HOST}:${frontPort}`,
    killed: { server: 'academy2', signal: 'SIGKILL', at_s: KILL_AT_S },
    ...summary,
    writes: {
      sent: load.sent.length,
      acknowledged: load.acked.length,
      acknowledged_lost: acknowledgedWrites.missing,
      duplicated: everything.duplicated,
      outbox_resend_unacknowledged: resentUnacked,
      outbox_replay_acknowledged: replayedAcked,
      missing_after_resend: everything.missing,
    },
    jobs: {
      mail_jobs_expected: contactWrites.length,
      mail_job_rows_twice: jobsTwice,
      mail_sent_twice: mailTwice,
      jobs_run_twice: jobsTwice + mailTwice,
      mail_not_sent: mailNever,
      mail_jobs_unsent_after_wait: mail.unsent,
      mail_jobs_retried: mail.retried,
      mail_wait_s: mail.waited_s,
    },
    failover: {
      haproxy_marked_down_ms: markedDownAt === null ? null : Math.round(markedDownAt - killedAt),
      last_failed_request_after_kill_ms: afterKill.length ? Math.round(lastFailure - killedAt) : 0,
      failed_requests_after_kill: afterKill.length,
      failed_requests_before_kill: beforeKill,
      kill_at_ms_into_load: Math.round(killedAt - loadStart),
      haproxy_state_changes: stateChanges,
    },
    duration_s: 0,
  };
  report.duration_s = Math.round((performance.now() - started) / 1000);
  console.log(JSON.stringify(report, null, 2));
  if (report.writes.acknowledged_lost > 0 || report.writes.duplicated > 0 || report.jobs.jobs_run_twice > 0) process.exitCode = 1;
}

async function cleanUp() {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(error);
    }
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => void cleanUp());
