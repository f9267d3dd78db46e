import * as v from 'valibot';
import { maxLength } from './text';
import { FormationSchema, LessonSchema, ModuleSchema, QuestionSchema, ReviewSchema, EnrollmentSchema } from './catalogue';
import type { ErrorCode } from './errors';
import { CertificateSchema, QuizAttemptSchema } from './exam';
import { PaymentSchema } from './payments';
import { LessonProgressSchema } from './study';

/**
 * The sync streams of DESIGN.md: `GET /api/sync/catalogue?cursor=` (public) and `GET /api/sync/me?cursor=`
 * (the signed-in learner's own rows). Each answer is one page of changed rows and deleted ids in change
 * order, plus an opaque cursor to ask for the next page. A stream whose state has not moved since the
 * client's cursor answers 304 to `If-None-Match`.
 */

export const SYNC_STREAMS = ['catalogue', 'me'] as const;
export type SyncStream = (typeof SYNC_STREAMS)[number];

/**
 * Rows per page: big enough that a first sync takes few round trips on a 400 ms link (2,000 catalogue
 * rows ≈ 130 KB compressed), small enough to apply in one short IndexedDB transaction on a phone.
 */
export const SYNC_PAGE_SIZE = 2000;
export const MAX_CURSOR_LENGTH = 200;

const code = (value: ErrorCode): ErrorCode => value;

export const SyncQuerySchema = v.object({
  cursor: v.optional(
    v.pipe(
      v.string(),
      maxLength(MAX_CURSOR_LENGTH, code('validation.too_long')),
      v.regex(/^[A-Za-z0-9_-]*$/, code('validation.invalid_value')),
    ),
  ),
});
export type SyncQuery = v.InferOutput<typeof SyncQuerySchema>;

/** Builds a stream's page schema from its entities: each has changed rows and deleted ids. */
export function syncPageOf<TEntries extends Record<string, v.GenericSchema>>(entities: TEntries) {
  const deleted = Object.fromEntries(Object.keys(entities).map((name) => [name, v.array(v.string())])) as {
    [K in keyof TEntries]: v.ArraySchema<v.StringSchema<undefined>, undefined>;
  };
  const changes = Object.fromEntries(Object.entries(entities).map(([name, schema]) => [name, v.array(schema)])) as {
    [K in keyof TEntries]: v.ArraySchema<TEntries[K], undefined>;
  };
  return v.object({
    changes: v.object(changes),
    deleted: v.object(deleted),
    /** Opaque: send it back as `?cursor=` to continue; it is also the page's ETag. */
    cursor: v.string(),
    /** More pages wait; ask again at once with the new cursor. */
    has_more: v.boolean(),
    /** The cursor belonged to another database (restored, reseeded): drop every local row of the stream first. */
    reset: v.boolean(),
  });
}

export const CATALOGUE_SYNC_ENTITIES = {
  formations: FormationSchema,
  modules: ModuleSchema,
  lessons: LessonSchema,
  questions: QuestionSchema,
  reviews: ReviewSchema,
};
export type CatalogueEntity = keyof typeof CATALOGUE_SYNC_ENTITIES;

export const CatalogueSyncPageSchema = syncPageOf(CATALOGUE_SYNC_ENTITIES);
export type CatalogueSyncPage = v.InferOutput<typeof CatalogueSyncPageSchema>;

/** The learner's own rows; later capabilities add their entities here (progress, attempts, certificates…). */
export const ME_SYNC_ENTITIES = {
  enrollments: EnrollmentSchema,
  progress: LessonProgressSchema,
  attempts: QuizAttemptSchema,
  certificates: CertificateSchema,
  payments: PaymentSchema,
};
export type MeEntity = keyof typeof ME_SYNC_ENTITIES;

export const MeSyncPageSchema = syncPageOf(ME_SYNC_ENTITIES);
export type MeSyncPage = v.InferOutput<typeof MeSyncPageSchema>;

/** A page of any stream, as the sync engine handles it without knowing the entities. */
export interface AnySyncPage {
  changes: Record<string, readonly { id: string }[]>;
  deleted: Record<string, readonly string[]>;
  cursor: string;
  has_more: boolean;
  reset: boolean;
}

/**
 * The ETag of a sync answer is its cursor, as a weak tag; the client sends it back as `If-None-Match`.
 * Weak because one cursor names several byte sequences: the page as JSON, gzip and brotli (a cached
 * first page even has two brotli encodings, server/lib/http/answer-cache.ts), and a strong tag promises the
 * same bytes. `If-None-Match` compares weakly, so a client that kept the strong form still gets its 304.
 */
export function syncEtag(cursor: string): string {
  return `W/"${cursor}"`;
}
