import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
  preSerializationAsyncHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  DEVICE_ID_HEADER,
  DEVICE_ID_PATTERN,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_TTL_MS,
  IDEMPOTENT_REPLAYED_HEADER,
} from '../../contract/outbox';
import { UUID_PATTERN } from '../../contract/uuid';
import type { DatabaseKind, Db } from '../db/client';
import { openTransaction, type OpenTransaction } from '../db/open-transaction';
import { idempotencyRecords } from '../db/schema/outbox';
import { limitKey, tooManyRequests, type RequestLimit } from '../lib/http/limit-requests';
import { HttpProblem } from '../lib/http/problem';
import {
  consume,
  countHit,
  hitStatement,
  purgeNowAndThen,
  refusedVerdict,
  type LimitRule,
  type LimitVerdict,
} from '../lib/http/rate-limiter';
import { recordDelivery, type DeviceRef } from '../lib/device-sync-store';
import { identify } from './authenticate';

/**
 * Idempotency for replayable POSTs (DESIGN.md, wire conventions and outbox protocol). A route opts in by
 * wrapping its options: `app.post('/contact', idempotent(options), handler)`, and makes its writes through
 * `request.db`.
 *
 * - A request with a key opens a transaction and inserts a `processing` claim under the key's primary key.
 *   The handler writes through `request.db`, which is that transaction; the answer is stored in it and
 *   the claim, the write and the answer commit together, before the answer leaves. A kill -9 anywhere
 *   before the commit leaves nothing, so the retry runs the write once; after it, the retry replays.
 * - A copy arriving meanwhile waits on the key's row (the claim's uncommitted insert), then replays the
 *   stored answer. On PostgreSQL that wait is bounded (409 `idempotency.in_progress` with Retry-After).
 * - A successful answer (status < 400) is stored and replayed for 7 days with `Idempotent-Replayed: true`,
 *   only to the same caller: the same signed-in user, or an anonymous caller for an anonymous write. Seven
 *   days is how long a phone that lost an answer may take to come back (a farmer who reaches a network at
 *   the weekly market); each learner keeps at most their newest MAX_RECORDS_PER_USER answers, so a flood of
 *   writes cannot grow the table (README, "Limits").
 * - The route's limits (`idempotent(options, { limits })`) count only writes that run: they are counted
 *   in the claim's own statement, only when it claims, so a retry of an acknowledged write gets its stored
 *   answer, never a 429, and a refused write rolls back with its claim.
 * - A failed answer rolls the transaction back: the claim and any half-done write disappear, so the next
 *   attempt runs again (after the learner fixed the cause, logged in again, or the server recovered).
 * - The same key with another body, on another route or from another caller is 422 `idempotency.key_mismatch`.
 *
 * Side effects outside the database (mail) are jobs written in the same transaction and run after the
 * commit (server/lib/jobs/mail-jobs.ts), so no slow outside service is ever waited for while the key is held.
 */

interface IdempotencyClaim {
  key: string;
  userId: string | null;
  device: DeviceRef | null;
  transaction: OpenTransaction;
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The claim this request holds on its Idempotency-Key, until its response is stored or rolled back. */
    idempotencyClaim: IdempotencyClaim | null;
    /**
     * Where this request's writes go: the idempotency transaction while the request holds a claim, the
     * app's database otherwise. Services take it as their `db`, so a replayable write commits with its key.
     */
    readonly db: Db;
  }
}

/** On PostgreSQL a copy waits this long for the first copy's transaction before answering 409. */
const WAIT_FOR_FIRST_MS = 10_000;
const RETRY_AFTER_SECONDS = 2;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** PostgreSQL's lock_not_available, raised when lock_timeout ends the wait. */
const LOCK_NOT_AVAILABLE = '55P03';

const HEADERS_KEPT = ['content-type', 'location'];

/** Stored answers kept per signed-in user (the newest); older ones go first. */
export const MAX_RECORDS_PER_USER = 500;
/** A user's stored answers are trimmed to the cap once every this many of their new answers (per process). */
export const TRIM_EVERY = 50;
const storesSinceTrim = new Map<string, number>();

type RecordRow = typeof idempotencyRecords.$inferSelect;

/**
 * JSON with object keys sorted at every depth, so `{a, b}` and `{b, a}` hash alike. Bytes (a file parsed
 * from a multipart body) stand in as their own SHA-256; a cycle cannot hang the request. Built with a
 * work list instead of recursion, so a body nested 100,000 deep (still under the body limit) cannot
 * overflow the stack.
 */
export function canonicalJson(root: unknown): string {
  type Task = { text: string } | { value: unknown };
  const out: string[] = [];
  const seen = new WeakSet<object>();
  const stack: Task[] = [{ value: root }];
  for (let task = stack.pop(); task !== undefined; task = stack.pop()) {
    if ('text' in task) {
      out.push(task.text);
      continue;
    }
    const value = task.value;
    if (value === undefined || typeof value === 'function') {
      out.push('null');
      continue;
    }
    if (value === null || typeof value !== 'object') {
      out.push(JSON.stringify(value) ?? 'null');
      continue;
    }
    if (ArrayBuffer.isView(value)) {
      const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
      out.push(JSON.stringify(`sha256:${createHash('sha256').update(bytes).digest('hex')}`));
      continue;
    }
    if (seen.has(value)) {
      out.push('"[cycle]"');
      continue;
    }
    seen.add(value);
    const parts: Task[] = [];
    if (Array.isArray(value)) {
      parts.push({ text: '[' });
      value.forEach((item, index) => parts.push(...(index > 0 ? [{ text: ',' }] : []), { value: item }));
      parts.push({ text: ']' });
    } else {
      const entries = Object.entries(value as Record<string, unknown>)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      parts.push({ text: '{' });
      entries.forEach(([name, item], index) => parts.push({ text: `${index > 0 ? ',' : ''}${JSON.stringify(name)}:` }, { value: item }));
      parts.push({ text: '}' });
    }
    for (let index = parts.length - 1; index >= 0; index -= 1) stack.push(parts[index] as Task);
  }
  return out.join('');
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()}\n${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? request.url;

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name.toLowerCase()];
  return Array.isArray(raw) ? raw[0] : raw;
}

function deviceOf(request: FastifyRequest, userId: string | null): DeviceRef | null {
  const deviceId = headerValue(request, DEVICE_ID_HEADER)?.trim();
  if (!userId || !deviceId || !DEVICE_ID_PATTERN.test(deviceId)) return null;
  return { userId, deviceId, userAgent: request.headers['user-agent'] ?? null };
}

function replay(reply: FastifyReply, record: RecordRow): FastifyReply {
  reply.code(record.responseStatus ?? 200);
  for (const [name, value] of Object.entries(record.responseHeaders ?? {})) reply.header(name, value);
  reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return reply.send(record.responseBody ?? '');
}

const inProgress = () =>
  new HttpProblem(409, 'idempotency.in_progress', undefined, undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) });

/** A new claim on a key: the record as it is first written. */
type Claim = typeof idempotencyRecords.$inferInsert & { createdAt: Date };

/** One of the route's limits as this request counts it. */
interface LimitHit {
  key: string;
  rule: LimitRule;
}

const hitsOf = (request: FastifyRequest, limits: readonly RequestLimit[]): LimitHit[] =>
  limits.map((limit) => ({ key: limitKey(limit, request), rule: limit.rule }));

/** What the claim's statement did: whether it claimed the key, and which limit refused the request if one did. */
interface ClaimOutcome {
  claimed: boolean;
  refusedBy: LimitHit | null;
}

/**
 * The claim's INSERT, counting the route's limits in the same statement when, and only when, it claims:
 * a replay, a mismatch or a copy waiting for the first never takes a hit, and a refused request rolls back
 * its claim and its hits together. One round trip for what took a limit's upsert, then the claim.
 *
 * On PostgreSQL it waits at most WAIT_FOR_FIRST_MS for a copy whose transaction holds the key
 * (lock_not_available then). The bound is set inside the statement, before its row meets the conflict, and
 * the session's own value is put back in its RETURNING once the row is in, so the limits' rows and the
 * request's later statements wait as usual. The value in force before is kept in a placeholder setting of
 * this transaction meanwhile. When the key was already there, the bound is still in force for the reads
 * that follow.
 */
async function insertClaim(tx: Db, kind: DatabaseKind, values: Claim, hits: readonly LimitHit[]): Promise<ClaimOutcome> {
  const record = sql`${values.key}::uuid, ${values.userId ?? null}::uuid, ${values.method}, ${values.path}, ${values.requestHash},
      ${values.status}, ${values.createdAt.toISOString()}::timestamptz, ${values.expiresAt.toISOString()}::timestamptz`;
  const bounded = kind === 'postgres';
  const claim = sql`insert into ${idempotencyRecords} (key, user_id, method, path, request_hash, status, created_at, expires_at)
    select ${record}${
      bounded
        ? sql` from (select set_config('lock_timeout', ${String(WAIT_FOR_FIRST_MS)}, true) as bounded
          from (select set_config('academy.lock_timeout_before', current_setting('lock_timeout'), true) offset 0) as saved) as waiting`
        : sql``
    }
    on conflict do nothing
    returning ${bounded ? sql`set_config('lock_timeout', current_setting('academy.lock_timeout_before'), true)` : sql`key`}`;
  const hitName = (index: number) => sql.identifier(`hit_${index}`);
  const counting = hits.map(
    (hit, index) => sql`, ${hitName(index)} as (${hitStatement(hit.key, hit.rule, sql`exists (select 1 from claim)`)})`,
  );
  const counted = hits.map((_, index) => sql`, (select count(*) from ${hitName(index)})::integer as ${hitName(index)}`);
  const result = (await tx.execute(
    sql`with claim as (${claim})${sql.join(counting, sql``)} select (select count(*) from claim)::integer as claimed${sql.join(counted, sql``)}`,
  )) as unknown as { rows: Record<string, number | string>[] };
  const outcome = result.rows[0] ?? {};
  const claimed = Number(outcome.claimed) > 0;
  const refusedBy = claimed ? (hits.find((_, index) => Number(outcome[`hit_${index}`]) === 0) ?? null) : null;
  return { claimed, refusedBy };
}

/** Counts the route's limits for a claim taken over (an expired record, a claim an older version committed): the first that refuses. */
async function countInTransaction(tx: Db, hits: readonly LimitHit[]): Promise<LimitHit | null> {
  for (const hit of hits) if (!(await countHit(tx, hit.key, hit.rule))) return hit;
  return null;
}

/** Ends the claim's bounded wait (PostgreSQL) before the request's own statements. */
async function endBoundedWait(tx: Db, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') await tx.execute(sql.raw('SET LOCAL lock_timeout = DEFAULT'));
}

/** How a claim ended: the key's committed record to replay (or refuse), or the key ours, unless a limit refused the request. */
type ClaimResult = { existing: RecordRow; refusedBy: null } | { existing: null; refusedBy: LimitHit | null };

/** The claim is ours when this transaction inserted it, or took over an expired record (or a claim an older version committed). */
async function claimInTransaction(tx: Db, kind: DatabaseKind, values: Claim, now: Date, hits: readonly LimitHit[]): Promise<ClaimResult> {
  const { claimed, refusedBy } = await insertClaim(tx, kind, values, hits);
  if (claimed) return { existing: null, refusedBy };
  // The insert waited for any transaction holding the key; what it conflicted with is committed now.
  const [existing] = await tx.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, values.key)).for('update');
  if (!existing) {
    // Purged between the two statements: the key is free again.
    await tx.insert(idempotencyRecords).values(values);
    await endBoundedWait(tx, kind);
    return { existing: null, refusedBy: await countInTransaction(tx, hits) };
  }
  if (existing.expiresAt.getTime() <= now.getTime() || existing.status === 'processing') {
    await tx
      .update(idempotencyRecords)
      .set({ ...values, responseStatus: null, responseBody: null, responseHeaders: null })
      .where(eq(idempotencyRecords.key, values.key));
    await endBoundedWait(tx, kind);
    return { existing: null, refusedBy: await countInTransaction(tx, hits) };
  }
  return { existing, refusedBy: null };
}

/** Counts a request that carries no key on each of the route's limits: 429 with Retry-After past one. */
async function countLimits(request: FastifyRequest, limits: readonly RequestLimit[]): Promise<void> {
  for (const { key, rule } of hitsOf(request, limits)) {
    const verdict = await consume(request.server.database.db, key, rule);
    if (!verdict.allowed) throw tooManyRequests(verdict);
  }
}

/** A stored answer goes back to its own caller only, for the same request; anything else is a mismatch. */
function replayOrRefuse(reply: FastifyReply, existing: RecordRow, userId: string | null, method: string, hash: string): FastifyReply {
  // Another signed-in user, a signed-in user's answer asked for anonymously or an anonymous answer asked
  // for signed in is a mismatch, never a replay.
  if (existing.userId !== userId || existing.requestHash !== hash || existing.method !== method) {
    throw new HttpProblem(422, 'idempotency.key_mismatch');
  }
  return replay(reply, existing);
}

/**
 * preHandler, after the route's auth guard: claims the key and counts the route's limits with it, or
 * replays the key's stored answer, or refuses a mismatch.
 */
function claimKeyWith(limits: readonly RequestLimit[]) {
  return async function claimKey(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const raw = headerValue(request, IDEMPOTENCY_KEY_HEADER);
    // The header is optional: a direct call without it simply is not replay-safe, and is only counted.
    if (raw === undefined) {
      await countLimits(request, limits);
      return undefined;
    }
    const key = raw.trim().toLowerCase();
    if (!UUID_PATTERN.test(key)) throw new HttpProblem(422, 'idempotency.key_invalid');
    const { db, kind } = request.server.database;
    const userId = (await identify(request))?.id ?? null;
    const path = pathOf(request);
    const hash = requestHash(request.method, path, request.body);
    const now = new Date();
    const hits = hitsOf(request, limits);
    if (hits.length > 0) await purgeNowAndThen(db);
    const transaction = await openTransaction(db);
    let claim: ClaimResult;
    let refusal: LimitVerdict | null = null;
    try {
      claim = await claimInTransaction(
        transaction.tx,
        kind,
        {
          key,
          userId,
          method: request.method,
          path,
          requestHash: hash,
          status: 'processing',
          createdAt: now,
          expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
        },
        now,
        hits,
      );
      if (claim.refusedBy) refusal = await refusedVerdict(transaction.tx, claim.refusedBy.key, claim.refusedBy.rule);
    } catch (error) {
      await transaction.end(false).catch(() => undefined);
      if ((error as { code?: unknown }).code === LOCK_NOT_AVAILABLE) throw inProgress();
      throw error;
    }
    if (refusal) {
      // The claim and the hits counted with it go with the rollback: a refused write leaves nothing.
      await transaction.end(false);
      throw tooManyRequests(refusal);
    }
    if (!claim.existing) {
      request.idempotencyClaim = { key, userId, device: deviceOf(request, userId), transaction, settled: false };
      return undefined;
    }
    // Nothing was written: the transaction only read the record, and the request runs nothing.
    await transaction.end(false);
    return replayOrRefuse(reply, claim.existing, userId, request.method, hash);
  };
}

/** Keeps a user's newest MAX_RECORDS_PER_USER stored answers; the older ones go. */
async function trimUserRecords(db: Db, userId: string): Promise<void> {
  const older = db
    .select({ key: idempotencyRecords.key })
    .from(idempotencyRecords)
    .where(and(eq(idempotencyRecords.userId, userId), eq(idempotencyRecords.status, 'done')))
    .orderBy(sql`${idempotencyRecords.createdAt} desc`, sql`${idempotencyRecords.key} desc`)
    .offset(MAX_RECORDS_PER_USER);
  await db.delete(idempotencyRecords).where(and(eq(idempotencyRecords.userId, userId), inArray(idempotencyRecords.key, older)));
}

async function rollBack(request: FastifyRequest, claim: IdempotencyClaim): Promise<void> {
  claim.settled = true;
  await claim.transaction.end(false);
}

async function store(request: FastifyRequest, reply: FastifyReply, claim: IdempotencyClaim, body: string): Promise<void> {
  claim.settled = true;
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  for (const name of HEADERS_KEPT) {
    const value = reply.getHeader(name);
    if (typeof value === 'string') headers[name] = value;
  }
  const { tx } = claim.transaction;
  try {
    await tx
      .update(idempotencyRecords)
      .set({ status: 'done', responseStatus: reply.statusCode, responseBody: body, responseHeaders: headers })
      .where(eq(idempotencyRecords.key, claim.key));
    if (claim.device) await recordDelivery(tx, claim.device);
  } catch (error) {
    await claim.transaction.end(false).catch(() => undefined);
    throw error;
  }
  // The answer leaves only after this commit: an acknowledged write is durable with its key.
  await claim.transaction.end(true);
  request.server.mailJobs.kick();
  if (claim.userId) {
    const count = (storesSinceTrim.get(claim.userId) ?? 0) + 1;
    if (count < TRIM_EVERY) storesSinceTrim.set(claim.userId, count);
    else {
      storesSinceTrim.delete(claim.userId);
      // After the commit, outside the write's transaction: trimming never fails nor delays a write.
      const { db } = request.server.database;
      void trimUserRecords(db, claim.userId).catch((error: unknown) => request.log.error({ err: error }, 'idempotency trim failed'));
    }
  }
}

/** Stores the handler's object before it is serialized (and possibly compressed); failures roll back. */
const storeOnSerialization: preSerializationAsyncHookHandler<unknown> = async function (request, reply, payload) {
  const claim = request.idempotencyClaim;
  if (!claim || claim.settled) return payload;
  if (reply.statusCode >= 400) await rollBack(request, claim);
  // The route's own serialiser (its response schema): a replay answers exactly the filtered first answer.
  else {
    const body = reply.serialize(payload);
    await store(
      request,
      reply,
      claim,
      typeof body === 'string' ? body : (body instanceof ArrayBuffer ? Buffer.from(body) : body).toString('utf8'),
    );
  }
  return payload;
};

/** A handler that sent a string or nothing never reached preSerialization: settle it here. */
const settleOnSend: onSendAsyncHookHandler<unknown> = async function (request, reply, payload) {
  const claim = request.idempotencyClaim;
  if (!claim || claim.settled) return payload;
  const text = typeof payload === 'string' ? payload : payload === null || payload === undefined ? '' : null;
  if (reply.statusCode < 400 && text !== null && !reply.getHeader('content-encoding')) await store(request, reply, claim, text);
  else await rollBack(request, claim);
  return payload;
};

/** Last resort (aborted or broken response): a claim never settled is rolled back so a retry can run. */
const releaseOnResponse: onResponseAsyncHookHandler = async function (request) {
  const claim = request.idempotencyClaim;
  if (claim && !claim.settled) await rollBack(request, claim);
};

type HookList<T> = T | T[] | undefined;
const listOf = <T>(hooks: HookList<T>): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

export interface IdempotentLimits {
  /**
   * Budgets of the route (per address for anonymous forms, per learner after requireUser), counted with
   * the claim: a retry of an acknowledged write gets its stored answer, never a 429, and takes no hit.
   */
  limits?: readonly RequestLimit[];
}

/**
 * Makes a POST replay-safe: keeps the route's own options and guards (so auth runs first and a 401 is
 * never stored), then adds the limits, the claim, the storing and the rollback.
 */
export function idempotent<TOptions extends RouteShorthandOptions = RouteShorthandOptions>(
  options: TOptions = {} as TOptions,
  { limits = [] }: IdempotentLimits = {},
): TOptions {
  return {
    ...options,
    preHandler: [...listOf(options.preHandler), claimKeyWith(limits)],
    preSerialization: [...listOf(options.preSerialization), storeOnSerialization],
    onSend: [...listOf(options.onSend), settleOnSend],
    onResponse: [...listOf(options.onResponse), releaseOnResponse],
  } as TOptions;
}

/** Deletes records past their 7 days, and each user's beyond their newest MAX_RECORDS_PER_USER; returns how many went. */
export async function purgeExpiredIdempotencyRecords(db: Db, now: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(idempotencyRecords)
    .where(lt(idempotencyRecords.expiresAt, sql`${now.toISOString()}::timestamptz`))
    .returning({ key: idempotencyRecords.key });
  const ranked = sql`select key from (
      select key, row_number() over (partition by user_id order by created_at desc, key desc) as rank
      from ${idempotencyRecords} where user_id is not null and status = 'done'
    ) as ranked where rank > ${MAX_RECORDS_PER_USER}`;
  const trimmed = await db
    .delete(idempotencyRecords)
    .where(sql`${idempotencyRecords.key} in (${ranked})`)
    .returning({ key: idempotencyRecords.key });
  return gone.length + trimmed.length;
}

/** Decorates requests with their claim and purges expired records at start-up and every hour. */
export const idempotency = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('idempotencyClaim', null);
    app.decorateRequest('db', {
      getter(this: FastifyRequest): Db {
        return this.idempotencyClaim?.transaction.tx ?? this.server.database.db;
      },
    });
    const purge = () =>
      purgeExpiredIdempotencyRecords(app.database.db).then(
        (count) => {
          if (count > 0) app.log.info({ count }, 'expired idempotency records purged');
        },
        (error: unknown) => app.log.error({ err: error }, 'idempotency purge failed'),
      );
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      await purge();
      timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'idempotency', dependencies: ['authenticate', 'mail-jobs'] },
);
