import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MediaKind, MediaState, RenditionName } from '../../../contract/media-library';

/** A made rendition as stored: its media-storage key (`renditions/<id>/low.mp4`), size and type. */
export interface StoredRendition {
  key: string;
  size: number;
  mimeType: string;
}

/**
 * Staff uploads: one row per finished tus upload whose bytes passed the magic-byte check. The
 * id is the upload's id and the lesson's video key; the original stays at `originalKey` for good.
 */
export const media = pgTable('media', {
  id: uuid('id').primaryKey(),
  kind: text('kind').$type<MediaKind>().notNull(),
  /** Media-storage key of the original (`videos/<id>.mp4`, `audio/<id>.m4a`). */
  originalKey: text('original_key').notNull(),
  fileName: text('file_name').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  mimeType: text('mime_type').notNull(),
  state: text('state').$type<MediaState>().notNull(),
  renditions: jsonb('renditions').$type<Partial<Record<RenditionName, StoredRendition>>>().notNull().default({}),
  posterKey: text('poster_key'),
  /** 0..1 of the transcoding under way. */
  progress: real('progress').notNull().default(0),
  /**
   * 0..1 of each rendition being made (ffmpeg's `out_time_us` against the input's length), for the editor
   * to show per rendition; each made rendition is 1 once ready, empty before and after a failed attempt.
   */
  renditionProgress: jsonb('rendition_progress').$type<Partial<Record<RenditionName, number>>>().notNull().default({}),
  durationSeconds: real('duration_seconds'),
  error: text('error'),
  uploadedBy: uuid('uploaded_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Transcoding jobs, claimed with FOR UPDATE SKIP LOCKED under a lease the worker renews while ffmpeg
 * reports progress: a server that dies mid-job leaves a lease that lapses, and the next worker takes the
 * job again. Kept apart from mail_jobs: a send is short and batched, a transcode is long and renews its lease.
 */
export const mediaJobs = pgTable(
  'media_jobs',
  {
    id: uuid('id').primaryKey(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('media_jobs_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.doneAt} IS NULL AND ${table.failedAt} IS NULL`),
  ],
);
