import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  AdminLesson,
  AdminModule,
  AdminQuestion,
  Attachment,
  LessonCreateSchema,
  LessonPatchSchema,
  ModuleCreateSchema,
  ModulePatchSchema,
  QuestionCreateSchema,
  QuestionPatchSchema,
} from '../../../contract/editor';
import type { ErrorCode } from '../../../contract/errors';
import { uuidv7 } from '../../../contract/uuid';
import type { Db } from '../../db/client';
import { uuidArray } from '../../db/uuid-array';
import { attachments, lessons, modules, quizQuestions } from '../../db/schema/catalogue';
import { media } from '../../db/schema/media';
import { invalidInput, notFound } from '../../lib/http/problem';
import { lockFormation, nextPosition, toAdminLesson, toAdminModule, toAdminQuestion, toAttachment, versionConflict } from './admin-tree';

/**
 * Modules, lessons, quiz questions and lesson attachments of a formation. Every change holds the
 * formation's row lock (`lockFormation`), so concurrent edits of one formation serialize: appended rows
 * never share a position and two reorders leave the positions a permutation of 1..n.
 */

type ModuleCreate = v.InferOutput<typeof ModuleCreateSchema>;
type ModulePatch = v.InferOutput<typeof ModulePatchSchema>;
type LessonCreate = v.InferOutput<typeof LessonCreateSchema>;
type LessonPatch = v.InferOutput<typeof LessonPatchSchema>;
type QuestionCreate = v.InferOutput<typeof QuestionCreateSchema>;
type QuestionPatch = v.InferOutput<typeof QuestionPatchSchema>;

const fieldError = (field: string, code: ErrorCode) => invalidInput({ [field]: [code] });

type Ordered = typeof modules | typeof lessons | typeof quizQuestions;

/**
 * Puts the rows of one list (`scope`) in the order of `ids`, positions 1..n. The ids must be exactly the
 * list's: a missing, extra or foreign id is 422 `editor.reorder_mismatch` and nothing moves. Rows whose
 * position does not change are not written, so the catalogue sync re-sends only what moved.
 */
async function reorder(tx: Db, table: Ordered, scope: SQL | undefined, ids: readonly string[]): Promise<void> {
  const current = await tx.select({ id: table.id }).from(table).where(scope);
  const known = new Set(current.map((row) => row.id));
  if (current.length !== ids.length || !ids.every((id) => known.has(id))) throw fieldError('ids', 'editor.reorder_mismatch');
  if (ids.length === 0) return;
  await tx.execute(sql`
    update ${table} set position = wanted.ord
    from unnest(${uuidArray(ids)}) with ordinality as wanted(id, ord)
    where ${table.id} = wanted.id and ${table.position} <> wanted.ord`);
}

async function attachmentKeys(tx: Db, where: SQL | undefined): Promise<string[]> {
  return (await tx.select({ key: attachments.storageKey }).from(attachments).where(where)).map((row) => row.key);
}

// -- modules --------------------------------------------------------------------------------------------

async function moduleWithLessons(tx: Db, moduleId: string): Promise<AdminModule> {
  const [row] = await tx.select().from(modules).where(eq(modules.id, moduleId));
  if (!row) throw notFound('module');
  const lessonRows = await tx.select().from(lessons).where(eq(lessons.moduleId, moduleId)).orderBy(lessons.position, lessons.id);
  const attachmentRows =
    lessonRows.length > 0
      ? await tx
          .select()
          .from(attachments)
          .where(
            inArray(
              attachments.lessonId,
              lessonRows.map((lesson) => lesson.id),
            ),
          )
          .orderBy(attachments.position, attachments.createdAt)
      : [];
  return toAdminModule(row, { lessons: lessonRows, attachments: attachmentRows });
}

export async function createModule(db: Db, formationId: string, input: ModuleCreate): Promise<AdminModule> {
  return db.transaction(async (tx) => {
    await lockFormation(tx, formationId);
    const [next] = await tx
      .select({ value: nextPosition(modules.position) })
      .from(modules)
      .where(eq(modules.formationId, formationId));
    const id = uuidv7();
    await tx.insert(modules).values({ id, formationId, position: Number(next?.value ?? 1), title: input.title });
    return moduleWithLessons(tx, id);
  });
}

export async function patchModule(db: Db, formationId: string, moduleId: string, input: ModulePatch): Promise<AdminModule> {
  return db.transaction(async (tx) => {
    await lockFormation(tx, formationId);
    const [row] = await tx
      .select()
      .from(modules)
      .where(and(eq(modules.id, moduleId), eq(modules.formationId, formationId)));
    if (!row) throw notFound('module');
    if (row.version !== input.version) throw versionConflict(await moduleWithLessons(tx, moduleId));
    if (input.title !== undefined) {
      await tx
        .update(modules)
        .set({ title: input.title, version: row.version + 1, updatedAt: new Date() })
        .where(eq(modules.id, moduleId));
    }
    return moduleWithLessons(tx, moduleId);
  });
}

/** Deletes the module and its lessons (the editor asks for confirmation); returns attachment files to remove. */
export async function deleteModule(db: Db, formationId: string, moduleId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockFormation(tx, formationId);
    const where = and(eq(modules.id, moduleId), eq(modules.formationId, formationId));
    const [row] = await tx.select({ id: modules.id }).from(modules).where(where);
    if (!row) throw notFound('module');
    const lessonIds = (await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.moduleId, moduleId))).map((lesson) => lesson.id);
    const keys = lessonIds.length > 0 ? await attachmentKeys(tx, inArray(attachments.lessonId, lessonIds)) : [];
    await tx.delete(modules).where(where);
    return keys;
  });
}

export async function reorderModules(db: Db, formationId: string, ids: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFormation(tx, formationId);
    await reorder(tx, modules, eq(modules.formationId, formationId), ids);
  });
}

// -- lessons --------------------------------------------------------------------------------------------

async function lessonById(tx: Db, lessonId: string): Promise<AdminLesson> {
  const [row] = await tx.select().from(lessons).where(eq(lessons.id, lessonId));
  if (!row) throw notFound('lesson');
  const attachmentRows = await tx
    .select()
    .from(attachments)
    .where(eq(attachments.lessonId, lessonId))
    .orderBy(attachments.position, attachments.createdAt);
  return toAdminLesson(row, attachmentRows);
}

async function requireModule(tx: Db, formationId: string, moduleId: string): Promise<void> {
  const [row] = await tx
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.id, moduleId), eq(modules.formationId, formationId)));
  if (!row) throw notFound('module');
}

async function lessonIn(tx: Db, formationId: string, moduleId: string, lessonId: string) {
  const [row] = await tx
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.moduleId, moduleId), eq(lessons.formationId, formationId)));
  if (!row) throw notFound('lesson');
  return row;
}

async function endOfModule(tx: Db, moduleId: string): Promise<number> {
  const [next] = await tx
    .select({ value: nextPosition(lessons.position) })
    .from(lessons)
    .where(eq(lessons.moduleId, moduleId));
  return Number(next?.value ?? 1);
}

export async function createLesson(db: Db, formationId: string, moduleId: string, input: LessonCreate): Promise<AdminLesson> {
  return db.transaction(async (tx) => {
    await lockFormation(tx, formationId);
    await requireModule(tx, formationId, moduleId);
    const id = uuidv7();
    await tx.insert(lessons).values({
      id,
      moduleId,
      formationId,
      position: await endOfModule(tx, moduleId),
      title: input.title,
      summary: input.summary,
      about: input.about,
      freePreview: input.free_preview,
      durationSeconds: input.duration_seconds,
      videoMediaId: input.video_media_id,
    });
    return lessonById(tx, id);
  });
}

/** A video upload's length in whole seconds, or null while it is not known (not an MP4 the reader understood). */
async function uploadedDuration(tx: Db, mediaId: string): Promise<number | null> {
  const [row] = await tx.select({ seconds: media.durationSeconds }).from(media).where(eq(media.id, mediaId));
  return row?.seconds && row.seconds > 0 ? Math.max(1, Math.round(row.seconds)) : null;
}

/** Changes the fields sent; a `module_id` of another module of the formation moves the lesson to its end. */
export async function patchLesson(
  db: Db,
  formationId: string,
  moduleId: string,
  lessonId: string,
  input: LessonPatch,
): Promise<AdminLesson> {
  return db.transaction(async (tx) => {
    await lockFormation(tx, formationId);
    const row = await lessonIn(tx, formationId, moduleId, lessonId);
    if (row.version !== input.version) throw versionConflict(await lessonById(tx, lessonId));
    const set: Partial<typeof lessons.$inferInsert> = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.summary !== undefined) set.summary = input.summary;
    if (input.about !== undefined) set.about = input.about;
    if (input.free_preview !== undefined) set.freePreview = input.free_preview;
    if (input.duration_seconds !== undefined) set.durationSeconds = input.duration_seconds;
    if (input.video_media_id !== undefined) set.videoMediaId = input.video_media_id;
    // Linking an upload takes the clip's own length: learners read it and the
    // minimum-study-time rule counts on it. An explicit duration in the same request wins.
    if (input.video_media_id && input.duration_seconds === undefined) {
      const seconds = await uploadedDuration(tx, input.video_media_id);
      if (seconds !== null) set.durationSeconds = seconds;
    }
    if (input.module_id !== undefined && input.module_id !== row.moduleId) {
      const [target] = await tx
        .select({ id: modules.id })
        .from(modules)
        .where(and(eq(modules.id, input.module_id), eq(modules.formationId, formationId)));
      if (!target) throw fieldError('module_id', 'validation.invalid_value');
      set.moduleId = input.module_id;
      set.position = await endOfModule(tx, input.module_id);
    }
    if (Object.keys(set).length > 0) {
      await tx
        .update(lessons)
        .set({ ...set, version: row.version + 1, updatedAt: new Date() })
        .where(eq(lessons.id, lessonId));
    }
    return lessonById(tx, lessonId);
  });
}

/** The pack manifest is built from the lessons that exist, so a deleted lesson leaves learners' packs too. */
export async function deleteLesson(db: Db, formationId: string, moduleId: string, lessonId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockFormation(tx, formationId);
    await lessonIn(tx, formationId, moduleId, lessonId);
    const keys = await attachmentKeys(tx, eq(attachments.lessonId, lessonId));
    await tx.delete(lessons).where(eq(lessons.id, lessonId));
    return keys;
  });
}

export async function reorderLessons(db: Db, formationId: string, moduleId: string, ids: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFormation(tx, formationId);
    await requireModule(tx, formationId, moduleId);
    await reorder(tx, lessons, and(eq(lessons.moduleId, moduleId), eq(lessons.formationId, formationId)), ids);
  });
}

// -- attachments ----------------------------------------------------------------------------------------

export interface StoredAttachment {
  id: string;
  fileName: string;
  sizeBytes: number;
  mimeType: string;
  storageKey: string;
}

/** Checks the lesson is where the path says, under the formation's lock (the file is moved in meanwhile). */
export async function addAttachment(
  db: Db,
  where: { formationId: string; moduleId: string; lessonId: string },
  store: () => Promise<StoredAttachment>,
): Promise<Attachment> {
  return db.transaction(async (tx) => {
    await lockFormation(tx, where.formationId);
    await lessonIn(tx, where.formationId, where.moduleId, where.lessonId);
    const [next] = await tx
      .select({ value: sql<number>`coalesce(max(${attachments.position}), -1) + 1` })
      .from(attachments)
      .where(eq(attachments.lessonId, where.lessonId));
    const file = await store();
    const [row] = await tx
      .insert(attachments)
      .values({
        id: file.id,
        formationId: where.formationId,
        lessonId: where.lessonId,
        fileName: file.fileName,
        sizeBytes: file.sizeBytes,
        mimeType: file.mimeType,
        storageKey: file.storageKey,
        position: Number(next?.value ?? 0),
      })
      .returning();
    if (!row) throw new Error('attachment insert returned nothing');
    return toAttachment(row);
  });
}

export async function deleteAttachment(
  db: Db,
  where: { formationId: string; moduleId: string; lessonId: string; attachmentId: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    await lockFormation(tx, where.formationId);
    await lessonIn(tx, where.formationId, where.moduleId, where.lessonId);
    const [row] = await tx
      .delete(attachments)
      .where(and(eq(attachments.id, where.attachmentId), eq(attachments.lessonId, where.lessonId)))
      .returning({ key: attachments.storageKey });
    if (!row) throw notFound('attachment');
    return row.key;
  });
}

// -- quiz questions -------------------------------------------------------------------------------------

export async function listQuestions(db: Db, formationId: string): Promise<AdminQuestion[]> {
  const rows = await db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.formationId, formationId))
    .orderBy(quizQuestions.position, quizQuestions.id);
  return rows.map(toAdminQuestion);
}

async function questionById(tx: Db, questionId: string): Promise<AdminQuestion> {
  const [row] = await tx.select().from(quizQuestions).where(eq(quizQuestions.id, questionId));
  if (!row) throw notFound('question');
  return toAdminQuestion(row);
}

async function checkQuestionModule(tx: Db, formationId: string, moduleId: string | null | undefined): Promise<void> {
  if (moduleId === null || moduleId === undefined) return;
  const [row] = await tx
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.id, moduleId), eq(modules.formationId, formationId)));
  if (!row) throw fieldError('module_id', 'validation.invalid_value');
}

export async function createQuestion(db: Db, formationId: string, input: QuestionCreate): Promise<AdminQuestion> {
  // The schema refuses a missing index; this keeps the type honest.
  if (input.correct_index === undefined) throw fieldError('correct_index', 'editor.question_one_correct');
  const correctIndex = input.correct_index;
  return db.transaction(async (tx) => {
    await lockFormation(tx, formationId);
    await checkQuestionModule(tx, formationId, input.module_id);
    const [next] = await tx
      .select({ value: nextPosition(quizQuestions.position) })
      .from(quizQuestions)
      .where(eq(quizQuestions.formationId, formationId));
    const id = uuidv7();
    await tx.insert(quizQuestions).values({
      id,
      formationId,
      moduleId: input.module_id,
      position: Number(next?.value ?? 1),
      text: input.text,
      options: input.options,
      correctIndex,
      explanation: input.explanation,
    });
    return questionById(tx, id);
  });
}

export async function patchQuestion(db: Db, formationId: string, questionId: string, input: QuestionPatch): Promise<AdminQuestion> {
  return db.transaction(async (tx) => {
    await lockFormation(tx, formationId);
    const [row] = await tx
      .select()
      .from(quizQuestions)
      .where(and(eq(quizQuestions.id, questionId), eq(quizQuestions.formationId, formationId)));
    if (!row) throw notFound('question');
    if (row.version !== input.version) throw versionConflict(toAdminQuestion(row));
    // Options and answer are checked as the pair they will be once saved.
    const options = input.options ?? row.options;
    const correctIndex = input.correct_index ?? row.correctIndex;
    if (correctIndex >= options.length) throw fieldError('correct_index', 'editor.question_one_correct');
    await checkQuestionModule(tx, formationId, input.module_id);
    const set: Partial<typeof quizQuestions.$inferInsert> = {};
    if (input.text !== undefined) set.text = input.text;
    if (input.options !== undefined) set.options = input.options;
    if (input.correct_index !== undefined) set.correctIndex = input.correct_index;
    if (input.explanation !== undefined) set.explanation = input.explanation;
    if (input.module_id !== undefined) set.moduleId = input.module_id;
    if (Object.keys(set).length > 0) {
      await tx
        .update(quizQuestions)
        .set({ ...set, version: row.version + 1, updatedAt: new Date() })
        .where(eq(quizQuestions.id, questionId));
    }
    return questionById(tx, questionId);
  });
}

export async function deleteQuestion(db: Db, formationId: string, questionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFormation(tx, formationId);
    const [row] = await tx
      .delete(quizQuestions)
      .where(and(eq(quizQuestions.id, questionId), eq(quizQuestions.formationId, formationId)))
      .returning({ id: quizQuestions.id });
    if (!row) throw notFound('question');
  });
}

export async function reorderQuestions(db: Db, formationId: string, ids: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFormation(tx, formationId);
    await reorder(tx, quizQuestions, eq(quizQuestions.formationId, formationId), ids);
  });
}
