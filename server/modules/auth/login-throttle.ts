import { and, desc, eq, gt, lt, or } from 'drizzle-orm';
import { uuidv7 } from '../../../contract/uuid';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema/identity';
import { HttpProblem } from '../../lib/problem';

/** After this many failures within the window, from one address or against one account, logins wait. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

async function secondsUntilAllowed(db: Db, column: typeof loginFailures.ip | typeof loginFailures.email, value: string, now: Date) {
  const recent = await db
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(eq(column, value), gt(loginFailures.createdAt, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS))))
    .orderBy(desc(loginFailures.createdAt))
    .limit(LOGIN_FAILURE_LIMIT);
  const oldestCounted = recent[LOGIN_FAILURE_LIMIT - 1];
  if (!oldestCounted) return 0;
  // Allowed again once the fifth most recent failure leaves the window.
  return Math.max(1, Math.ceil((oldestCounted.createdAt.getTime() + LOGIN_FAILURE_WINDOW_MS - now.getTime()) / 1000));
}

/** Throws 429 `auth.too_many_attempts` with Retry-After when the address or the account is over the limit. */
export async function assertLoginAllowed(db: Db, ip: string, email: string): Promise<void> {
  const now = new Date();
  const wait = Math.max(
    await secondsUntilAllowed(db, loginFailures.ip, ip, now),
    await secondsUntilAllowed(db, loginFailures.email, email.toLowerCase(), now),
  );
  if (wait > 0) {
    throw new HttpProblem(429, 'auth.too_many_attempts', undefined, undefined, { 'Retry-After': String(wait) });
  }
}

export async function recordLoginFailure(db: Db, ip: string, email: string): Promise<void> {
  const now = new Date();
  const key = email.toLowerCase();
  await db.insert(loginFailures).values({ id: uuidv7(), ip, email: key, createdAt: now });
  // Old rows of these keys are useless; dropping them here keeps the table small without a timer.
  const cutoff = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  await db
    .delete(loginFailures)
    .where(and(lt(loginFailures.createdAt, cutoff), or(eq(loginFailures.ip, ip), eq(loginFailures.email, key))));
}

/** A successful login forgets the failures against that account (not those of the address). */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email.toLowerCase()));
}

export async function purgeOldLoginFailures(db: Db): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS)));
}
