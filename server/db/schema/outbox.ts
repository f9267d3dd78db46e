import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * One row per `Idempotency-Key` the API accepted (DESIGN.md, outbox protocol). The primary key is the
 * key itself: the first request inserts a `processing` claim, so two copies arriving together can never
 * both run the write. Once the write succeeded its response is stored, and a replay within the expiry
 * answers it again. `user_id` is null for anonymous writes (contact, newsletter); no foreign key, so a
 * deleted account cannot turn a replay of its old write into a second effect.
 */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    key: uuid('key').primaryKey(),
    userId: uuid('user_id'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 (hex) of method, path and canonical JSON body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['processing', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('idempotency_records_status_check', sql`${table.status} in ('processing', 'done')`),
    index('idempotency_records_expires_at_idx').on(table.expiresAt),
    /** Each user's newest answers are kept, the older ones trimmed (README, "Limits"). */
    index('idempotency_records_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * What each learner's device last did, for the trainer view: `X-Device-Id` is a random id the app makes
 * once per browser profile. Pulls stamp `last_sync_at`; every write delivered for the first time adds one
 * to `delivered_writes` (a replayed copy does not).
 */
export const deviceSync = pgTable(
  'device_sync',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    userAgent: text('user_agent'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastWriteAt: timestamp('last_write_at', { withTimezone: true }),
    deliveredWrites: integer('delivered_writes').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceId] }), index('device_sync_last_sync_at_idx').on(table.lastSyncAt)],
);

/**
 * The trainer's devices list (`GET /api/admin/devices`) as one table, so that each of its sort orders is
 * one index walked from the cursor: a page costs the same whatever the number of learners. One row per
 * device of each holder of the client role, or one row with `device_id` '' for a learner no device has
 * reached yet; it carries only the sort keys (the page reads names and device details from `users` and
 * `device_sync`). Triggers on users, user_roles and device_sync keep it (migration 0026,
 * `learner_device_rows_refresh`); nothing else writes it.
 */
export const learnerDeviceRows = pgTable(
  'learner_device_rows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** '' for "no device yet": device ids are at least 8 characters, so it names none. */
    deviceId: text('device_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /**
     * `last_sync_at` in microseconds since 1970, -1 for never: a non-null number sorts "never" first
     * ascending and last descending, and lets the descending order be an index on its negation, so every
     * order is one row comparison from the cursor.
     */
    lastSyncKey: bigint('last_sync_key', { mode: 'number' }).notNull(),
    delivered: integer('delivered').notNull(),
  },
  (table) => {
    const byName = [table.lastName, table.firstName, table.userId, table.deviceId] as const;
    return [
      primaryKey({ columns: [table.userId, table.deviceId] }),
      index('learner_device_rows_last_sync_idx').on(table.lastSyncKey, ...byName),
      index('learner_device_rows_last_sync_desc_idx').on(sql`(-${table.lastSyncKey})`, ...byName),
      index('learner_device_rows_name_idx').on(...byName),
      index('learner_device_rows_delivered_idx').on(table.delivered, ...byName),
      index('learner_device_rows_delivered_desc_idx').on(sql`(-${table.delivered})`, ...byName),
    ];
  },
);

/**
 * Mail waiting to leave (migration 0011). A write that causes a mail inserts its job in the write's own
 * transaction; a worker sends it after the commit, with time-outs, and retries with growing pauses
 * (server/lib/jobs/mail-jobs.ts). `locked_until` is the lease of the worker sending it, longer than any send.
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: uuid('id').primaryKey(),
    message: jsonb('message').$type<StoredMailMessage>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_jobs_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} IS NULL AND ${table.failedAt} IS NULL`),
  ],
);

/** A MailMessage as JSON: attachments are text only (no mail queued today carries bytes). */
export interface StoredMailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; contentType?: string }[];
}
