import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema/limits';
import { consume, release } from '../../lib/http/rate-limiter';

/**
 * The daily question quota (SPEC §6, §9), counted by the database limiter so parallel sends and several
 * servers agree. A day is a UTC calendar day named in the key (`chat:user:<id>:2026-11-24`), so the count
 * starts again at midnight rather than 24 hours after a learner's first question.
 *
 * Signed-in learners are counted per account. Visitors are counted per device id (the X-Device-Id the app
 * sends) and per address; the address allows several times the quota because a whole cooperative or a
 * mobile carrier's NAT may share one, while it still stops a script that invents a device id per request.
 * A client without a device id is counted by address alone, at the plain quota.
 */

/** How many devices' worth of questions one address may ask in a day. */
export const ADDRESS_QUOTA_FACTOR = 5;
/** Rows outlive their day, so a counter is never forgotten before the key's day is over. */
const WINDOW_SECONDS = 2 * 86_400;

/** Today as the quota sees it; tests move it to prove the midnight reset. */
export const quotaClock = { now: (): Date => new Date() };

export type ChatIdentity = { kind: 'user'; userId: string } | { kind: 'visitor'; deviceId: string | null; address: string };

interface QuotaKey {
  key: string;
  limit: number;
}

function today(): string {
  return quotaClock.now().toISOString().slice(0, 10);
}

/** Seconds until the next UTC midnight: when a refused learner may ask again. */
export function secondsUntilTomorrow(): number {
  const now = quotaClock.now();
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

function quotaKeys(identity: ChatIdentity, quota: number): QuotaKey[] {
  const day = today();
  if (identity.kind === 'user') return [{ key: `chat:user:${identity.userId}:${day}`, limit: quota }];
  const address = { key: `chat:address:${identity.address}:${day}`, limit: identity.deviceId ? quota * ADDRESS_QUOTA_FACTOR : quota };
  return identity.deviceId ? [{ key: `chat:device:${identity.deviceId}:${day}`, limit: quota }, address] : [address];
}

/** Questions left today, without counting one. */
export async function remainingQuestions(db: Db, identity: ChatIdentity, quota: number): Promise<number> {
  const keys = quotaKeys(identity, quota);
  const rows = await db
    .select({ key: rateLimits.key, hits: rateLimits.hits })
    .from(rateLimits)
    .where(
      and(
        inArray(
          rateLimits.key,
          keys.map((entry) => entry.key),
        ),
        gt(rateLimits.windowEndsAt, sql`now()`),
      ),
    );
  const hits = new Map(rows.map((row) => [row.key, row.hits]));
  return Math.max(0, Math.min(...keys.map((entry) => entry.limit - (hits.get(entry.key) ?? 0))));
}

export type QuotaVerdict = { allowed: true; remaining: number; counted: string[] } | { allowed: false; retryAfterSeconds: number };

/** Counts one question on every key of the asker, or on none: a refusal gives back what was counted. */
export async function takeQuestion(db: Db, identity: ChatIdentity, quota: number): Promise<QuotaVerdict> {
  const counted: string[] = [];
  let remaining = Number.POSITIVE_INFINITY;
  for (const { key, limit } of quotaKeys(identity, quota)) {
    const verdict = await consume(db, key, { limit, windowSeconds: WINDOW_SECONDS });
    if (!verdict.allowed) {
      await giveBack(db, counted);
      return { allowed: false, retryAfterSeconds: secondsUntilTomorrow() };
    }
    counted.push(key);
    remaining = Math.min(remaining, verdict.remaining);
  }
  return { allowed: true, remaining, counted };
}

/** A question that got no answer (the provider failed) does not use up the learner's quota. */
export async function giveBack(db: Db, counted: readonly string[]): Promise<void> {
  for (const key of counted) await release(db, key);
}
