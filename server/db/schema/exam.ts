import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MissedModule, QuizAnswer } from '../../../contract/exam';
import type { Translatable } from '../../../contract/translatable';
import { formations } from './catalogue';
import { users } from './identity';

/**
 * The final exam's attempts and the certificates they earn (docs/certificates.md). Both travel in the
 * learner's `me` sync stream: `change_seq` and the tombstones come from the triggers of migration
 * 0009_exam_sync.sql, as for enrollments and lesson progress.
 */

const changeSeq = () =>
  bigint('change_seq', { mode: 'number' })
    .notNull()
    .default(sql`nextval('sync_change_seq')`);

/**
 * One graded submission. The id is the submission's Idempotency-Key (the app's outbox row id), so a
 * replay, or the same queued exam sent by two devices, lands on the same primary key and can never count
 * twice; a call without the header gets a server-made id.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    formationId: uuid('formation_id')
      .notNull()
      .references(() => formations.id, { onDelete: 'cascade' }),
    /** As submitted: question id and the index of the option chosen. */
    answers: jsonb('answers').$type<QuizAnswer[]>().notNull(),
    correctCount: smallint('correct_count').notNull(),
    questionsCount: smallint('questions_count').notNull(),
    /** Out of 10, one decimal (contract/exam.ts `scoreOf`). */
    score: doublePrecision('score').notNull(),
    /** The formation's pass mark at grading time, so a later change never rewrites an old result. */
    passMark: smallint('pass_mark').notNull(),
    passed: boolean('passed').notNull(),
    /** Review advice of the result screen, as graded (module titles at that time). */
    missedModules: jsonb('missed_modules').$type<MissedModule[]>().notNull(),
    /**
     * Which draw of the question pool this attempt answered (contract/quiz-draw.ts): the learner's n-th
     * attempt at a formation answers draw n. Null for attempts graded before draws existed.
     */
    draw: integer('draw'),
    /** When the attempt was taken: the client's time, bounded by the server (docs/exam-and-progress.md). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    changeSeq: changeSeq(),
  },
  (table) => [
    index('quiz_attempts_user_formation_idx').on(table.userId, table.formationId, table.createdAt),
    index('quiz_attempts_user_change_seq_idx').on(table.userId, table.changeSeq),
    uniqueIndex('quiz_attempts_user_formation_draw_key').on(table.userId, table.formationId, table.draw),
    check('quiz_attempts_score_check', sql`${table.score} between 0 and 10`),
  ],
);

/**
 * A certificate, issued once per learner and formation on the first passing attempt. Name and title are
 * snapshots signed with the academy's Ed25519 key (server/lib/certificates/certificate-signing.ts), so the certificate
 * stays verifiable, and unchanged, whatever happens to the account or the formation later.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey(),
    /** Public verification code: 20 symbols of Crockford base32 (100 random bits). */
    code: text('code').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the formation is deleted: the certificate itself stays valid. */
    formationId: uuid('formation_id').references(() => formations.id, { onDelete: 'set null' }),
    /** The first passing attempt. */
    attemptId: uuid('attempt_id').references(() => quizAttempts.id, { onDelete: 'set null' }),
    score: doublePrecision('score').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    holderName: text('holder_name').notNull(),
    formationTitle: jsonb('formation_title').$type<Translatable>().notNull(),
    /** Ed25519 over the canonical payload (docs/certificates.md), base64url. */
    signature: text('signature').notNull(),
    /** Which academy key signed it, so keys can be rotated without breaking old certificates. */
    keyId: text('key_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    changeSeq: changeSeq(),
  },
  (table) => [
    uniqueIndex('certificates_code_key').on(table.code),
    uniqueIndex('certificates_user_formation_key').on(table.userId, table.formationId),
    index('certificates_user_change_seq_idx').on(table.userId, table.changeSeq),
    check('certificates_score_check', sql`${table.score} between 0 and 10`),
  ],
);
