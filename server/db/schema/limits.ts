import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every rate limit of the server (server/lib/http/rate-limiter.ts): one row per counted key, updated by one
 * atomic upsert, so limits hold across restarts, parallel requests and several servers on one database.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** `<limit name>:<who>`, e.g. `login:account:a@b.ma`. */
    key: text('key').primaryKey(),
    /** Hits counted in the current window. */
    hits: integer('hits').notNull(),
    /** When the current window began (a new key, or the old window ran out). */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Earliest moment the next hit is let through (growing delays), else the last hit's time. */
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
    /** When the counter forgets: a hit after this starts a new window. */
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_window_ends_at_idx').on(table.windowEndsAt)],
);
