import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizQuestions, type formations } from '../../db/schema/catalogue';
import { HttpProblem } from '../../lib/problem';
import { learnerProgression, requireStudyAccess, type Learner } from '../study/study-access';

type FormationRow = typeof formations.$inferSelect;
export type QuestionRow = typeof quizQuestions.$inferSelect;

/**
 * Who may take a formation's final exam: whoever may study it (404 unknown, 402 `enrollment.required`),
 * once the study capability's progression rule opens the quiz, that is once every lesson is completed
 * (423 `quiz.locked`). Staff may always open it, to review the questions.
 */
export async function requireQuizOpen(db: Db, learner: Learner, formationId: string): Promise<{ formation: FormationRow; staff: boolean }> {
  const access = await requireStudyAccess(db, learner, formationId);
  if (access.staff) return access;
  const { quizUnlocked } = await learnerProgression(db, learner.id, formationId, false);
  if (!quizUnlocked) throw new HttpProblem(423, 'quiz.locked');
  return access;
}

/** The formation's questions in order, with their answers: for grading only, never sent. */
export async function questionRows(db: Db, formationId: string): Promise<QuestionRow[]> {
  return db.select().from(quizQuestions).where(eq(quizQuestions.formationId, formationId)).orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
}
