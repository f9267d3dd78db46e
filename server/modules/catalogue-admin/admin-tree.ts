import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  completenessOf,
  type AdminFormation,
  type AdminFormationDetail,
  type AdminLesson,
  type AdminModule,
  type AdminQuestion,
  type Attachment,
  type CompletenessInput,
} from '../../../contract/editor';
import { attachmentPath } from '../../../contract/study';
import type { Db } from '../../db/client';
import { attachments, formations, lessons, modules, quizQuestions } from '../../db/schema/catalogue';
import { HttpProblem, notFound } from '../../lib/http/problem';
import { toFormation } from '../catalogue/public';

/** Rows of the editable catalogue and their staff wire shapes (contract/editor.ts). */

export type FormationRow = typeof formations.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type QuestionRow = typeof quizQuestions.$inferSelect;
export type AttachmentRow = typeof attachments.$inferSelect;

/** Everything below a formation, each list in display order. */
export interface FormationTree {
  modules: ModuleRow[];
  lessons: LessonRow[];
  questions: QuestionRow[];
  attachments: AttachmentRow[];
}

const emptyTree = (): FormationTree => ({ modules: [], lessons: [], questions: [], attachments: [] });

/** The trees of several formations in four queries, whatever their number. */
export async function loadTrees(db: Db, formationIds: string[]): Promise<Map<string, FormationTree>> {
  const trees = new Map(formationIds.map((id) => [id, emptyTree()]));
  if (formationIds.length === 0) return trees;
  const [moduleRows, lessonRows, questionRows, attachmentRows] = await Promise.all([
    db.select().from(modules).where(inArray(modules.formationId, formationIds)).orderBy(asc(modules.position), asc(modules.id)),
    db.select().from(lessons).where(inArray(lessons.formationId, formationIds)).orderBy(asc(lessons.position), asc(lessons.id)),
    db
      .select()
      .from(quizQuestions)
      .where(inArray(quizQuestions.formationId, formationIds))
      .orderBy(asc(quizQuestions.position), asc(quizQuestions.id)),
    db
      .select()
      .from(attachments)
      .where(inArray(attachments.formationId, formationIds))
      .orderBy(asc(attachments.position), asc(attachments.createdAt), asc(attachments.id)),
  ]);
  for (const row of moduleRows) trees.get(row.formationId)?.modules.push(row);
  for (const row of lessonRows) trees.get(row.formationId)?.lessons.push(row);
  for (const row of questionRows) trees.get(row.formationId)?.questions.push(row);
  for (const row of attachmentRows) trees.get(row.formationId)?.attachments.push(row);
  return trees;
}

export async function loadTree(db: Db, formationId: string): Promise<FormationTree> {
  return (await loadTrees(db, [formationId])).get(formationId) ?? emptyTree();
}

function completenessInput(row: FormationRow, tree: FormationTree): CompletenessInput {
  return {
    title: row.title,
    description: row.description,
    modules: tree.modules.map((module) => ({
      id: module.id,
      title: module.title,
      lessons: tree.lessons.filter((lesson) => lesson.moduleId === module.id),
    })),
    questions: tree.questions,
  };
}

export function treeForPublishing(row: FormationRow, tree: FormationTree): CompletenessInput {
  return completenessInput(row, tree);
}

export function toAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    lesson_id: row.lessonId,
    file_name: row.fileName,
    size_bytes: row.sizeBytes,
    mime_type: row.mimeType,
    position: row.position,
    url: attachmentPath(row.id),
    created_at: row.createdAt.toISOString(),
  };
}

export function toAdminLesson(row: LessonRow, attachmentRows: readonly AttachmentRow[]): AdminLesson {
  return {
    id: row.id,
    module_id: row.moduleId,
    formation_id: row.formationId,
    position: row.position,
    title: row.title,
    summary: row.summary,
    about: row.about,
    free_preview: row.freePreview,
    duration_seconds: row.durationSeconds,
    video_media_id: row.videoMediaId,
    has_video: row.video !== null || row.videoMediaId !== null,
    attachments: attachmentRows.filter((attachment) => attachment.lessonId === row.id).map(toAttachment),
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toAdminModule(row: ModuleRow, tree: Pick<FormationTree, 'lessons' | 'attachments'>): AdminModule {
  return {
    id: row.id,
    formation_id: row.formationId,
    position: row.position,
    title: row.title,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    lessons: tree.lessons.filter((lesson) => lesson.moduleId === row.id).map((lesson) => toAdminLesson(lesson, tree.attachments)),
  };
}

export function toAdminQuestion(row: QuestionRow): AdminQuestion {
  return {
    id: row.id,
    formation_id: row.formationId,
    module_id: row.moduleId,
    position: row.position,
    text: row.text,
    options: row.options,
    correct_index: row.correctIndex,
    explanation: row.explanation ?? null,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toAdminFormation(row: FormationRow, tree: FormationTree): AdminFormation {
  return {
    ...toFormation(row),
    status: row.published ? 'published' : 'draft',
    version: row.version,
    completeness: completenessOf(completenessInput(row, tree)),
    lessons_count: tree.lessons.length,
    questions_count: tree.questions.length,
    created_at: row.createdAt.toISOString(),
  };
}

export function toAdminDetail(row: FormationRow, tree: FormationTree): AdminFormationDetail {
  return {
    ...toAdminFormation(row, tree),
    modules: tree.modules.map((module) => toAdminModule(module, tree)),
    attachments: tree.attachments.filter((attachment) => attachment.lessonId === null).map(toAttachment),
  };
}

export async function formationDetail(db: Db, id: string): Promise<AdminFormationDetail> {
  const [row] = await db.select().from(formations).where(eq(formations.id, id));
  if (!row) throw notFound('formation');
  return toAdminDetail(row, await loadTree(db, id));
}

/**
 * Takes the formation's row lock for the rest of the transaction. Every change to a formation's structure
 * (adding, deleting, moving or reordering its modules, lessons and questions) holds it, so two editors'
 * changes to one formation run one after the other and positions stay a permutation.
 */
export async function lockFormation(db: Db, id: string): Promise<FormationRow> {
  const [row] = await db.select().from(formations).where(eq(formations.id, id)).for('update');
  if (!row) throw notFound('formation');
  return row;
}

/** 409 `editor.version_conflict` with the row as it is now, so the editor can show what changed. */
export function versionConflict(current: { version: number }): HttpProblem {
  return new HttpProblem(409, 'editor.version_conflict', undefined, undefined, {}, { version: current.version, current });
}

/** The next position at the end of a list (positions start at 1). */
export function nextPosition(column: typeof modules.position | typeof lessons.position | typeof quizQuestions.position) {
  return sql<number>`coalesce(max(${column}), 0) + 1`;
}
