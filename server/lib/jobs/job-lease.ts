import { and, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The rule of the job tables claimed with FOR UPDATE SKIP LOCKED (`mail_jobs`, `media_jobs`): one
 * definition of a job that may be taken, and of what taking it writes, for every queue.
 */
export interface LeasedJobColumns {
  /** Set once the job has done its work (`sent_at`, `done_at`). */
  finishedAt: PgColumn;
  failedAt: PgColumn;
  nextAttemptAt: PgColumn;
  lockedUntil: PgColumn;
  attempts: PgColumn;
}

/** Not finished, not given up, due, and with no lease or a lapsed one (its holder died or stalled). */
export function claimable(job: LeasedJobColumns): SQL | undefined {
  return and(
    isNull(job.finishedAt),
    isNull(job.failedAt),
    lte(job.nextAttemptAt, sql`now()`),
    or(isNull(job.lockedUntil), lt(job.lockedUntil, sql`now()`)),
  );
}

/** The end of a lease of `leaseMs` taken (or renewed) now, by the database's clock. */
export function leaseFromNow(leaseMs: number): SQL {
  return sql`now() + ${`${leaseMs} milliseconds`}::interval`;
}

/** What taking a job writes: a lease of `leaseMs` from now, and one attempt more. */
export function takeLease(job: LeasedJobColumns, leaseMs: number): { lockedUntil: SQL; attempts: SQL } {
  return { lockedUntil: leaseFromNow(leaseMs), attempts: sql`${job.attempts} + 1` };
}
