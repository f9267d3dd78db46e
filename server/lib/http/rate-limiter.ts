import { eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { rateLimits } from '../../db/schema/limits';

/**
 * The one rate limiter of the server (README, "Limits"). Each limit is a row of `rate_limits` per key,
 * counted by ONE upsert that decides and counts together, so parallel requests cannot all slip through
 * between a check and a count, a restart forgets nothing and several servers on one database agree.
 *
 *   const verdict = await consume(db, `chat:${userId}`, { limit: 20, windowSeconds: 86_400 });
 *   if (!verdict.allowed) throw tooManyRequests(verdict);
 *
 * A window opens at a key's first hit and lasts `windowSeconds`; within it `limit` hits pass. With
 * `backoff`, hits past the limit are not refused for the rest of the window but spaced by a delay that
 * doubles with each one (base, 2 × base, … up to max), and the window ends only `windowSeconds` after
 * the last delay: an attacked account is slowed down, never locked. Refused hits are not counted, so
 * hammering a refused key does not push its next slot further away.
 */
export interface LimitRule {
  limit: number;
  windowSeconds: number;
  backoff?: { baseSeconds: number; maxSeconds: number };
}

export interface LimitVerdict {
  allowed: boolean;
  /** Hits counted in the window, this one included when allowed. */
  hits: number;
  /** Hits still allowed without waiting. */
  remaining: number;
  /**
   * Seconds until the next hit can pass: for a refused hit, what Retry-After says (≥ 1); for an allowed
   * one, 0 unless it used the last free hit or a delay started.
   */
  retryAfterSeconds: number;
  /** True when this hit opened the key's window (a key unseen, or its previous window over). */
  fresh: boolean;
}

/** Doubling stops here: 2^30 × any base is already far above every maximum delay. */
const MAX_DOUBLINGS = 30;
/** Expired rows are deleted once every this many hits of this process (and at start-up). */
const PURGE_EVERY = 500;

const seconds = (value: number) => sql`make_interval(secs => ${value}::double precision)`;

/** The delay after the hit numbered `hits` (an SQL integer expression): none until the limit is reached. */
function delayAfter(hits: SQL, rule: LimitRule): SQL {
  if (!rule.backoff) return seconds(0);
  const { baseSeconds, maxSeconds } = rule.backoff;
  return sql`make_interval(secs => case when ${hits} >= ${rule.limit}
    then least(${maxSeconds}::double precision, ${baseSeconds}::double precision * power(2, least(${hits} - ${rule.limit}, ${MAX_DOUBLINGS})))
    else 0 end)`;
}

function assertRule(rule: LimitRule): void {
  const positive = (value: number) => Number.isFinite(value) && value > 0;
  if (!Number.isInteger(rule.limit) || rule.limit < 1 || !positive(rule.windowSeconds))
    throw new Error(`invalid limit rule ${JSON.stringify(rule)}`);
  if (rule.backoff && (!positive(rule.backoff.baseSeconds) || !positive(rule.backoff.maxSeconds))) {
    throw new Error(`invalid backoff ${JSON.stringify(rule)}`);
  }
}

/** The database or a transaction: an admin's password reset forgets the account's counters in its own transaction. */
export type LimitStore = Pick<Db, 'insert' | 'update' | 'delete' | 'select' | 'execute'>;

let hitsSincePurge = 0;

/**
 * Deletes the rows whose window is over once every PURGE_EVERY hits of this process: each hit's counter
 * calls it, outside any transaction of its own. Housekeeping never fails the request that happened to
 * trigger it.
 */
export async function purgeNowAndThen(db: LimitStore): Promise<void> {
  hitsSincePurge += 1;
  if (hitsSincePurge < PURGE_EVERY) return;
  hitsSincePurge = 0;
  await purgeExpiredLimits(db).catch(() => undefined);
}

/** What the counting statement returns for a hit it let through. */
export interface CountedHit {
  hits: number;
  fresh: boolean;
  wait: number | string;
}

/**
 * The one statement that decides and counts a hit on `key`: it inserts the key's row, or updates it only if
 * the rule lets the hit through, and returns a row only then. With `onlyIf`, the hit is tried only when that
 * condition holds: the idempotency claim counts its route's limits in its own statement, only when it
 * claims (server/plugins/idempotency.ts).
 */
export function hitStatement(key: string, rule: LimitRule, onlyIf?: SQL): SQL {
  assertRule(rule);
  const expired = sql`${rateLimits.windowEndsAt} <= now()`;
  const nextHits = sql`(case when ${expired} then 1 else ${rateLimits.hits} + 1 end)`;
  const nextAt = sql`now() + ${delayAfter(nextHits, rule)}`;
  const firstNextAt = sql`now() + ${delayAfter(sql`1`, rule)}`;
  const window = seconds(rule.windowSeconds);
  const slides = rule.backoff !== undefined;
  // `fresh` asks hits = 1 too: PGlite's clock may give two statements the same now(), and only one hit
  // opens a window.
  // The whole decision: the window is over, or a free hit is left, or (with backoff) the delay has passed.
  // Free hits are judged by the count, never by next_at: on PostgreSQL a statement that waited for the
  // row lock can have an earlier now() than the one it waited for.
  const lets = slides
    ? sql`${expired} or ${rateLimits.hits} < ${rule.limit} or ${rateLimits.nextAt} <= now()`
    : sql`${expired} or ${rateLimits.hits} < ${rule.limit}`;
  return sql`insert into ${rateLimits} (key, hits, started_at, next_at, window_ends_at)
    select ${key}, 1, now(), ${firstNextAt}, ${slides ? sql`${firstNextAt} + ${window}` : sql`now() + ${window}`}${onlyIf ? sql` where ${onlyIf}` : sql``}
    on conflict (key) do update set
      hits = ${nextHits},
      started_at = case when ${expired} then now() else ${rateLimits.startedAt} end,
      next_at = ${nextAt},
      window_ends_at = ${slides ? sql`${nextAt} + ${window}` : sql`case when ${expired} then now() + ${window} else ${rateLimits.windowEndsAt} end`}
    where ${lets}
    returning ${rateLimits.hits} as hits,
      (${rateLimits.startedAt} = now() and ${rateLimits.hits} = 1) as fresh,
      ceil(extract(epoch from (case when ${rateLimits.hits} >= ${rule.limit}
        then ${slides ? rateLimits.nextAt : rateLimits.windowEndsAt} else now() end) - now()))::integer as wait`;
}

/** The verdict on a hit the counting statement let through (its returned row). */
function allowedVerdict(row: CountedHit, rule: LimitRule): LimitVerdict {
  return {
    allowed: true,
    hits: row.hits,
    remaining: Math.max(0, rule.limit - row.hits),
    retryAfterSeconds: Math.max(0, Number(row.wait)),
    fresh: Boolean(row.fresh),
  };
}

/** The verdict on a refused hit: the row exists and was left as it was; this read only says how long to wait. */
export async function refusedVerdict(db: LimitStore, key: string, rule: LimitRule): Promise<LimitVerdict> {
  const slides = rule.backoff !== undefined;
  const [current] = await db
    .select({
      hits: rateLimits.hits,
      wait: sql<number>`ceil(extract(epoch from ${slides ? rateLimits.nextAt : rateLimits.windowEndsAt} - now()))::integer`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return {
    allowed: false,
    hits: current?.hits ?? rule.limit,
    remaining: 0,
    retryAfterSeconds: Math.max(1, Number(current?.wait ?? 1)),
    fresh: false,
  };
}

/** Runs the counting statement alone: the counted row when the rule let the hit through, null when it refused it. */
export async function countHit(db: LimitStore, key: string, rule: LimitRule): Promise<CountedHit | null> {
  const [row] = rowsOf<CountedHit>(await db.execute(hitStatement(key, rule)));
  return row ?? null;
}

/** Counts one hit on `key` if the rule lets it through; refuses it (uncounted) otherwise. One statement. */
export async function consume(db: LimitStore, key: string, rule: LimitRule): Promise<LimitVerdict> {
  await purgeNowAndThen(db);
  const row = await countHit(db, key, rule);
  return row ? allowedVerdict(row, rule) : refusedVerdict(db, key, rule);
}

/** Gives back one hit (an attempt counted in advance that did not take place), keeping the window. */
export async function release(db: LimitStore, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/**
 * Forgets the key's hits and delays but keeps (or opens, with `rule`) its window, so the key's next hit
 * is not `fresh`: a sign-in that succeeded, an account just created.
 */
export async function clearHits(db: LimitStore, key: string, rule?: LimitRule): Promise<void> {
  if (!rule) {
    await db
      .update(rateLimits)
      .set({ hits: 0, nextAt: sql`now()` })
      .where(eq(rateLimits.key, key));
    return;
  }
  assertRule(rule);
  const window = sql`now() + ${seconds(rule.windowSeconds)}`;
  // A millisecond back: a hit in the same clock tick must still not count as the one that opened it.
  const opened = sql`now() - interval '1 millisecond'`;
  await db
    .insert(rateLimits)
    .values({ key, hits: 0, startedAt: opened, nextAt: sql`now()`, windowEndsAt: window })
    .onConflictDoUpdate({ target: rateLimits.key, set: { hits: 0, startedAt: opened, nextAt: sql`now()`, windowEndsAt: window } });
}

/** Deletes the key: its next hit opens a new window. */
export async function forget(db: LimitStore, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes every key that starts with `prefix` (all pairs of one account). */
export async function forgetPrefix(db: LimitStore, prefix: string): Promise<void> {
  await db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})`);
}

/** Rows whose window is over count nothing any more. */
export async function purgeExpiredLimits(db: LimitStore): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowEndsAt, sql`now()`))
    .returning({ key: rateLimits.key });
  return gone.length;
}
