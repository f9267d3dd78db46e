/**
 * A busy morning's mix of traffic, as `bench:faults` and `bench:cluster` send it: catalogue pages and
 * details, reviews, health, public counters, and as a signed-in learner `/api/me`, `/api/sync/me` with its
 * cursor (no change) and an enrolment's state, with 20% replayable writes (contact and newsletter, each
 * with its own Idempotency-Key and marker, so the database can be checked for every acknowledged one).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { uuidv7 } from '../../contract/uuid';
import { DEMO_ACCOUNTS } from '../../server/seed/identity';
import { call, percentile, type Answer } from './http';
import { acknowledged, send, type Write } from './replayable-writes';

/** An answer slower than this counts as a client time-out (the target: none). */
export const CLIENT_TIMEOUT_MS = 10_000;

export interface LoadSession {
  token: string;
  formationIds: string[];
  /** The learner's change stream's cursor and tag, as a caught-up device holds them: later reads mostly hear "no change". */
  sync: CaughtUp;
}

export interface CaughtUp {
  cursor: string;
  tag: string;
}

/** Reads the learner's stream to its end, as the app's sync engine does, and keeps the last page's cursor and tag. */
export async function catchUp(port: number, headers: Record<string, string>, agent?: http.Agent): Promise<CaughtUp> {
  let cursor: string | null = null;
  for (let page = 0; page < 10_000; page += 1) {
    const query: string = cursor === null ? '' : `?cursor=${encodeURIComponent(cursor)}`;
    const answer = await call(port, 'GET', `/api/sync/me${query}`, { agent, headers });
    if (answer.status !== 200) throw new Error(`sync/me answered ${answer.status}: ${answer.body}`);
    const body = JSON.parse(answer.body) as { cursor: string; has_more: boolean };
    cursor = body.cursor;
    if (!body.has_more) return { cursor, tag: answer.headers.etag ?? '' };
  }
  throw new Error('sync/me never caught up');
}

/** The poll of a caught-up device: its cursor, and its tag as If-None-Match (304 while nothing changed). */
export function syncPoll(port: number, headers: Record<string, string>, sync: CaughtUp, agent?: http.Agent): Promise<Answer> {
  return call(port, 'GET', `/api/sync/me?cursor=${encodeURIComponent(sync.cursor)}`, {
    agent,
    headers: { ...headers, 'if-none-match': sync.tag },
  });
}

/** Signs the demo learner in and reads what the mix needs. */
export async function prepareSession(port: number): Promise<LoadSession> {
  const learner = DEMO_ACCOUNTS.find((account) => account.role === 'client');
  if (!learner) throw new Error('no demo learner');
  const login = await call(port, 'POST', '/api/login', { body: { email: learner.email, password: learner.password } });
  const token = (JSON.parse(login.body) as { token?: string }).token;
  if (!token) throw new Error(`demo login failed: ${login.status} ${login.body}`);
  const list = JSON.parse((await call(port, 'GET', '/api/formations?per_page=50')).body) as { data: { id: string }[] };
  const sync = await catchUp(port, { authorization: `Bearer ${token}` });
  return { token, formationIds: list.data.map((formation) => formation.id), sync };
}

/** One request of the load as it ended: `status` null when the connection failed. */
export interface LoadEvent {
  /** performance.now() at the answer (or failure). */
  at: number;
  took: number;
  status: number | null;
  /** A 503 that says when to come back (the database gate's `server.busy`). */
  retryAfter: boolean;
  /** Which kind of request (`catalogue`, `me`, `contact`…). */
  kind: string;
  write: Write | null;
}

export interface LoadResult {
  seconds: number;
  connections: number;
  /** Latencies of every answer, ascending. */
  latencies: number[];
  statuses: Record<string, number>;
  errors: number;
  overTimeout: number;
  busyWithoutRetryAfter: number;
  busyLatencies: number[];
  /** Every write sent, and those answered 200/201. */
  sent: Write[];
  acked: Write[];
  /** Latencies by kind of request (`catalogue`, `me`…), to say which kind waits. */
  byKind: Record<string, number[]>;
}

export interface MixedLoadOptions {
  port: number;
  connections: number;
  seconds: number;
  session: LoadSession;
  /** Told of every request as it ends (fail-over timing). */
  onEvent?: (event: LoadEvent) => void;
}

export async function runMixedLoad(options: MixedLoadOptions): Promise<LoadResult> {
  const { port, connections, seconds, session } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const bearer = { authorization: `Bearer ${session.token}` };
  const ids = session.formationIds;
  const result: LoadResult = {
    seconds,
    connections,
    latencies: [],
    statuses: {},
    errors: 0,
    overTimeout: 0,
    busyWithoutRetryAfter: 0,
    busyLatencies: [],
    sent: [],
    acked: [],
    byKind: {},
  };
  let counter = 0;
  const end = performance.now() + seconds * 1000;
  const pick = (): { kind: string; run: () => Promise<Answer>; write: Write | null } => {
    counter += 1;
    const roll = counter % 20;
    const id = ids[counter % Math.max(1, ids.length)] ?? '';
    const read = (kind: string, run: () => Promise<Answer>) => ({ kind, run, write: null });
    if (roll < 5) return read('catalogue', () => call(port, 'GET', `/api/formations?page=${1 + (counter % 3)}`, { agent }));
    if (roll < 8) return read('detail', () => call(port, 'GET', `/api/formations/${id}`, { agent }));
    if (roll < 9) return read('health', () => call(port, 'GET', '/api/health', { agent }));
    if (roll < 10) return read('stats', () => call(port, 'GET', '/api/stats/public', { agent }));
    if (roll < 12) return read('me', () => call(port, 'GET', '/api/me', { agent, headers: bearer }));
    if (roll < 14) return read('sync_me', () => syncPoll(port, bearer, session.sync, agent));
    if (roll < 15) return read('enrollment', () => call(port, 'GET', `/api/enrollments/${id}`, { agent, headers: bearer }));
    if (roll < 16) return read('reviews', () => call(port, 'GET', `/api/formations/${id}/reviews`, { agent }));
    const write: Write = { kind: roll < 19 ? 'contact' : 'newsletter', key: uuidv7(), marker: `l${randomBytes(6).toString('hex')}` };
    result.sent.push(write);
    return { kind: write.kind, run: () => send(port, write, agent), write };
  };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const { kind, run, write } = pick();
        const at = performance.now();
        try {
          const answer = await run();
          const now = performance.now();
          const took = now - at;
          result.latencies.push(took);
          (result.byKind[kind] ??= []).push(took);
          if (took > CLIENT_TIMEOUT_MS) result.overTimeout += 1;
          result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
          if (answer.status === 503) {
            result.busyLatencies.push(took);
            if (!answer.headers['retry-after']) result.busyWithoutRetryAfter += 1;
          }
          if (write && acknowledged(answer)) result.acked.push(write);
          options.onEvent?.({ at: now, took, status: answer.status, retryAfter: answer.headers['retry-after'] !== undefined, write, kind });
        } catch {
          result.errors += 1;
          const now = performance.now();
          options.onEvent?.({ at: now, took: now - at, status: null, retryAfter: false, write, kind });
        }
      }
    }),
  );
  agent.destroy();
  result.latencies.sort((a, b) => a - b);
  result.busyLatencies.sort((a, b) => a - b);
  for (const latencies of Object.values(result.byKind)) latencies.sort((a, b) => a - b);
  return result;
}

/** The printed figures of a load run. */
export function summarizeLoad(result: LoadResult) {
  const total = result.latencies.length;
  const { statuses } = result;
  return {
    seconds: result.seconds,
    connections: result.connections,
    requests: total,
    requests_per_second: Math.round(total / result.seconds),
    answers: statuses,
    server_errors_5xx: Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0),
    connection_errors: result.errors,
    answers_over_10s: result.overTimeout,
    busy_503_share_percent: total ? Math.round(((statuses['503'] ?? 0) / total) * 1000) / 10 : 0,
    busy_503_without_retry_after: result.busyWithoutRetryAfter,
    // How fast a refusal comes (the design: at once, before any statement).
    busy_503_latency_ms: { p50: percentile(result.busyLatencies, 0.5), p99: percentile(result.busyLatencies, 0.99) },
    latency_ms: { p50: percentile(result.latencies, 0.5), p99: percentile(result.latencies, 0.99), max: percentile(result.latencies, 1) },
    latency_ms_by_kind: Object.fromEntries(
      Object.entries(result.byKind).map(([kind, latencies]) => [
        kind,
        { count: latencies.length, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), max: percentile(latencies, 1) },
      ]),
    ),
  };
}
