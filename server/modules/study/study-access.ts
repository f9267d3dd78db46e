import { and, eq } from 'drizzle-orm';
import { isStaff, type Role } from '../../../contract/roles';
import { progression, type Progression } from '../../../contract/study';
import type { Db } from '../../db/client';
import { enrollments, formations, lessons, modules } from '../../db/schema/catalogue';
import { lessonProgress } from '../../db/schema/study';
import { HttpProblem, notFound } from '../../lib/http/problem';

type FormationRow = typeof formations.$inferSelect;

export interface Learner {
  id: string;
  roles: readonly Role[];
}

/**
 * Who may study a formation (DESIGN.md, roles): staff always, learners with an active enrollment.
 * Unpublished formations exist for staff only. Refusals: 404 unknown, 402 `enrollment.required`.
 */
export async function requireStudyAccess(
  db: Db,
  learner: Learner,
  formationId: string,
): Promise<{ formation: FormationRow; staff: boolean }> {
  const staff = isStaff(learner.roles);
  const [formation] = await db.select().from(formations).where(eq(formations.id, formationId));
  if (!formation || (!formation.published && !staff)) throw notFound('formation');
  if (staff) return { formation, staff };
  const [enrollment] = await db
    .select({ status: enrollments.status })
    .from(enrollments)
    .where(and(eq(enrollments.userId, learner.id), eq(enrollments.formationId, formationId)));
  if (enrollment?.status !== 'active') throw new HttpProblem(402, 'enrollment.required');
  return { formation, staff };
}

/** The progression rule of contract/study.ts over this learner's stored progress in one formation. */
export async function learnerProgression(db: Db, learnerId: string, formationId: string, staff: boolean): Promise<Progression> {
  const [moduleRows, lessonRows, done] = await Promise.all([
    db.select({ id: modules.id, position: modules.position }).from(modules).where(eq(modules.formationId, formationId)),
    db
      .select({ id: lessons.id, module_id: lessons.moduleId, position: lessons.position, free_preview: lessons.freePreview })
      .from(lessons)
      .where(eq(lessons.formationId, formationId)),
    db
      .select({ lessonId: lessonProgress.lessonId })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, learnerId), eq(lessonProgress.formationId, formationId), eq(lessonProgress.completed, true))),
  ]);
  return progression(moduleRows, lessonRows, new Set(done.map((row) => row.lessonId)), { unlockAll: staff });
}

/** 423 `lesson.locked` unless the rule opens the lesson for this learner. */
export async function requireLessonUnlocked(
  db: Db,
  learnerId: string,
  formationId: string,
  lessonId: string,
  staff: boolean,
): Promise<void> {
  if (staff) return;
  const state = (await learnerProgression(db, learnerId, formationId, false)).byId.get(lessonId);
  if (!state?.unlocked) throw new HttpProblem(423, 'lesson.locked');
}
