import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizQuestions, type formations } from '../../db/schema/catalogue';
import { lessonProgress } from '../../db/schema/study';
import { HttpProblem } from '../../lib/http/problem';
import { learnerProgression, requireStudyAccess, type Learner } from '../study/public';

type FormationRow = typeof formations.$inferSelect;
export type QuestionRow = typeof quizQuestions.$inferSelect;

/**
 * Who may take a formation's final exam: whoever may study it (404 unknown, 402 `enrollment.required`),
 * once the study capability's progression rule opens the quiz, that is once every lesson is completed
 * (423 `quiz.locked`), and once the last completion's plausible moment has come (423 `quiz.locked` with
 * Retry-After). Staff may always open it, to review the questions.
 */
export async function requireQuizOpen(
  db: Db,
  learner: Learner,
  formationId: string,
  now: Date = new Date(),
): Promise<{ formation: FormationRow; staff: boolean; studiedAt: Date | null }> {
  const access = await requireStudyAccess(db, learner, formationId);
  if (access.staff) return { ...access, studiedAt: null };
  const { quizUnlocked } = await learnerProgression(db, learner.id, formationId, false);
  if (!quizUnlocked) throw new HttpProblem(423, 'quiz.locked');
  // Every lesson is completed, but not before its video allows (plausible-progress.ts): until the last
  // completion's moment has come, the exam waits, and says for how long.
  const [latest] = await db
    .select({ at: max(lessonProgress.completedAt) })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, learner.id), eq(lessonProgress.formationId, formationId), eq(lessonProgress.completed, true)));
  const studiedAt = latest?.at ?? null;
  if (studiedAt && studiedAt.getTime() > now.getTime()) {
    throw new HttpProblem(423, 'quiz.locked', undefined, undefined, {
      'Retry-After': String(Math.ceil((studiedAt.getTime() - now.getTime()) / 1000)),
    });
  }
  return { ...access, studiedAt };
}

/** The formation's questions in order, with their answers: for grading only, never sent. */
export async function questionRows(db: Db, formationId: string): Promise<QuestionRow[]> {
  return db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.formationId, formationId))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
}
