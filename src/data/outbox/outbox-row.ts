import type { Dexie, Table } from 'dexie';
import type { ErrorCode } from '../../../contract/errors';
import type { OutboxKind } from '../../../contract/outbox';

/**
 * One replayable write waiting on this device (DESIGN.md, outbox protocol). The row id is also the
 * request's Idempotency-Key, so however often it is sent, the server applies it once.
 */
export type OutboxStatus = 'pending' | 'sending' | 'rejected' | 'done';

export interface OutboxFile {
  /** Form field name the server reads the file from. */
  field: string;
  blob: Blob;
  filename: string;
}

export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under /api, without a leading slash (`contact`, `formations/…/quiz/attempts`). */
  path: string;
  /** Sent as JSON, or as the non-file fields of a multipart body when `files` is not empty. */
  body: unknown;
  files: OutboxFile[];
}

export interface OutboxRow {
  /** UUIDv7: creation order, and the Idempotency-Key. */
  id: string;
  kind: OutboxKind;
  request: OutboxRequest;
  /** ISO time of the user's action. */
  created_at: string;
  /** Sends that went out so far (none while the device is offline), the one under way included. */
  attempts: number;
  /**
   * Failed sends since the back-off last started over (network-backoff.ts): what the next delay grows
   * from. Absent on rows written before it existed, which count `attempts` instead.
   */
  failures?: number;
  /** Epoch ms before which the row is not sent again (back-off); 0 = at once. */
  next_attempt_at: number;
  status: OutboxStatus;
  /** Problem code of the last failure (a rejection's reason, or the last retryable error). */
  last_error: ErrorCode | null;
  /**
   * What the write is about (`formation:<id>`, `contact`…): rows of one resource are replayed in creation
   * order, rows of different resources independently, so a stuck upload never holds back progress.
   * Rows written before resources existed have none and share one queue, in their old global order.
   */
  resource?: string;
  /** The owner; null in the anonymous outbox (a visitor's contact or newsletter form). */
  user_id: string | null;
  /** Which runner holds a `sending` row and since when (epoch ms), so a crashed one's rows are reclaimed. */
  claimed_by: string | null;
  claimed_at: number | null;
}

/** Rows written before resources existed keep one shared queue. */
export const LEGACY_RESOURCE = 'outbox';

export function resourceOf(row: OutboxRow): string {
  return row.resource ?? LEGACY_RESOURCE;
}

/** Facts about the outbox of one database, kept beside it so screens read them with live queries. */
export interface OutboxStateRow {
  key: 'last_push';
  /** ISO time of the last write the server acknowledged from this device. */
  at: string;
}

/**
 * Stores added to a database that carries an outbox (the learner's private one, the anonymous one).
 * Rows are replayed in id order; `status` serves the counts and the sync page.
 */
export const OUTBOX_STORES = {
  outbox: 'id, status, kind',
  outbox_state: 'key',
} as const;

/** Any Dexie database holding the outbox stores. */
export interface OutboxDatabase extends Dexie {
  outbox: Table<OutboxRow, string>;
  outbox_state: Table<OutboxStateRow, string>;
}

/** Rows that have not reached the server: still to send, or refused and waiting for the learner. */
export const UNDELIVERED: readonly OutboxStatus[] = ['pending', 'sending', 'rejected'];
/** Rows the replay will still send by itself. */
export const QUEUED: readonly OutboxStatus[] = ['pending', 'sending'];
