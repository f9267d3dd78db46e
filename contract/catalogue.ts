import * as v from 'valibot';
import { CURRENCY } from './constants';
import type { ErrorCode } from './errors';
import { pageOf, PageQuerySchema } from './pagination';
import { nulFree, maxLength } from './text';
import { TranslatableSchema } from './translatable';
import { UUID_PATTERN } from './uuid';
import { ENROLLMENT_STATUSES, LEVELS, MAX_CATALOGUE_SEARCH_LENGTH, TOPICS } from './catalogue-terms';

/**
 * The public catalogue as it travels (REST lists, detail and the catalogue sync stream) and as the
 * app keeps it in IndexedDB: one shape for all three, no mapping layer.
 */

const code = (value: ErrorCode): ErrorCode => value;

export {
  COURSES_PER_PAGE,
  ENROLLMENT_STATUSES,
  isFree,
  LEVELS,
  MAX_CATALOGUE_SEARCH_LENGTH,
  TOPICS,
  type EnrollmentStatus,
  type Level,
  type Topic,
} from './catalogue-terms';

export const UuidSchema = v.pipe(v.string(), v.regex(UUID_PATTERN, code('validation.invalid_value')));

export const FormationIdParamsSchema = v.object({ id: UuidSchema });
export const EnrollmentParamsSchema = v.object({ formation_id: UuidSchema });

export const FormationListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  q: v.optional(v.pipe(v.string(), nulFree(), v.trim(), maxLength(MAX_CATALOGUE_SEARCH_LENGTH, code('validation.too_long')))),
  topic: v.optional(v.picklist(TOPICS, code('validation.invalid_value'))),
  level: v.optional(v.picklist(LEVELS, code('validation.invalid_value'))),
});
export type FormationListQuery = v.InferOutput<typeof FormationListQuerySchema>;

export const ReviewListQuerySchema = PageQuerySchema;

/** A formation as listed and mirrored. Counters are the server's; the app never computes them. */
export const FormationSchema = v.object({
  id: v.string(),
  slug: v.string(),
  topic: v.picklist(TOPICS),
  level: v.picklist(LEVELS),
  title: TranslatableSchema,
  description: TranslatableSchema,
  /** Integer centimes of `currency`; 0 is a free formation. */
  price_centimes: v.number(),
  currency: v.literal(CURRENCY),
  duration_minutes: v.number(),
  /** Media key of the thumbnail; `thumbnailUrl()` turns it into a width-limited WebP URL. */
  thumbnail: v.nullable(v.string()),
  pass_mark: v.number(),
  modules_count: v.number(),
  students_count: v.number(),
  views_count: v.number(),
  /** Mean of the published reviews, two decimals; 0 when there is none. */
  rating_average: v.number(),
  reviews_count: v.number(),
  updated_at: v.string(),
});
export type Formation = v.InferOutput<typeof FormationSchema>;

export const ModuleSchema = v.object({
  id: v.string(),
  formation_id: v.string(),
  position: v.number(),
  title: TranslatableSchema,
  updated_at: v.string(),
});
export type Module = v.InferOutput<typeof ModuleSchema>;

/** The catalogue's view of a lesson; its teaching text and media come with the study pack. */
export const LessonSchema = v.object({
  id: v.string(),
  module_id: v.string(),
  formation_id: v.string(),
  position: v.number(),
  title: TranslatableSchema,
  duration_seconds: v.number(),
  free_preview: v.boolean(),
  has_video: v.boolean(),
  updated_at: v.string(),
});
export type Lesson = v.InferOutput<typeof LessonSchema>;

/** A final-quiz question as the app sees it: never the answer, grading stays on the server. */
export const QuestionSchema = v.object({
  id: v.string(),
  formation_id: v.string(),
  module_id: v.nullable(v.string()),
  position: v.number(),
  text: TranslatableSchema,
  options: v.array(TranslatableSchema),
  updated_at: v.string(),
});
export type Question = v.InferOutput<typeof QuestionSchema>;

export const ReviewSchema = v.object({
  id: v.string(),
  formation_id: v.string(),
  rating: v.number(),
  description: v.string(),
  /** Null reads as "anonymous" (SPEC §3). */
  author_name: v.nullable(v.string()),
  created_at: v.string(),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

export const FormationPageSchema = pageOf(FormationSchema);
export type FormationPage = v.InferOutput<typeof FormationPageSchema>;

export const ReviewPageSchema = pageOf(ReviewSchema);
export type ReviewPage = v.InferOutput<typeof ReviewPageSchema>;

export const ReviewsSummarySchema = v.object({
  average: v.number(),
  count: v.number(),
  /** Published reviews per star, index 0 = one star. */
  distribution: v.tuple([v.number(), v.number(), v.number(), v.number(), v.number()]),
});
export type ReviewsSummary = v.InferOutput<typeof ReviewsSummarySchema>;

export const FormationDetailSchema = v.object({
  ...FormationSchema.entries,
  modules: v.array(v.object({ ...ModuleSchema.entries, lessons: v.array(LessonSchema) })),
  reviews_summary: ReviewsSummarySchema,
});
export type FormationDetail = v.InferOutput<typeof FormationDetailSchema>;

export const EnrollmentSchema = v.object({
  id: v.string(),
  formation_id: v.string(),
  status: v.picklist(ENROLLMENT_STATUSES),
  enrolled_at: v.string(),
  updated_at: v.string(),
});
export type Enrollment = v.InferOutput<typeof EnrollmentSchema>;

/** GET /api/enrollments/{formation_id}: enrolled or not (SPEC §4). */
export const EnrollmentStatusSchema = v.object({
  enrolled: v.boolean(),
  enrollment: v.nullable(EnrollmentSchema),
});
export type EnrollmentStatusResponse = v.InferOutput<typeof EnrollmentStatusSchema>;

export const EnrollmentCreateSchema = v.object({
  formation_id: v.pipe(v.string(code('validation.field_required')), v.regex(UUID_PATTERN, code('validation.invalid_value'))),
});
export type EnrollmentCreateInput = v.InferInput<typeof EnrollmentCreateSchema>;
