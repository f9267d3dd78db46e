import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
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
import type { Db } from '../db/client';
import { idempotencyRecords } from '../db/schema/outbox';
import { HttpProblem } from '../lib/problem';
import { recordDelivery, type DeviceRef } from '../modules/sync-status/device-sync-store';
import { identify } from './authenticate';

/**
 * Idempotency for replayable POSTs (DESIGN.md, wire conventions and outbox protocol). A route opts in by
 * wrapping its options: `app.post('/contact', idempotent(options), handler)`.
 *
 * - The first request with a key inserts a `processing` claim under the key's primary key, so of two
 *   copies arriving together exactly one runs the handler; the other waits for the first to finish and
 *   answers its stored response, or 409 `idempotency.in_progress` with Retry-After when it takes too long.
 * - A successful answer (status < 400) is stored and replayed for 7 days with `Idempotent-Replayed: true`.
 * - A failed answer releases the claim: a failed write changed nothing, so the next attempt runs it again
 *   (after the learner fixed the cause, logged in again, or the server recovered).
 * - The same key with another body, or from another signed-in user, is 422 `idempotency.key_mismatch`.
 *
 * Handlers must keep their own effect atomic (one statement or one transaction), as they already must for
 * a plain retry. Between the effect's commit and the stored response there is a window where only a crash
 * of this process loses the response; a claim left `processing` that long is taken over after STALE_CLAIM_MS.
 */

interface IdempotencyClaim {
  key: string;
  userId: string | null;
  device: DeviceRef | null;
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The claim this request holds on its Idempotency-Key, until its response is stored or released. */
    idempotencyClaim: IdempotencyClaim | null;
  }
}

/** A loser waits this long for the first copy to finish before answering 409. */
const WAIT_FOR_FIRST_MS = 5_000;
/** A claim older than the server's request time-out belongs to a process that died mid-write. */
const STALE_CLAIM_MS = 150_000;
const RETRY_AFTER_SECONDS = 2;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

const HEADERS_KEPT = ['content-type', 'location'];

type RecordRow = typeof idempotencyRecords.$inferSelect;

/**
 * JSON with object keys sorted at every depth, so `{a, b}` and `{b, a}` hash alike. Bytes (a file parsed
 * from a multipart body) stand in as their own SHA-256; a cycle cannot hang the request.
 */
export function canonicalJson(value: unknown, seen: WeakSet<object> = new WeakSet()): string {
  if (value === undefined || typeof value === 'function') return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (ArrayBuffer.isView(value)) {
    const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    return JSON.stringify(`sha256:${createHash('sha256').update(bytes).digest('hex')}`);
  }
  if (seen.has(value)) return '"[cycle]"';
  seen.add(value);
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item, seen)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item, seen)}`).join(',')}}`;
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method.toUpperCase()}\n${path}\n${canonicalJson(body)}`).digest('hex');
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

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Claims held by this process, settled when their response is stored or released: a copy arriving at the
 * same process waits on it instead of polling the database. Copies at another process poll.
 */
const inflight = new Map<string, { settled: Promise<void>; settle: () => void }>();

function track(key: string): void {
  let settle = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  inflight.set(key, { settled, settle });
}

function untrack(key: string): void {
  inflight.get(key)?.settle();
  inflight.delete(key);
}

/** Waits for this process's copy to settle, or a short pause when another process holds the claim. */
async function waitForFirst(key: string, pause: number, deadline: number): Promise<void> {
  const local = inflight.get(key);
  const left = Math.max(0, deadline - Date.now());
  if (!local) return sleep(Math.min(pause, left));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([local.settled, new Promise<void>((resolve) => (timer = setTimeout(resolve, left)))]);
  clearTimeout(timer);
}

function replay(reply: FastifyReply, record: RecordRow): FastifyReply {
  reply.code(record.responseStatus ?? 200);
  for (const [name, value] of Object.entries(record.responseHeaders ?? {})) reply.header(name, value);
  reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return reply.send(record.responseBody ?? '');
}

async function tryClaim(db: Db, values: typeof idempotencyRecords.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(idempotencyRecords).values(values).onConflictDoNothing().returning({ key: idempotencyRecords.key });
  return inserted.length > 0;
}

/** preHandler, after the route's auth guard: claims the key, replays a stored answer, or refuses a mismatch. */
async function claimKey(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const raw = headerValue(request, IDEMPOTENCY_KEY_HEADER);
  // The header is optional: a direct call without it simply is not replay-safe.
  if (raw === undefined) return undefined;
  const key = raw.trim().toLowerCase();
  if (!UUID_PATTERN.test(key)) throw new HttpProblem(422, 'idempotency.key_invalid');
  const { db } = request.server.database;
  const userId = (await identify(request))?.id ?? null;
  const path = pathOf(request);
  const hash = requestHash(request.method, path, request.body);
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  let pause = 20;

  for (;;) {
    const now = new Date();
    const claimed = await tryClaim(db, {
      key,
      userId,
      method: request.method,
      path,
      requestHash: hash,
      status: 'processing',
      createdAt: now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
    });
    if (claimed) {
      request.idempotencyClaim = { key, userId, device: deviceOf(request, userId), settled: false };
      track(key);
      return undefined;
    }
    const [existing] = await db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key));
    if (!existing) continue; // released between our insert and our read: claim it again
    if (existing.expiresAt.getTime() <= now.getTime()) {
      await db.delete(idempotencyRecords).where(and(eq(idempotencyRecords.key, key), lt(idempotencyRecords.expiresAt, now)));
      continue;
    }
    // A different signed-in user never sees someone else's answer. An anonymous retry of a signed-in
    // write (the learner logged out before the contact form left) still matches.
    const otherUser = existing.userId !== null && userId !== null && existing.userId !== userId;
    if (otherUser || existing.requestHash !== hash || existing.method !== request.method) {
      throw new HttpProblem(422, 'idempotency.key_mismatch');
    }
    if (existing.status === 'done') return replay(reply, existing);
    if (now.getTime() - existing.createdAt.getTime() > STALE_CLAIM_MS) {
      const taken = await db
        .update(idempotencyRecords)
        .set({ createdAt: now, userId: existing.userId ?? userId })
        .where(
          and(
            eq(idempotencyRecords.key, key),
            eq(idempotencyRecords.status, 'processing'),
            eq(idempotencyRecords.createdAt, existing.createdAt),
          ),
        )
        .returning({ key: idempotencyRecords.key });
      if (taken.length > 0) {
        request.idempotencyClaim = { key, userId, device: deviceOf(request, userId), settled: false };
        track(key);
        return undefined;
      }
      continue;
    }
    if (Date.now() >= deadline) {
      throw new HttpProblem(409, 'idempotency.in_progress', undefined, undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    }
    await waitForFirst(key, pause, deadline);
    pause = Math.min(pause * 2, 250);
  }
}

async function release(request: FastifyRequest, claim: IdempotencyClaim): Promise<void> {
  claim.settled = true;
  try {
    await request.server.database.db
      .delete(idempotencyRecords)
      .where(and(eq(idempotencyRecords.key, claim.key), eq(idempotencyRecords.status, 'processing')));
  } finally {
    untrack(claim.key);
  }
}

async function store(request: FastifyRequest, reply: FastifyReply, claim: IdempotencyClaim, body: string): Promise<void> {
  claim.settled = true;
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  for (const name of HEADERS_KEPT) {
    const value = reply.getHeader(name);
    if (typeof value === 'string') headers[name] = value;
  }
  try {
    await request.server.database.db.transaction(async (tx) => {
      await tx
        .update(idempotencyRecords)
        .set({ status: 'done', responseStatus: reply.statusCode, responseBody: body, responseHeaders: headers })
        .where(eq(idempotencyRecords.key, claim.key));
      if (claim.device) await recordDelivery(tx, claim.device);
    });
  } finally {
    untrack(claim.key);
  }
}

/** Stores the handler's object before it is serialized (and possibly compressed); failures release the claim. */
const storeOnSerialization: preSerializationAsyncHookHandler<unknown> = async function (request, reply, payload) {
  const claim = request.idempotencyClaim;
  if (!claim || claim.settled) return payload;
  if (reply.statusCode >= 400) await release(request, claim);
  else await store(request, reply, claim, JSON.stringify(payload));
  return payload;
};

/** A handler that sent a string or nothing never reached preSerialization: settle it here. */
const settleOnSend: onSendAsyncHookHandler<unknown> = async function (request, reply, payload) {
  const claim = request.idempotencyClaim;
  if (!claim || claim.settled) return payload;
  const text = typeof payload === 'string' ? payload : payload === null || payload === undefined ? '' : null;
  if (reply.statusCode < 400 && text !== null && !reply.getHeader('content-encoding')) await store(request, reply, claim, text);
  else await release(request, claim);
  return payload;
};

/** Last resort (aborted or broken response): a claim never settled is released so a retry can run. */
const releaseOnResponse: onResponseAsyncHookHandler = async function (request) {
  const claim = request.idempotencyClaim;
  if (claim && !claim.settled) await release(request, claim);
};

type HookList<T> = T | T[] | undefined;
const listOf = <T>(hooks: HookList<T>): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * Makes a POST replay-safe: keeps the route's own options and guards (so auth runs first and a 401 is
 * never stored), then adds the claim, the storing and the release.
 */
export function idempotent(options: RouteShorthandOptions = {}): RouteShorthandOptions {
  return {
    ...options,
    preHandler: [...listOf(options.preHandler), claimKey],
    preSerialization: [...listOf(options.preSerialization), storeOnSerialization],
    onSend: [...listOf(options.onSend), settleOnSend],
    onResponse: [...listOf(options.onResponse), releaseOnResponse],
  } as RouteShorthandOptions;
}

/** Deletes records past their 7 days; returns how many went. */
export async function purgeExpiredIdempotencyRecords(db: Db, now: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(idempotencyRecords)
    .where(lt(idempotencyRecords.expiresAt, sql`${now.toISOString()}::timestamptz`))
    .returning({ key: idempotencyRecords.key });
  return gone.length;
}

/** Decorates requests with their claim and purges expired records at start-up and every hour. */
export const idempotency = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('idempotencyClaim', null);
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
  { name: 'idempotency', dependencies: ['authenticate'] },
);
