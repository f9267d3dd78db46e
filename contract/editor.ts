import * as v from 'valibot';
import { maxLength, minLength } from './text';
import { API_BASE, LANGUAGES, QUIZ_MAX_SCORE, type Language } from './constants';
import { FormationSchema, LEVELS, TOPICS } from './catalogue';
import type { ErrorCode } from './errors';
import { pageOf, PageQuerySchema } from './pagination';
import { TranslatableSchema, type Translatable } from './translatable';
import { UUID_PATTERN } from './uuid';

/**
 * The staff catalogue editor: formations, modules, lessons, attachments and quiz questions as
 * agents and admins read and write them under /api/admin/…, and the staff dashboard's figures.
 *
 * The admin shapes extend the public ones of contract/catalogue.ts (same snake_case names, same
 * `Translatable` texts); they add what only staff see: draft status, the version used for optimistic
 * concurrency, the lesson's teaching texts, the quiz answer. Each check's message is an error code, so the
 * editor's forms and the server refuse the same input with the same words.
 *
 * Optimistic concurrency: formations, modules, lessons and questions each carry `version`, an integer the
 * server raises by one on every change of that row. A PATCH names the version it was made from; an older
 * one is refused with 409 `editor.version_conflict` and the row as it is now (`VersionConflictSchema`).
 */

const code = (value: ErrorCode): ErrorCode => value;

export const FORMATION_STATUSES = ['draft', 'published'] as const;
export type FormationStatus = (typeof FORMATION_STATUSES)[number];

export const QUESTION_OPTIONS = { min: 2, max: 6 } as const;
export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 10_000;
export const SUMMARY_MAX_LENGTH = 1000;
export const ABOUT_MAX_LENGTH = 20_000;
export const QUESTION_TEXT_MAX_LENGTH = 1000;
export const OPTION_MAX_LENGTH = 500;
export const EXPLANATION_MAX_LENGTH = 2000;
/** Highest price an agent may type, in centimes (1 000 000 MAD): above is a typing slip. */
export const PRICE_MAX_CENTIMES = 100_000_000;
export const DURATION_MAX_MINUTES = 100_000;
export const LESSON_DURATION_MAX_SECONDS = 24 * 3600;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 100;
export const REORDER_MAX_IDS = 500;

/** Lesson attachments (SPEC: PDF, images, audio), checked by their first bytes, not by their name. */
export const ATTACHMENT_MIME_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
  'audio/wav',
  'audio/x-wav',
  'audio/x-m4a',
  'audio/opus',
  'audio/aac',
] as const;
/** Over the limit the upload is cut and refused with 413 `http.payload_too_large`. */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** Thumbnail originals; the server makes the WebP widths of THUMBNAIL_WIDTHS from them. */
export const THUMBNAIL_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const THUMBNAIL_MAX_BYTES = 10 * 1024 * 1024;
/** Multipart field names. */
export const ATTACHMENT_FIELD = 'file';
export const THUMBNAIL_FIELD = 'file';

// ---------------------------------------------------------------------------------------------------------
// Translatable input

const textOf = (max: number) =>
  v.pipe(
    v.string(code('validation.invalid_value')),
    v.check((value) => !value.includes('\u0000'), code('validation.invalid_characters')),
    v.trim(),
    maxLength(max, code('validation.too_long')),
  );

/** A text in the three languages; any may be empty while a draft is written. */
export const translatableInput = (max: number) => v.object({ ar: textOf(max), fr: textOf(max), en: textOf(max) });

export function isBlank(text: Translatable): boolean {
  return LANGUAGES.every((language) => text[language].trim() === '');
}

/** A title: refused with `editor.title_required` when empty in every language. */
const titleInput = v.pipe(
  translatableInput(TITLE_MAX_LENGTH),
  v.check((value) => !isBlank(value), code('editor.title_required')),
);

/** The texts one must fill in a language before a formation is published, and optional ones. */
export function missingIn(text: Translatable, required: boolean): Language[] {
  if (!required && isBlank(text)) return [];
  return LANGUAGES.filter((language) => text[language].trim() === '');
}

const uuid = v.pipe(v.string(code('validation.field_required')), v.regex(UUID_PATTERN, code('validation.invalid_value')));
const integerIn = (min: number, max: number, minCode: ErrorCode = 'validation.invalid_value') =>
  v.pipe(
    v.number(code('validation.invalid_value')),
    v.integer(code('validation.invalid_value')),
    v.minValue(min, minCode),
    v.maxValue(max, code('validation.invalid_value')),
  );
const versionInput = v.pipe(
  v.number(code('validation.field_required')),
  v.integer(code('validation.invalid_value')),
  v.minValue(1, code('validation.invalid_value')),
);

// ---------------------------------------------------------------------------------------------------------
// Wire shapes (answers)

/** Per language: whether every text publishing needs is written, and the paths of the ones that are not. */
export const LanguageCompletenessSchema = v.object({
  complete: v.boolean(),
  /** Dot paths: `title`, `modules.<id>.title`, `lessons.<id>.about`, `questions.<id>.options.2`… */
  missing: v.array(v.string()),
});
export const CompletenessSchema = v.object({
  ar: LanguageCompletenessSchema,
  fr: LanguageCompletenessSchema,
  en: LanguageCompletenessSchema,
});
export type Completeness = v.InferOutput<typeof CompletenessSchema>;

/** A formation as staff see it: the public fields plus status, version and completeness. */
export const AdminFormationSchema = v.object({
  ...FormationSchema.entries,
  status: v.picklist(FORMATION_STATUSES),
  version: v.number(),
  completeness: CompletenessSchema,
  lessons_count: v.number(),
  questions_count: v.number(),
  created_at: v.string(),
});
export type AdminFormation = v.InferOutput<typeof AdminFormationSchema>;

export const AdminFormationPageSchema = pageOf(AdminFormationSchema);
export type AdminFormationPage = v.InferOutput<typeof AdminFormationPageSchema>;

/** GET /api/admin/formations */
export const AdminFormationListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  q: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => !value.includes('\u0000'), code('validation.invalid_characters')),
      v.trim(),
      maxLength(100, code('validation.too_long')),
    ),
  ),
  status: v.optional(v.picklist(FORMATION_STATUSES, code('validation.invalid_value'))),
});
export type AdminFormationListQuery = v.InferOutput<typeof AdminFormationListQuerySchema>;

export const AttachmentSchema = v.object({
  id: v.string(),
  lesson_id: v.nullable(v.string()),
  file_name: v.string(),
  size_bytes: v.number(),
  mime_type: v.string(),
  position: v.number(),
  /** `/api/media/attachments/{id}`: staff open it with their bearer token; learners get it with the study pack. */
  url: v.string(),
  created_at: v.string(),
});
export type Attachment = v.InferOutput<typeof AttachmentSchema>;

export const AdminLessonSchema = v.object({
  id: v.string(),
  module_id: v.string(),
  formation_id: v.string(),
  position: v.number(),
  title: TranslatableSchema,
  summary: TranslatableSchema,
  /** "About this lesson": the teaching text. */
  about: TranslatableSchema,
  free_preview: v.boolean(),
  duration_seconds: v.number(),
  /** Id of a video uploaded through /api/admin/uploads, or null for a reading lesson. */
  video_media_id: v.nullable(v.string()),
  /** True when the lesson has a video learners can watch (an uploaded one or a seeded media key). */
  has_video: v.boolean(),
  attachments: v.array(AttachmentSchema),
  version: v.number(),
  updated_at: v.string(),
});
export type AdminLesson = v.InferOutput<typeof AdminLessonSchema>;

export const AdminModuleSchema = v.object({
  id: v.string(),
  formation_id: v.string(),
  position: v.number(),
  title: TranslatableSchema,
  version: v.number(),
  updated_at: v.string(),
  lessons: v.array(AdminLessonSchema),
});
export type AdminModule = v.InferOutput<typeof AdminModuleSchema>;

/** GET /api/admin/formations/{id}: the formation with its modules and their lessons, in order. */
export const AdminFormationDetailSchema = v.object({
  ...AdminFormationSchema.entries,
  modules: v.array(AdminModuleSchema),
  /** Attachments of the formation as a whole (`lesson_id` null), e.g. from the seed; lesson ones are on their lesson. */
  attachments: v.array(AttachmentSchema),
});
export type AdminFormationDetail = v.InferOutput<typeof AdminFormationDetailSchema>;

/** A quiz question with its answer: staff only. */
export const AdminQuestionSchema = v.object({
  id: v.string(),
  formation_id: v.string(),
  module_id: v.nullable(v.string()),
  position: v.number(),
  text: TranslatableSchema,
  options: v.array(TranslatableSchema),
  correct_index: v.number(),
  explanation: v.nullable(TranslatableSchema),
  version: v.number(),
  updated_at: v.string(),
});
export type AdminQuestion = v.InferOutput<typeof AdminQuestionSchema>;

export const AdminQuestionListSchema = v.object({ data: v.array(AdminQuestionSchema) });
export type AdminQuestionList = v.InferOutput<typeof AdminQuestionListSchema>;

/**
 * 409 `editor.version_conflict`: a problem+json whose `current` is the row as it is now (an
 * AdminFormation without modules, an AdminModule, AdminLesson or AdminQuestion) and `version` its version.
 */
export const VersionConflictSchema = v.object({
  type: v.string(),
  title: v.string(),
  status: v.literal(409),
  code: v.literal('editor.version_conflict'),
  version: v.number(),
  current: v.record(v.string(), v.unknown()),
});
export type VersionConflict = v.InferOutput<typeof VersionConflictSchema>;

/** What stops a formation from being published (422 `editor.publish_incomplete`, member `missing`). */
export const PublishMissingSchema = v.object({
  /** Each text left empty, per language: `{ language: 'fr', field: 'lessons.<id>.title' }`. */
  translations: v.array(v.object({ language: v.picklist(LANGUAGES), field: v.string() })),
  no_lesson: v.boolean(),
  no_question: v.boolean(),
});
export type PublishMissing = v.InferOutput<typeof PublishMissingSchema>;

export const PublishRefusalSchema = v.object({
  type: v.string(),
  title: v.string(),
  status: v.literal(422),
  code: v.literal('editor.publish_incomplete'),
  missing: PublishMissingSchema,
});
export type PublishRefusal = v.InferOutput<typeof PublishRefusalSchema>;

/** GET /api/admin/stats: the staff dashboard home, real figures. Months are calendar months in UTC. */
export const StaffStatsSchema = v.object({
  /** Accounts with the client role. */
  learners: v.number(),
  enrollments_this_month: v.number(),
  /** Payments waiting for staff (bank transfers to verify); 0 until payments exist. */
  pending_payments: v.number(),
  /** Contact and support messages nobody has handled yet. */
  unread_messages: v.number(),
  certificates_this_month: v.number(),
  /** Formations by completion rate, highest first: certified learners over active enrollments. */
  formations: v.array(
    v.object({
      id: v.string(),
      title: TranslatableSchema,
      status: v.picklist(FORMATION_STATUSES),
      enrolled: v.number(),
      completed: v.number(),
      /** completed / enrolled, 0..1; 0 when nobody is enrolled. */
      completion_rate: v.number(),
      /** Course packs of this formation imported on phones (shared phone to phone), all time. */
      pack_imports: v.number(),
    }),
  ),
  /** Course packs imported on phones this month, all formations. */
  pack_imports_this_month: v.number(),
  generated_at: v.string(),
});
export type StaffStats = v.InferOutput<typeof StaffStatsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Inputs

const formationFields = {
  title: titleInput,
  description: translatableInput(DESCRIPTION_MAX_LENGTH),
  topic: v.picklist(TOPICS, code('validation.invalid_value')),
  level: v.picklist(LEVELS, code('validation.invalid_value')),
  price_centimes: integerIn(0, PRICE_MAX_CENTIMES, 'editor.price_negative'),
  duration_minutes: integerIn(0, DURATION_MAX_MINUTES),
  pass_mark: integerIn(0, QUIZ_MAX_SCORE),
  slug: v.pipe(
    v.string(code('validation.invalid_value')),
    v.trim(),
    v.toLowerCase(),
    maxLength(SLUG_MAX_LENGTH, code('validation.too_long')),
    v.regex(SLUG_PATTERN, code('validation.invalid_value')),
  ),
};

/** POST /api/admin/formations: a new draft. Without a slug the server makes one from the title. */
export const FormationCreateSchema = v.object({
  title: formationFields.title,
  description: v.optional(formationFields.description, { ar: '', fr: '', en: '' }),
  topic: formationFields.topic,
  level: formationFields.level,
  price_centimes: v.optional(formationFields.price_centimes, 0),
  duration_minutes: v.optional(formationFields.duration_minutes, 0),
  pass_mark: v.optional(formationFields.pass_mark, 7),
  slug: v.optional(formationFields.slug),
});
export type FormationCreateInput = v.InferInput<typeof FormationCreateSchema>;

/** PATCH /api/admin/formations/{id}: the fields to change and the version they were edited from. */
export const FormationPatchSchema = v.object({
  version: versionInput,
  title: v.optional(formationFields.title),
  description: v.optional(formationFields.description),
  topic: v.optional(formationFields.topic),
  level: v.optional(formationFields.level),
  price_centimes: v.optional(formationFields.price_centimes),
  duration_minutes: v.optional(formationFields.duration_minutes),
  pass_mark: v.optional(formationFields.pass_mark),
  slug: v.optional(formationFields.slug),
});
export type FormationPatchInput = v.InferInput<typeof FormationPatchSchema>;

/**
 * POST …/publish and …/unpublish (and the `version` field of the thumbnail's multipart body) may name the
 * version they act on; without it the current one is used. Send `{}` when there is none: an empty body
 * with Content-Type application/json is a 400 from the JSON parser.
 */
export const StatusChangeSchema = v.object({ version: v.optional(versionInput) });
export type StatusChangeInput = v.InferInput<typeof StatusChangeSchema>;

export const ModuleCreateSchema = v.object({ title: titleInput });
export type ModuleCreateInput = v.InferInput<typeof ModuleCreateSchema>;

export const ModulePatchSchema = v.object({ version: versionInput, title: v.optional(titleInput) });
export type ModulePatchInput = v.InferInput<typeof ModulePatchSchema>;

const lessonFields = {
  title: titleInput,
  summary: translatableInput(SUMMARY_MAX_LENGTH),
  about: translatableInput(ABOUT_MAX_LENGTH),
  free_preview: v.boolean(code('validation.invalid_value')),
  duration_seconds: integerIn(0, LESSON_DURATION_MAX_SECONDS),
  video_media_id: v.nullable(uuid),
};

const emptyText = (): Translatable => ({ ar: '', fr: '', en: '' });

/** POST …/modules/{moduleId}/lessons: appended at the end of the module. */
export const LessonCreateSchema = v.object({
  title: lessonFields.title,
  summary: v.optional(lessonFields.summary, emptyText),
  about: v.optional(lessonFields.about, emptyText),
  free_preview: v.optional(lessonFields.free_preview, false),
  duration_seconds: v.optional(lessonFields.duration_seconds, 0),
  video_media_id: v.optional(lessonFields.video_media_id, null),
});
export type LessonCreateInput = v.InferInput<typeof LessonCreateSchema>;

/** PATCH …/lessons/{lessonId}; `module_id` (another module of the same formation) moves it to that module's end. */
export const LessonPatchSchema = v.object({
  version: versionInput,
  title: v.optional(lessonFields.title),
  summary: v.optional(lessonFields.summary),
  about: v.optional(lessonFields.about),
  free_preview: v.optional(lessonFields.free_preview),
  duration_seconds: v.optional(lessonFields.duration_seconds),
  video_media_id: v.optional(lessonFields.video_media_id),
  module_id: v.optional(uuid),
});
export type LessonPatchInput = v.InferInput<typeof LessonPatchSchema>;

const optionsInput = v.pipe(
  v.array(translatableInput(OPTION_MAX_LENGTH), code('editor.question_options_count')),
  minLength(QUESTION_OPTIONS.min, code('editor.question_options_count')),
  maxLength(QUESTION_OPTIONS.max, code('editor.question_options_count')),
  v.check((options) => options.every((option) => !isBlank(option)), code('editor.question_option_empty')),
);

/**
 * Exactly one correct option, named by its index. No index (null or absent), an index out of range or
 * several indexes (an array) are all "not exactly one correct option": `editor.question_one_correct`.
 */
const correctIndexInput = v.custom<number>(
  (value) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < QUESTION_OPTIONS.max,
  code('editor.question_one_correct'),
);

const questionFields = {
  text: v.pipe(
    translatableInput(QUESTION_TEXT_MAX_LENGTH),
    v.check((value) => !isBlank(value), code('editor.question_text_required')),
  ),
  options: optionsInput,
  correct_index: correctIndexInput,
  explanation: v.nullable(translatableInput(EXPLANATION_MAX_LENGTH)),
  module_id: v.nullable(uuid),
};

/** The correct index names one of the options sent with it (when both are sent). */
const correctInRange = (input: { options?: unknown[] | undefined; correct_index?: number | undefined }) =>
  input.options === undefined || input.correct_index === undefined || input.correct_index < input.options.length;

/** POST …/questions: appended at the end of the quiz. */
export const QuestionCreateSchema = v.pipe(
  v.object({
    text: questionFields.text,
    options: questionFields.options,
    // Optional here only so that "no correct option" gets its own code from the check below.
    correct_index: v.optional(correctIndexInput),
    explanation: v.optional(questionFields.explanation, null),
    module_id: v.optional(questionFields.module_id, null),
  }),
  v.forward(
    v.partialCheck(
      [['options'], ['correct_index']],
      (input) => input.correct_index !== undefined && correctInRange(input),
      code('editor.question_one_correct'),
    ),
    ['correct_index'],
  ),
);
export type QuestionCreateInput = v.InferInput<typeof QuestionCreateSchema>;

/**
 * PATCH …/questions/{questionId}. When only `options` or only `correct_index` is sent, the server checks the
 * pair against the stored other half (the same code, on the same field).
 */
export const QuestionPatchSchema = v.pipe(
  v.object({
    version: versionInput,
    text: v.optional(questionFields.text),
    options: v.optional(questionFields.options),
    correct_index: v.optional(correctIndexInput),
    explanation: v.optional(questionFields.explanation),
    module_id: v.optional(questionFields.module_id),
  }),
  v.forward(v.partialCheck([['options'], ['correct_index']], correctInRange, code('editor.question_one_correct')), ['correct_index']),
);
export type QuestionPatchInput = v.InferInput<typeof QuestionPatchSchema>;

/**
 * PUT …/order: every id of the container exactly once, in the new order. Missing, repeated or foreign ids
 * (another formation's, another module's) are refused with `editor.reorder_mismatch` and nothing moves.
 */
export const ReorderSchema = v.object({
  ids: v.pipe(
    v.array(uuid, code('validation.invalid_value')),
    maxLength(REORDER_MAX_IDS, code('validation.too_long')),
    v.check((ids) => new Set(ids).size === ids.length, code('editor.reorder_mismatch')),
  ),
});
export type ReorderInput = v.InferInput<typeof ReorderSchema>;

export const FormationParamsSchema = v.object({ id: uuid });
export const ModuleParamsSchema = v.object({ id: uuid, moduleId: uuid });
export const LessonParamsSchema = v.object({ id: uuid, moduleId: uuid, lessonId: uuid });
export const AttachmentParamsSchema = v.object({ id: uuid, moduleId: uuid, lessonId: uuid, attachmentId: uuid });
export const QuestionParamsSchema = v.object({ id: uuid, questionId: uuid });

// ---------------------------------------------------------------------------------------------------------
// Completeness (shared by the editor's marks and the server's publish check)

export interface CompletenessInput {
  title: Translatable;
  description: Translatable;
  modules: {
    id: string;
    title: Translatable;
    lessons: { id: string; title: Translatable; summary: Translatable; about: Translatable }[];
  }[];
  questions: { id: string; text: Translatable; options: Translatable[]; explanation: Translatable | null }[];
}

/**
 * Which texts are missing per language. Required: titles, the description, question texts and options.
 * Optional texts (lesson summary and about, explanations) count only once written in some language: then
 * every language needs them, so no learner meets a blank where another reads a paragraph.
 */
export function completenessOf(input: CompletenessInput): Completeness {
  const missing: Record<Language, string[]> = { ar: [], fr: [], en: [] };
  const add = (text: Translatable, field: string, required: boolean) => {
    for (const language of missingIn(text, required)) missing[language].push(field);
  };
  add(input.title, 'title', true);
  add(input.description, 'description', true);
  for (const module of input.modules) {
    add(module.title, `modules.${module.id}.title`, true);
    for (const lesson of module.lessons) {
      add(lesson.title, `lessons.${lesson.id}.title`, true);
      add(lesson.summary, `lessons.${lesson.id}.summary`, false);
      add(lesson.about, `lessons.${lesson.id}.about`, false);
    }
  }
  for (const question of input.questions) {
    add(question.text, `questions.${question.id}.text`, true);
    question.options.forEach((option, index) => add(option, `questions.${question.id}.options.${index}`, true));
    if (question.explanation) add(question.explanation, `questions.${question.id}.explanation`, false);
  }
  const of = (language: Language) => ({ complete: missing[language].length === 0, missing: missing[language] });
  return { ar: of('ar'), fr: of('fr'), en: of('en') };
}

/** What stops publishing; null when nothing does. */
export function publishMissing(input: CompletenessInput): PublishMissing | null {
  const completeness = completenessOf(input);
  const translations = LANGUAGES.flatMap((language) => completeness[language].missing.map((field) => ({ language, field })));
  const no_lesson = !input.modules.some((module) => module.lessons.length > 0);
  const no_question = input.questions.length === 0;
  return translations.length > 0 || no_lesson || no_question ? { translations, no_lesson, no_question } : null;
}

// ---------------------------------------------------------------------------------------------------------
// Paths, and what each answers
//
// GET    formations                      → AdminFormationPage (query AdminFormationListQuerySchema)
// POST   formations                      → 201 AdminFormationDetail (FormationCreateSchema; Idempotency-Key honoured)
// GET    formation(id)                   → AdminFormationDetail
// PATCH  formation(id)                   → AdminFormationDetail (FormationPatchSchema) | 409 VersionConflict
// DELETE formation(id)                   → 204 | 409 editor.formation_has_learners
// POST   publish(id) / unpublish(id)     → AdminFormationDetail (StatusChangeSchema) | 422 PublishRefusal | 409
// PUT    thumbnail(id)                   → AdminFormationDetail (multipart `file`, optional `version`) | 415 | 413
// POST   modules(id)                     → 201 AdminModule (ModuleCreateSchema)
// PUT    moduleOrder(id)                 → AdminFormationDetail (ReorderSchema) | 422 editor.reorder_mismatch
// PATCH  module(id, m)                   → AdminModule (ModulePatchSchema) | 409;  DELETE → 204 (its lessons go too)
// POST   lessons(id, m)                  → 201 AdminLesson (LessonCreateSchema)
// PUT    lessonOrder(id, m)              → AdminFormationDetail (ReorderSchema)
// PATCH  lesson(id, m, l)                → AdminLesson (LessonPatchSchema; `module_id` moves it) | 409;  DELETE → 204
// POST   attachments(id, m, l)           → 201 Attachment (multipart `file`) | 415 editor.file_type_refused | 413
// DELETE attachment(id, m, l, a)         → 204
// GET    questions(id)                   → AdminQuestionList;  POST → 201 AdminQuestion (QuestionCreateSchema)
// PUT    questionOrder(id)               → AdminQuestionList (ReorderSchema)
// PATCH  question(id, q)                 → AdminQuestion (QuestionPatchSchema) | 409;  DELETE → 204
// GET    stats                           → StaffStats
// Anonymous callers get 401, clients 403, on every one of them.

export const adminPaths = {
  formations: `${API_BASE}/admin/formations`,
  formation: (id: string) => `${API_BASE}/admin/formations/${id}`,
  publish: (id: string) => `${API_BASE}/admin/formations/${id}/publish`,
  unpublish: (id: string) => `${API_BASE}/admin/formations/${id}/unpublish`,
  thumbnail: (id: string) => `${API_BASE}/admin/formations/${id}/thumbnail`,
  modules: (id: string) => `${API_BASE}/admin/formations/${id}/modules`,
  moduleOrder: (id: string) => `${API_BASE}/admin/formations/${id}/modules/order`,
  module: (id: string, moduleId: string) => `${API_BASE}/admin/formations/${id}/modules/${moduleId}`,
  lessons: (id: string, moduleId: string) => `${API_BASE}/admin/formations/${id}/modules/${moduleId}/lessons`,
  lessonOrder: (id: string, moduleId: string) => `${API_BASE}/admin/formations/${id}/modules/${moduleId}/lessons/order`,
  lesson: (id: string, moduleId: string, lessonId: string) => `${API_BASE}/admin/formations/${id}/modules/${moduleId}/lessons/${lessonId}`,
  attachments: (id: string, moduleId: string, lessonId: string) =>
    `${API_BASE}/admin/formations/${id}/modules/${moduleId}/lessons/${lessonId}/attachments`,
  attachment: (id: string, moduleId: string, lessonId: string, attachmentId: string) =>
    `${API_BASE}/admin/formations/${id}/modules/${moduleId}/lessons/${lessonId}/attachments/${attachmentId}`,
  questions: (id: string) => `${API_BASE}/admin/formations/${id}/questions`,
  questionOrder: (id: string) => `${API_BASE}/admin/formations/${id}/questions/order`,
  question: (id: string, questionId: string) => `${API_BASE}/admin/formations/${id}/questions/${questionId}`,
  stats: `${API_BASE}/admin/stats`,
} as const;
