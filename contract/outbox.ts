import * as v from 'valibot';
import type { ErrorCode } from './errors';
import { keysetPageOf, PageQuerySchema } from './pagination';
import { UUID_PATTERN } from './uuid';

/**
 * The outbox protocol of DESIGN.md as the app, the service worker and the server share it: the kinds of
 * replayable writes, the headers that make a replay harmless, the retry policy, and the trainer's view of
 * each learner's devices (`GET /api/admin/devices`).
 */

/**
 * Every kind of write the outbox carries. A later capability adds its enqueue function in src/data/outbox
 * and, if its kind is new, one entry here (the sync page shows the kind's translated label).
 */
export const OUTBOX_KINDS = [
  'contact',
  'support',
  'newsletter',
  'enrollment',
  'lesson-progress',
  'quiz-submission',
  'rating',
  'receipt-upload',
  'pack-import',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** The key of one write: the outbox row id (a UUID), the same on every retry. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that repeats a stored response instead of running the write again. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** A random id the app creates once per browser profile, so trainers see each device's last sync. */
export const DEVICE_ID_HEADER = 'X-Device-Id';

/** How long the server keeps a write's response for replays (DESIGN.md: 7 days). */
export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Statuses a replay treats as "try again later"; every other 4xx is a refusal the learner must see. */
export const RETRYABLE_STATUSES: readonly number[] = [408, 425, 429];

/** 409 with this code means "the first copy of this write is still running": retried, never rejected. */
export const IN_PROGRESS_CODE: ErrorCode = 'idempotency.in_progress';

/** Device ids are client-made, so the server accepts only a short, plain token. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

const code = (value: ErrorCode): ErrorCode => value;

export const DEVICE_SORTS = ['last_sync', '-last_sync', 'name', '-name', 'delivered', '-delivered'] as const;
export type DeviceSort = (typeof DEVICE_SORTS)[number];

/**
 * A row of the devices list names itself for keyset paging: the learner's id, then `.` and the device id
 * (device ids never hold a dot), or the learner's id alone for a learner without a device yet.
 */
export const DEVICE_CURSOR_PATTERN = new RegExp(`${UUID_PATTERN.source.slice(0, -1)}(\\.[A-Za-z0-9_-]{8,64})?$`);

export function deviceCursor(row: { user_id: string; device_id: string | null }): string {
  return row.device_id ? `${row.user_id}.${row.device_id}` : row.user_id;
}

/**
 * Default order puts the learners who have gone longest without syncing (or never synced) first. `after`
 * (a page's `meta.next`) gives the rows that follow that row in the same order, at the same cost on any
 * page; without it `page` counts from the start.
 */
export const DeviceListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  sort: v.optional(v.picklist(DEVICE_SORTS, code('validation.invalid_value')), 'last_sync'),
  after: v.optional(v.pipe(v.string(), v.regex(DEVICE_CURSOR_PATTERN, code('validation.invalid_value')))),
});
export type DeviceListQuery = v.InferOutput<typeof DeviceListQuerySchema>;

/** One learner's device, or the learner alone (device fields null) when no device has reached the server yet. */
export const LearnerDeviceSchema = v.object({
  user_id: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  device_id: v.nullable(v.string()),
  /** The browser's user agent at its last contact, so a trainer can tell a phone from a laptop. */
  user_agent: v.nullable(v.string()),
  /** Last successful pull of a sync stream. */
  last_sync_at: v.nullable(v.string()),
  /** Last write delivered through the outbox. */
  last_write_at: v.nullable(v.string()),
  delivered_writes: v.number(),
});
export type LearnerDevice = v.InferOutput<typeof LearnerDeviceSchema>;

export const LearnerDevicePageSchema = keysetPageOf(LearnerDeviceSchema);
export type LearnerDevicePage = v.InferOutput<typeof LearnerDevicePageSchema>;
