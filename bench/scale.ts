/**
 * How the cost of the API grows with the data, on PostgreSQL: an academy seeded at each size of
 * BENCH_SCALE_SIZES (1,000, 10,000 and 100,000 learners by default; 200 formations; every learner holds 3
 * formations, with about 10 progress rows, 1 payment and 0.5 exam attempt per formation held, and one
 * device) — seeded in SQL (generate_series) with the server stopped, then measured through the real server
 * (`server/main.ts`): p50 and p99 of BENCH_SCALE_REQUESTS (1,000) requests, BENCH_SCALE_CONCURRENCY (8) at
 * once, per route, all routes first warmed by BENCH_SCALE_CONCURRENCY × 5 requests each that are not measured,
 * then measured in BENCH_SCALE_ROUNDS (3) rounds of every route; a figure is its median round's, and the JSON
 * keeps each round's p99 (`p99_rounds`):
 *
 * - the public catalogue, `/api/sync/me` first page and with its cursor (no change), a lesson's progress
 *   write, an exam submission (as learners: a different one per request, each holding the formation);
 * - as an admin: the payments queue with each filter, learners' devices, the dashboard figures
 *   (`/api/admin/stats`) and people search.
 *
 * Sizes grow in one database (the next size adds learners), and the server restarts after each seeding.
 * Each size is measured once the seeding's writes are on the disk (`settleWrites`), with autovacuum off for
 * the database's tables (`setAutovacuum`).
 * Prints a table per size, then one JSON object. It never passes or fails on time; the target:
 * no p99 over 200 ms at 100,000 learners, none growing more than 2× from 1,000 to 100,000.
 *
 *   npm run bench:scale
 *   BENCH_SCALE_SIZES=1000,10000 npm run bench:scale                      (a quicker run)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale
 *
 * Environment: BENCH_DATABASE_URL (a server where the user may create databases; unset: a throw-away cluster
 * made with initdb, as .ci/run does, so the seeding never weighs on the tests' server), BENCH_SCALE_SIZES,
 * BENCH_SCALE_REQUESTS (1,000: the p99 of 200 answers is their second slowest, and it moved by 2× between two
 * runs of one build), BENCH_SCALE_ROUNDS (3: one round's p99 of a payments list at 1,000 learners was 14.8,
 * 23.8 and 26.9 ms in three runs of one build, as this 2-core machine's other work came and went),
 * BENCH_SCALE_CONCURRENCY (8), BENCH_SCALE_KEEP (1: keep the seeded database on
 * BENCH_DATABASE_URL and print its address, to study a plan with EXPLAIN afterwards).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { drawQuestionIds } from '../contract/exam-rules';
import { uuidv7 } from '../contract/uuid';
import { hashPassword } from '../server/lib/auth/passwords';
import { hashToken } from '../server/lib/auth/tokens';
import { DEMO_ACCOUNTS } from '../server/seed/identity';
import { addressFor, bounded, call, percentile, type Answer } from './lib/http';
import { scratchDatabase } from './lib/postgres';
import { catchUp, syncPoll, type CaughtUp } from './lib/mixed-load';
import { startServer, stopGently, type Running } from './lib/server-process';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000,10000,100000')
  .split(',')
  .map((size) => Math.round(Number(size.trim())))
  .filter((size, index, all) => Number.isFinite(size) && size > 0 && all.indexOf(size) === index)
  .sort((a, b) => a - b);
const REQUESTS = bounded(Number(process.env.BENCH_SCALE_REQUESTS ?? 1000), 10, 10_000);
const CONCURRENCY = bounded(Number(process.env.BENCH_SCALE_CONCURRENCY ?? 8), 1, 100);
const ROUNDS = bounded(Number(process.env.BENCH_SCALE_ROUNDS ?? 3), 1, 10);
const WARM_UP = CONCURRENCY * 5;
const BASE_URL = process.env.BENCH_DATABASE_URL;
const KEEP = process.env.BENCH_SCALE_KEEP === '1' && BASE_URL !== undefined;
const FORMATIONS = 200;
const HELD = 3;
const PROGRESS_PER_FORMATION = 10;

const started = performance.now();
const phase = (name: string) => console.error(`[${Math.round(performance.now() - started)} ms] ${name}`);

// ---------------------------------------------------------------------------------------------------
// Seeding, in SQL
// ---------------------------------------------------------------------------------------------------

const learnerId = (i: number | string) => `pg_temp.bench_uuid('learner:' || ${i})`;

/** The demo's formations copied (with modules, lessons and questions) until there are FORMATIONS, all published. */
async function seedCatalogue(client: pg.Client): Promise<void> {
  await client.query('begin');
  await client.query(`
    create temp table clone_map on commit drop as
      select f.id as old_id, n, pg_temp.bench_uuid(f.id::text || ':' || n) as new_id
        from formations f cross join generate_series(1, 1000) n
       order by n, f.id
       limit greatest(0, ${FORMATIONS} - (select count(*) from formations))`);
  await client.query(`
    insert into formations (id, slug, topic, level, title, description, price_centimes, duration_minutes, thumbnail, published, pass_mark)
    select c.new_id, f.slug || '-' || c.n, f.topic, f.level, f.title, f.description, f.price_centimes, f.duration_minutes, f.thumbnail, true, f.pass_mark
      from clone_map c join formations f on f.id = c.old_id`);
  await client.query(`
    insert into modules (id, formation_id, position, title)
    select pg_temp.bench_uuid(m.id::text || ':' || c.n), c.new_id, m.position, m.title
      from modules m join clone_map c on c.old_id = m.formation_id`);
  await client.query(`
    insert into lessons (id, module_id, formation_id, position, title, summary, about, video, duration_seconds, free_preview, video_media_id)
    select pg_temp.bench_uuid(l.id::text || ':' || c.n), pg_temp.bench_uuid(l.module_id::text || ':' || c.n), c.new_id, l.position, l.title, l.summary,
           l.about, l.video, l.duration_seconds, l.free_preview, l.video_media_id
      from lessons l join clone_map c on c.old_id = l.formation_id`);
  await client.query(`
    insert into quiz_questions (id, formation_id, module_id, position, text, options, correct_index, explanation)
    select pg_temp.bench_uuid(q.id::text || ':' || c.n), c.new_id,
           case when q.module_id is null then null else pg_temp.bench_uuid(q.module_id::text || ':' || c.n) end,
           q.position, q.text, q.options, q.correct_index, q.explanation
      from quiz_questions q join clone_map c on c.old_id = q.formation_id`);
  await client.query('update formations set published = true where not published');
  await client.query('commit');
}

/** Learners `from` … `to - 1`, with what they hold, in one transaction, triggers and foreign keys off. */
async function seedLearners(client: pg.Client, from: number, to: number, passwordHash: string): Promise<void> {
  const range = `generate_series(${from}, ${to - 1}) i`;
  await client.query('begin');
  // As a replica applies rows: no per-row triggers (counters are recomputed below) and no foreign-key checks.
  await client.query(`set local session_replication_role = replica`);
  await client.query(`create temp table bench_f on commit drop as
    select id, price_centimes, (row_number() over (order by id) - 1)::int as fk from formations where published`);
  await client.query(`create temp table bench_l on commit drop as
    select id, formation_id, row_number() over (partition by formation_id order by position, id) as r from lessons`);
  await client.query(
    `insert into users (id, first_name, last_name, email, phone, password_hash, member_since, updated_at, payments_count)
     select ${learnerId('i')}, (array['Amina','Youssef','Fatima','Omar','Khadija','Hassan','Salma','Karim'])[1 + i % 8],
            'Bench' || i, 'learner' || i || '@bench.example', '+2126' || lpad(i::text, 8, '0'), $1,
            now() - i * interval '1 minute', now(), ${HELD}
       from ${range}`,
    [passwordHash],
  );
  await client.query(`insert into user_roles (user_id, role) select ${learnerId('i')}, 'client' from ${range}`);
  await client.query(`create temp table held on commit drop as
    select i, k, f.id as formation_id, f.price_centimes
      from ${range} cross join generate_series(0, ${HELD - 1}) k
      join bench_f f on f.fk = (i * 7 + k * 67) % (select count(*) from bench_f)`);
  await client.query(`insert into enrollments (id, user_id, formation_id, status, enrolled_at)
    select pg_temp.bench_uuid('enr:' || i || ':' || k), ${learnerId('i')}, formation_id, 'active', now() - ((i * 3 + k) % 400) * interval '1 day' from held`);
  await client.query(`insert into lesson_progress (id, user_id, lesson_id, formation_id, position_seconds, completed, completed_at,
                                                   watched_seconds, opened_at, created_at, updated_at)
    select pg_temp.bench_uuid('lp:' || h.i || ':' || l.id), ${learnerId('h.i')}, l.id, h.formation_id, 60, true, now() - interval '2 days',
           60, now() - interval '3 days', now() - interval '3 days', now() - interval '2 days'
      from held h join bench_l l on l.formation_id = h.formation_id and l.r <= ${PROGRESS_PER_FORMATION}`);
  // One payment per formation held: most settled, a tenth waiting for staff, some refused or failed.
  await client.query(`insert into payments (id, user_id, formation_id, method, amount_centimes, status, provider, provider_order_id,
                                            transfer_reference, created_at, updated_at, decided_at)
    select pg_temp.bench_uuid('pay:' || i || ':' || k), ${learnerId('i')}, formation_id,
           case when (i + k) % 20 < 12 then 'bank_transfer' else 'card' end,
           greatest(price_centimes, 10000),
           case when (i + k) % 20 < 2 then 'pending' when (i + k) % 20 = 2 then 'rejected' when (i + k) % 20 < 12 then 'approved'
                when (i + k) % 20 = 12 then 'failed' else 'paid' end,
           case when (i + k) % 20 >= 12 then 'test' end,
           case when (i + k) % 20 >= 12 then 'bench-' || i || '-' || k end,
           case when (i + k) % 20 < 12 then 'VIR-' || i || '-' || k end,
           now() - ((i * 3 + k) % 400) * interval '1 day' - (i % 1440) * interval '1 minute', now(),
           case when (i + k) % 20 >= 2 then now() - ((i * 3 + k) % 400) * interval '1 day' end
      from held`);
  // Half the formations held have one failed attempt (the others are left for the exam probe).
  await client.query(`insert into quiz_attempts (id, user_id, formation_id, answers, correct_count, questions_count, score, pass_mark, passed,
                                                 missed_modules, draw, created_at, updated_at)
    select pg_temp.bench_uuid('qa:' || i || ':' || k), ${learnerId('i')}, formation_id, '[]'::jsonb, 3, 6, 5, 7, false, '[]'::jsonb, 0,
           now() - interval '10 days', now() - interval '10 days'
      from held where (i + k) % 2 = 0`);
  await client.query(`insert into device_sync (user_id, device_id, user_agent, first_seen_at, last_sync_at, last_write_at, delivered_writes)
    select ${learnerId('i')}, 'device-' || i, 'Mozilla/5.0 (Linux; Android 12) bench', now() - interval '30 days',
           case when i % 10 = 0 then null else now() - (i % 20000) * interval '1 minute' end,
           case when i % 3 = 0 then null else now() - (i % 5000) * interval '1 minute' end, i % 50
      from ${range}`);
  await client.query(
    `update formations f set students_count = (select count(*) from enrollments e where e.formation_id = f.id and e.status = 'active')`,
  );
  // The trainer's devices list reads its trigger-kept table; the triggers were off, so fill it as they would.
  await client.query(`select learner_device_rows_refresh(${learnerId('i')}) from ${range}`);
  // The staff lists' totals read trigger-kept counters (migration 0027): recount them from the rows. Each
  // learner's payments were counted as they were written above (one per formation held), so the learners'
  // recount finds nothing to change: an update of every learner would leave them in its order, not in the
  // order they joined.
  await client.query('select list_counts_recount()');
  await client.query('select learner_payments_recount()');
  await client.query('commit');
  // As autovacuum leaves a table that has stopped taking bulk inserts: statistics, and a visibility map that
  // lets counts read indexes alone. Without it autovacuum does the same work during the measurements and
  // its CPU shows as the largest size's p99.
  await client.query('vacuum analyze');
  await settleWrites(client);
}

/**
 * The seeding's writes taken to the disk before a size is measured: the 100,000 learners leave 1.7 GB of
 * dirty pages in the operating system's cache, and their writeback ran through the largest size's first
 * measures (the payments routes' p99 went from 15 to 30 ms with a flat p50). A checkpoint hands PostgreSQL's
 * buffers to the system, then `sync` waits for the system to write them; with a database on another machine
 * the local `sync` finds little to do.
 */
async function settleWrites(client: pg.Client): Promise<void> {
  try {
    await client.query('checkpoint');
  } catch (error) {
    // Without the right (superuser or pg_checkpoint) PostgreSQL's own checkpoints do the same, later.
    console.error(`no checkpoint before measuring: ${error instanceof Error ? error.message : String(error)}`);
  }
  execFileSync('sync');
}

/**
 * Autovacuum on or off for every table of the scratch database. Off while a size is measured: the measures'
 * own writes (rate limits, sessions, idempotency records: the same at every size) woke it at random moments
 * of every size, and its CPU on a 2-core machine set the p99 of whichever route ran beside it. The seeding
 * ends with its own VACUUM ANALYZE, so nothing the measures read is left for autovacuum to do.
 */
async function setAutovacuum(client: pg.Client, enabled: boolean): Promise<void> {
  const tables = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
  );
  for (const { name } of tables.rows) {
    await client.query(`alter table ${name} set (autovacuum_enabled = ${enabled}, toast.autovacuum_enabled = ${enabled})`);
  }
}

// ---------------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------------

interface Figure {
  p50: number | null;
  p99: number | null;
  /** With BENCH_SCALE_ROUNDS over 1: each round's p99, of which `p99` is the median. */
  p99_rounds?: number[];
  statuses: Record<string, number>;
}

/** A route's figure over its rounds: the median round's p50 and p99, every round's p99, and all statuses. */
function medianOfRounds(rounds: Figure[]): Figure {
  const statuses: Record<string, number> = {};
  for (const round of rounds) for (const [status, n] of Object.entries(round.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  const present = (values: (number | null)[]) => values.filter((value): value is number => value !== null);
  const median = (values: (number | null)[]) =>
    percentile(
      present(values).sort((a, b) => a - b),
      0.5,
    );
  return {
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    p99_rounds: present(rounds.map((round) => round.p99)),
    statuses,
  };
}

/** `count` requests, CONCURRENCY at once; `make(n)` sends the n-th. */
async function measure(count: number, make: (n: number) => Promise<Answer>): Promise<Figure> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let n = next++; n < count; n = next++) {
        const at = performance.now();
        try {
          const answer = await make(n);
          latencies.push(performance.now() - at);
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        } catch {
          statuses.error = (statuses.error ?? 0) + 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), statuses };
}

interface Probe {
  index: number;
  id: string;
  token: string;
  /** A formation held, for the progress write, and its lessons. */
  studied: { formationId: string; lessonIds: string[] };
  /** A formation held without an attempt yet, for the exam submission, and its questions. */
  exam: { formationId: string; questionIds: string[] };
}

async function signIn(client: pg.Client, userIds: string[]): Promise<string[]> {
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
  await client.query(
    `insert into sessions (id, token_hash, user_id, expires_at)
     select gen_random_uuid(), hash, user_id::uuid, now() + interval '1 day' from unnest($1::text[], $2::text[]) as t(hash, user_id)`,
    [tokens.map(hashToken), userIds],
  );
  return tokens;
}

/**
 * Learners `from` … `from + count - 1` (one per request), signed in by a session row, with the formations the
 * probes use. Each size takes the learners it added, so no probe has written at an earlier size.
 */
async function probes(client: pg.Client, from: number, count: number): Promise<Probe[]> {
  const formationIds = (await client.query<{ id: string }>('select id from formations where published order by id')).rows.map(
    (row) => row.id,
  );
  const lessons = new Map<string, string[]>();
  for (const row of (await client.query<{ id: string; formation_id: string }>('select id, formation_id from lessons order by position, id'))
    .rows) {
    lessons.set(row.formation_id, [...(lessons.get(row.formation_id) ?? []), row.id]);
  }
  const questions = new Map<string, string[]>();
  for (const row of (await client.query<{ id: string; formation_id: string }>('select id, formation_id from quiz_questions')).rows) {
    questions.set(row.formation_id, [...(questions.get(row.formation_id) ?? []), row.id]);
  }
  const indexes = Array.from({ length: count }, (_, index) => from + index);
  const ids = (
    await client.query<{ i: number; id: string }>(`select i, ${learnerId('i')}::text as id from unnest($1::int[]) i order by i`, [indexes])
  ).rows.map((row) => row.id);
  const tokens = await signIn(client, ids);
  const held = (i: number, k: number) => formationIds[(i * 7 + k * 67) % formationIds.length] ?? '';
  return indexes.map((i, at) => {
    const studied = held(i, 0);
    // The seeding gave an attempt where (i + k) is even.
    const exam = held(i, i % 2 === 0 ? 1 : 0);
    return {
      index: i,
      id: ids[at] ?? '',
      token: tokens[at] ?? '',
      studied: { formationId: studied, lessonIds: lessons.get(studied) ?? [] },
      exam: { formationId: exam, questionIds: questions.get(exam) ?? [] },
    };
  });
}

async function measureSize(server: Running, client: pg.Client, size: number, from: number): Promise<Record<string, Figure>> {
  const port = server.port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const learners = await probes(client, from, Math.min(REQUESTS, size - from));
  const learner = (n: number) => learners[n % learners.length] as Probe;
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
  if (!admin) throw new Error('no demo admin');
  const adminId = (await client.query<{ id: string }>('select id from users where email = $1', [admin.email])).rows[0]?.id;
  if (!adminId) throw new Error('the demo admin is not seeded');
  const [adminToken] = await signIn(client, [adminId]);
  const as = (token: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });
  const staff = (url: string) => (n: number) =>
    call(port, 'GET', url, { agent, headers: as(adminToken ?? '', { 'x-forwarded-for': addressFor(`staff${n}`) }) });
  const formations = (await client.query<{ id: string }>('select id from formations where published order by id limit 1')).rows;
  const someFormation = formations[0]?.id ?? '';
  const someLearner = learner(7).id;

  // The cursor and tag each probe's device would hold once caught up.
  const syncTags = new Map<number, CaughtUp>();
  for (const probe of learners.slice(0, Math.min(learners.length, 50))) {
    syncTags.set(probe.index, await catchUp(port, as(probe.token), agent));
  }
  // `repeatable` false: each request can be sent once (a learner's exam), so the route is neither warmed nor
  // measured again.
  const routes: { name: string; count: number; make: (n: number) => Promise<Answer>; repeatable: boolean }[] = [];
  const route = (name: string, count: number, make: (n: number) => Promise<Answer>, repeatable = true) => {
    routes.push({ name, count, make, repeatable });
  };
  route('catalogue GET /api/formations', REQUESTS, (n) => call(port, 'GET', `/api/formations?page=${1 + (n % 10)}`, { agent }));
  route('sync/me first page', REQUESTS, (n) => call(port, 'GET', '/api/sync/me', { agent, headers: as(learner(n).token) }));
  route('sync/me no change', REQUESTS, (n) => {
    const probe = learner(n % syncTags.size);
    const caughtUp = syncTags.get(probe.index);
    if (!caughtUp) throw new Error(`probe ${probe.index} has no cursor`);
    return syncPoll(port, as(probe.token), caughtUp, agent);
  });
  route('progress write POST /api/progress', REQUESTS, (n) => {
    const probe = learner(n);
    const lessons = probe.studied.lessonIds;
    return call(port, 'POST', '/api/progress', {
      agent,
      headers: as(probe.token, { 'idempotency-key': uuidv7() }),
      body: { lesson_id: lessons[lessons.length - 1] ?? '', position_seconds: 30 + (n % 20), completed: false },
    });
  });
  route(
    'exam submission',
    learners.length,
    (n) => {
      const probe = learner(n);
      const owner = { userId: probe.id, formationId: probe.exam.formationId };
      const answers = drawQuestionIds(probe.exam.questionIds, owner, 0).map((id) => ({ question_id: id, option_id: 0 }));
      return call(port, 'POST', `/api/formations/${probe.exam.formationId}/quiz/attempts`, {
        agent,
        headers: as(probe.token, { 'idempotency-key': uuidv7() }),
        body: { answers, draw: 0 },
      });
    },
    false,
  );
  const payments = '/api/admin/payments?per_page=20';
  const filters: [string, string][] = [
    ['payments: none', payments],
    ['payments: queue (pending, oldest)', `${payments}&status=pending&sort=oldest`],
    ['payments: status=approved', `${payments}&status=approved`],
    ['payments: method=card', `${payments}&method=card`],
    ['payments: formation_id', `${payments}&formation_id=${someFormation}`],
    ['payments: user_id', `${payments}&user_id=${someLearner}`],
    // A term shared by more learners as the academy grows (11 at 1,000, 1,111 at 100,000): its cost follows them.
    ['payments: q (name)', `${payments}&q=Bench12`],
    // One learner looked up by e-mail: the same one match at every size.
    ['payments: q (one learner)', `${payments}&q=learner${Math.floor(size / 2)}@bench`],
    ['payments: from/to (a month)', `${payments}&from=2026-01-01&to=2026-01-31`],
  ];
  for (const [name, url] of filters) route(name, REQUESTS, staff(url));
  route('devices (default sort)', REQUESTS, staff('/api/admin/devices?per_page=20'));
  route('devices (-last_sync)', REQUESTS, staff('/api/admin/devices?per_page=20&sort=-last_sync'));
  route('dashboard GET /api/admin/stats', REQUESTS, staff('/api/admin/stats'));
  route('people: search q', REQUESTS, (n) => staff(`/api/admin/users?per_page=20&q=Bench${100 + (n % 50)}`)(n));
  route('people: role=client list', REQUESTS, staff('/api/admin/users?per_page=20&role=client'));
  // Every route is first sent WARM_UP requests that are not measured, all before the first measure: the
  // pool's connections prepare the statements, the server's code gets hot and the work a server does in its
  // first seconds is over, so the figures are a busy server's, whatever a route's place in the list (one
  // learner's exam can be sent once, so the exam is not warmed).
  phase(`  ${size}: warming up`);
  for (const planned of routes) if (planned.repeatable) await measure(WARM_UP, planned.make);
  // ROUNDS rounds of every route, one after the other, so that a disturbance of a few seconds on this machine
  // falls on one round of a route, not on all of them.
  const rounds: Record<string, Figure[]> = {};
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const planned of routes) {
      if (round > 1 && !planned.repeatable) continue;
      phase(`  ${size}: ${planned.name}${ROUNDS > 1 ? ` (round ${round})` : ''}`);
      (rounds[planned.name] ??= []).push(await measure(planned.count, planned.make));
    }
  }
  agent.destroy();
  return Object.fromEntries(Object.entries(rounds).map(([name, figures]) => [name, medianOfRounds(figures)]));
}

function table(results: Map<number, Record<string, Figure>>): string {
  const sizes = [...results.keys()];
  const names = Object.keys(results.get(sizes[0] ?? 0) ?? {});
  const cell = (figure: Figure | undefined) => (figure ? `${figure.p50 ?? '-'} / ${figure.p99 ?? '-'}` : '-');
  const lines = [
    `| route (p50 / p99 ms) | ${sizes.map((size) => `${size.toLocaleString('en')} learners`).join(' | ')} | p99 ×, first → last |`,
    `| --- | ${sizes.map(() => '---').join(' | ')} | --- |`,
  ];
  for (const name of names) {
    const first = results.get(sizes[0] ?? 0)?.[name]?.p99 ?? null;
    const last = results.get(sizes[sizes.length - 1] ?? 0)?.[name]?.p99 ?? null;
    const growth = first && last ? `${Math.round((last / first) * 10) / 10}` : '-';
    lines.push(`| ${name} | ${sizes.map((size) => cell(results.get(size)?.[name])).join(' | ')} | ${growth} |`);
  }
  return lines.join('\n');
}

async function main() {
  if (SIZES.length === 0) throw new Error('BENCH_SCALE_SIZES names no size');
  phase('PostgreSQL');
  // Buffers as a server holding this academy would be given: PostgreSQL's 128 MB default holds a tenth of
  // the 100,000-learner academy (1.3 GB), and its reads then go through the system's cache (the payments
  // lists' p99 there was 20–35 ms against 16–30 ms with 1 GB). The other benches' small academies keep the
  // default: a gigabyte mapped into each of their hundreds of connections cost bench:cluster 5 % of its rate.
  const database = await scratchDatabase(BASE_URL, { sharedBuffers: '1GB' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-scale-'));
  const staticDir = mkdtempSync(path.join(tmpdir(), 'academy-scale-static-'));
  const target = { dataDir, databaseUrl: database.url, staticDir };
  const client = new pg.Client({ connectionString: database.url });
  const results = new Map<number, Record<string, Figure>>();
  const seeding: Record<number, number> = {};
  try {
    phase('migrations and the demo academy');
    await stopGently(await startServer(target));
    await client.connect();
    // Version 4 shaped ids from a text, so the same learner or row gets the same id at every size.
    await client.query(`create function pg_temp.bench_uuid(text) returns uuid language sql immutable as
      $$ select (substr(md5($1), 1, 12) || '4' || substr(md5($1), 14, 3) || '8' || substr(md5($1), 18, 15))::uuid $$`);
    await seedCatalogue(client);
    const passwordHash = await hashPassword(randomBytes(12).toString('base64url'));
    let seeded = 0;
    for (const size of SIZES) {
      phase(`seeding learners ${seeded} … ${size - 1}`);
      const at = performance.now();
      await seedLearners(client, seeded, size, passwordHash);
      seeding[size] = Math.round((performance.now() - at) / 1000);
      const from = seeded;
      seeded = size;
      await setAutovacuum(client, false);
      const server = await startServer(target);
      try {
        results.set(size, await measureSize(server, client, size, from));
      } finally {
        await stopGently(server);
        await setAutovacuum(client, true);
      }
      console.error(table(results));
    }
    const counts = (
      await client.query<{ name: string; rows: string }>(
        `select 'users' as name, count(*)::text as rows from users union all select 'lesson_progress', count(*)::text from lesson_progress
         union all select 'payments', count(*)::text from payments union all select 'quiz_attempts', count(*)::text from quiz_attempts
         union all select 'enrollments', count(*)::text from enrollments union all select 'formations', count(*)::text from formations`,
      )
    ).rows;
    console.log(table(results));
    console.log(
      JSON.stringify(
        {
          node: process.version,
          cpus: (await import('node:os')).cpus().length,
          requests_per_route: REQUESTS,
          concurrency: CONCURRENCY,
          rows_at_largest: Object.fromEntries(counts.map((row) => [row.name, Number(row.rows)])),
          seeding_seconds: seeding,
          figures: Object.fromEntries(results),
          duration_s: Math.round((performance.now() - started) / 1000),
        },
        null,
        2,
      ),
    );
  } finally {
    await client.end().catch(() => undefined);
    if (KEEP) console.error(`kept the seeded database: ${database.url}`);
    else await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(staticDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
