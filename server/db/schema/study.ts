import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { WatchedInterval } from '../../../contract/watched-intervals';
import { formations, lessons } from './catalogue';
import { users } from './identity';

/**
 * Each learner's progress per lesson: where they are in its video and whether it is completed. Rows only
 * move forward (contract/study.ts `mergeProgress`). Mirrored to the learner's devices by the `me` sync
 * stream: `change_seq` and the tombstone come from the triggers of migration 0007_study_sync.sql.
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    /** Copied from the lesson so a formation's progress is read without a join (lock rule, manifest). */
    formationId: uuid('formation_id')
      .notNull()
      .references(() => formations.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    /**
     * When the lesson counts as completed: never earlier than its video allows after the lesson was opened
     * (server/modules/study/plausible-progress.ts), so it may lie in the future right after a report.
     */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The furthest point of the video reported watched (seconds), whatever the resume position is now. */
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    /**
     * The merged ranges of the video reported really played (contract/watched-intervals.ts); empty until an
     * app that records them reports, and then what completion by watching is judged by.
     */
    watchedIntervals: jsonb('watched_intervals').$type<WatchedInterval[]>().notNull().default([]),
    /** When the learner opened the lesson, as far as the server can believe it (migration 0012). */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    changeSeq: bigint('change_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('sync_change_seq')`),
  },
  (table) => [
    uniqueIndex('lesson_progress_user_lesson_key').on(table.userId, table.lessonId),
    index('lesson_progress_user_formation_idx').on(table.userId, table.formationId),
    index('lesson_progress_user_change_seq_idx').on(table.userId, table.changeSeq),
    // Views of a lesson's video are the learners who started it.
    index('lesson_progress_lesson_idx').on(table.lessonId),
    check('lesson_progress_position_check', sql`${table.positionSeconds} >= 0`),
  ],
);

/**
 * Course packs imported on a phone (contract/course-pack.ts): one row per import, sent by the importer's
 * outbox, so staff see how formations travel from phone to phone. The row id is the outbox row's, so a
 * replay never counts an import twice.
 */
export const packImports = pgTable(
  'pack_imports',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    formationId: uuid('formation_id')
      .notNull()
      .references(() => formations.id, { onDelete: 'cascade' }),
    /** The manifest version the pack carried. */
    version: text('version').notNull(),
    /** Bytes of the files the pack carried: data that did not travel over the network. */
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pack_imports_formation_idx').on(table.formationId), check('pack_imports_bytes_check', sql`${table.bytes} >= 0`)],
);
