import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Translatable } from '../../../contract/translatable';
import { users } from './identity';

/**
 * The catalogue and the learners' enrollments.
 *
 * Sync: every row of a mirrored table carries `change_seq`, taken from one sequence by the trigger
 * `sync_touch` whenever the row really changes (migration 0004_catalogue_sync.sql), and a delete leaves a
 * tombstone. A stream's cursor is the last `change_seq` the client applied, so any writer (seed, staff
 * screens, payments, plain SQL) is synced without having to remember to log anything.
 */

export const syncChangeSeq = pgSequence('sync_change_seq');

const changeSeq = () =>
  bigint('change_seq', { mode: 'number' })
    .notNull()
    .default(sql`nextval('sync_change_seq')`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const formations = pgTable(
  'formations',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull(),
    topic: text('topic').notNull(),
    level: text('level').notNull(),
    title: jsonb('title').$type<Translatable>().notNull(),
    description: jsonb('description').$type<Translatable>().notNull(),
    priceCentimes: integer('price_centimes').notNull().default(0),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    /** Media key of the thumbnail's original under DATA_DIR/media/thumbnails. */
    thumbnail: text('thumbnail'),
    published: boolean('published').notNull().default(false),
    passMark: smallint('pass_mark').notNull().default(7),
    /** Optimistic concurrency (migration 0015): raised by one on every editor change of the row. */
    version: integer('version').notNull().default(1),
    // Counters below are kept by triggers on enrollments, reviews and modules, never by the client.
    modulesCount: integer('modules_count').notNull().default(0),
    studentsCount: integer('students_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    ratingAverage: doublePrecision('rating_average').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    changeSeq: changeSeq(),
  },
  (table) => [
    uniqueIndex('formations_slug_key').on(table.slug),
    index('formations_change_seq_idx').on(table.changeSeq),
    index('formations_published_idx').on(table.published, table.id),
    check('formations_price_check', sql`${table.priceCentimes} >= 0`),
    check('formations_level_check', sql`${table.level} in ('beginner', 'intermediate', 'advanced')`),
  ],
);

/** Axes of a formation, in order. */
export const modules = pgTable(
  'modules',
  {
    id: uuid('id').primaryKey(),
    formationId: uuid('formation_id')
      .notNull()
      .references(() => formations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: jsonb('title').$type<Translatable>().notNull(),
    /** Optimistic concurrency (migration 0015): raised by one on every editor change of the row. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    changeSeq: changeSeq(),
  },
  (table) => [index('modules_formation_idx').on(table.formationId, table.position), index('modules_change_seq_idx').on(table.changeSeq)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    formationId: uuid('formation_id')
      .notNull()
      .references(() => formations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: jsonb('title').$type<Translatable>().notNull(),
    summary: jsonb('summary').$type<Translatable>().notNull(),
    /** "About this lesson": the teaching text. */
    about: jsonb('about').$type<Translatable>().notNull(),
    /** Media key of the video under DATA_DIR/media/videos, or null for a reading lesson. */
    video: text('video'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    freePreview: boolean('free_preview').notNull().default(false),
    /** A video uploaded through the editor (table `media`); no foreign key: the uploads belong to the media module. */
    videoMediaId: uuid('video_media_id'),
    /** Optimistic concurrency (migration 0015): raised by one on every editor change of the row. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    changeSeq: changeSeq(),
  },
  (table) => [
    index('lessons_module_idx').on(table.moduleId, table.position),
    index('lessons_formation_idx').on(table.formationId),
    index('lessons_change_seq_idx').on(table.changeSeq),
  ],
);

export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey(),
    formationId: uuid('formation_id')
      .notNull()
      .references(() => formations.id, { onDelete: 'cascade' }),
    /** Null: the attachment belongs to the formation as a whole. */
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    mimeType: text('mime_type').notNull(),
    /** Path under DATA_DIR/media/attachments. */
    storageKey: text('storage_key').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('attachments_formation_idx').on(table.formationId, table.position)],
);

/** Final-quiz questions. `correct_index` never leaves the server: grading happens here. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id').primaryKey(),
    formationId: uuid('formation_id')
      .notNull()
      .references(() => formations.id, { onDelete: 'cascade' }),
    /** The module the question checks, for "review this module" advice after a failed attempt. */
    moduleId: uuid('module_id').references(() => modules.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    text: jsonb('text').$type<Translatable>().notNull(),
    options: jsonb('options').$type<Translatable[]>().notNull(),
    correctIndex: smallint('correct_index').notNull(),
    /** Shown after an attempt, in three languages; null when the editor wrote none. */
    explanation: jsonb('explanation').$type<Translatable | null>(),
    /** Optimistic concurrency (migration 0015): raised by one on every editor change of the row. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    changeSeq: changeSeq(),
  },
  (table) => [
    index('quiz_questions_formation_idx').on(table.formationId, table.position),
    index('quiz_questions_change_seq_idx').on(table.changeSeq),
    check('quiz_questions_correct_check', sql`${table.correctIndex} >= 0`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey(),
    formationId: uuid('formation_id')
      .notNull()
      .references(() => formations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Shown as written; null reads as "anonymous". */
    authorName: text('author_name'),
    rating: smallint('rating').notNull(),
    description: text('description').notNull().default(''),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    changeSeq: changeSeq(),
  },
  (table) => [
    index('reviews_formation_idx').on(table.formationId, table.createdAt),
    index('reviews_change_seq_idx').on(table.changeSeq),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    formationId: uuid('formation_id')
      .notNull()
      .references(() => formations.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('active'),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    changeSeq: changeSeq(),
  },
  (table) => [
    uniqueIndex('enrollments_user_formation_key').on(table.userId, table.formationId),
    index('enrollments_formation_idx').on(table.formationId, table.status),
    index('enrollments_user_change_seq_idx').on(table.userId, table.changeSeq),
    // The staff dashboard counts this month's enrolments.
    index('enrollments_enrolled_at_idx').on(table.enrolledAt),
    check('enrollments_status_check', sql`${table.status} in ('active', 'pending', 'revoked')`),
  ],
);

/**
 * One row per formation, visitor and day, so a view counts once per visitor per day. The visitor is
 * the user id or a salted hash of address and browser: no raw IP address is stored.
 */
export const formationViews = pgTable(
  'formation_views',
  {
    formationId: uuid('formation_id')
      .notNull()
      .references(() => formations.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.formationId, table.day, table.visitor] }), index('formation_views_day_idx').on(table.day)],
);

/** What was deleted from a mirrored table, so clients can delete it too. Written by `sync_tombstone`. */
export const syncTombstones = pgTable(
  'sync_tombstones',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    stream: text('stream').notNull(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    /** Owner of the row for per-user streams (`me`); null for the public catalogue. */
    userId: uuid('user_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sync_tombstones_stream_idx').on(table.stream, table.seq),
    index('sync_tombstones_user_idx').on(table.userId, table.seq),
  ],
);
