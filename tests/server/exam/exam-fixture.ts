/**
 * Shared steps of the exam tests: a formation with a ten-question final exam over two modules (answers
 * known here, never sent by the API), learners who finished its lessons, and submissions.
 */
import * as v from 'valibot';
import { AttemptResultSchema, type AttemptResult, type QuizAnswer } from '../../../contract/exam';
import type { SeedFormation, SeedQuestion } from '../../../server/seed/content/types';
import { fixtureFormation, tr } from '../catalogue/fixture';
import type { TestApp } from '../helpers';
import { bearer, signedIn, type Person } from '../auth/support';
import { enroll, lessonIdsInOrder, postProgress } from '../study/study-fixture';
import { insertSeedFormation } from '../../../server/seed/catalogue';
import { mediaPaths } from '../../../server/modules/media/media-paths';
import { and, asc, eq, sql } from 'drizzle-orm';
import { enrollments, quizQuestions } from '../../../server/db/schema/catalogue';
import { quizAttempts } from '../../../server/db/schema/exam';

/** Questions 0-5 check module one, 6-9 module two; the right option is `index % 3`. */
export const EXAM_QUESTIONS: SeedQuestion[] = Array.from({ length: 10 }, (_, index) => ({
  text: tr(`Exam question ${index + 1}?`, `Question d'examen ${index + 1} ?`, `سؤال الامتحان ${index + 1}؟`),
  options: [tr('First'), tr('Second'), tr('Third')],
  correct: index % 3,
  module_index: index < 6 ? 0 : 1,
}));

export function examFormation(slug: string, overrides: Partial<SeedFormation> = {}): SeedFormation {
  return fixtureFormation(slug, {
    title: tr(`Beekeeping exam ${slug}`, `Examen d'apiculture ${slug}`, `امتحان تربية النحل ${slug}`),
    quiz: EXAM_QUESTIONS,
    ...overrides,
  });
}

export async function insertExamFormation(t: TestApp, slug: string, overrides: Partial<SeedFormation> = {}): Promise<string> {
  return insertSeedFormation(t.database.db, examFormation(slug, overrides), { thumbnail: null, paths: mediaPaths(t.config) });
}

export interface ExamQuestion {
  id: string;
  correct: number;
  optionsCount: number;
}

/** The formation's questions in order with their right answers, read from the database as the grader does. */
export async function examQuestions(t: TestApp, formationId: string): Promise<ExamQuestion[]> {
  const rows = await t.database.db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.formationId, formationId))
    .orderBy(asc(quizQuestions.position));
  return rows.map((row) => ({ id: row.id, correct: row.correctIndex, optionsCount: row.options.length }));
}

/** Answers with exactly `right` correct ones (the first `right` questions), the rest wrong. */
export function answersWith(questions: readonly ExamQuestion[], right: number): QuizAnswer[] {
  return questions.map((question, index) => ({
    question_id: question.id,
    option_id: index < right ? question.correct : (question.correct + 1) % question.optionsCount,
  }));
}

/** Completes every lesson in study order, as the study view would report them. */
export async function completeLessons(t: TestApp, token: string, formationId: string): Promise<void> {
  for (const lessonId of await lessonIdsInOrder(t, formationId)) {
    const res = await postProgress(t, token, { lesson_id: lessonId, position_seconds: 400, completed: true });
    if (res.statusCode !== 200) throw new Error(`progress failed: ${res.statusCode} ${res.body}`);
  }
}

/**
 * A learner enrolled in the (free) formation a day ago who finished all its lessons since: the quiz is
 * open. The enrollment is dated back because a lesson counts as completed no earlier than its video
 * allows after it could be opened (plausible-progress.ts); a day covers the fixture's videos.
 */
export async function readyLearner(t: TestApp, formationId: string): Promise<Person> {
  const learner = await signedIn(t, ['client']);
  await enroll(t, learner.token, formationId);
  await enrolledAgo(t, learner.id, formationId, DAY_MS);
  await completeLessons(t, learner.token, formationId);
  return learner;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Dates the learner's enrollment `ms` back: the learner enrolled that long ago. */
export async function enrolledAgo(t: TestApp, userId: string, formationId: string, ms: number): Promise<void> {
  await t.database.db
    .update(enrollments)
    .set({ enrolledAt: new Date(Date.now() - ms) })
    .where(and(eq(enrollments.userId, userId), eq(enrollments.formationId, formationId)));
}

/**
 * Time passes for a learner's exam: every attempt they made at the formation is dated `ms` earlier, as
 * if it had been taken that long before (the wait after a failure is counted from the latest attempt).
 */
export async function letTimePass(t: TestApp, userId: string, formationId: string, ms: number = DAY_MS): Promise<void> {
  await t.database.db
    .update(quizAttempts)
    .set({ createdAt: sql`${quizAttempts.createdAt} - make_interval(secs => ${ms / 1000})` })
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.formationId, formationId)));
}

export function submit(t: TestApp, token: string, formationId: string, answers: unknown, key: string | null = crypto.randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/formations/${formationId}/quiz/attempts`,
    payload: { answers } as object,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
  });
}

export const resultOf = (res: { json(): unknown }): AttemptResult => v.parse(AttemptResultSchema, res.json());
