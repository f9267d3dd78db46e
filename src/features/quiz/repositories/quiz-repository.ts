import type { Enrollment, Formation, Lesson, Module, Question } from '../../../../contract/catalogue';
import type { Certificate, QuizAnswer, QuizAttempt } from '../../../../contract/exam';
import { drawQuestionIds, type DrawOwner } from '../../../../contract/exam-rules';
import type { PublicDatabase } from '../../../data/db';
import type { LocalAttemptRow, QuizDraftRow } from '../../../data/exam-records';
import { enqueueQuizSubmission } from '../../../data/outbox/enqueue-quiz-submission';
import { progressByLesson } from '../../../data/study-progress';
import type { UserDatabase } from '../../../data/user-db';
import { newDraft } from '../shuffle';

export interface QuizCourse {
  formation: Formation;
  modules: Module[];
  lessons: Lesson[];
  /** The final exam's questions as mirrored (never their answers), in the catalogue's order. */
  questions: Question[];
}

/** The formation, its outline and questions from the public mirror; null when the device does not have it. */
export async function readQuizCourse(db: PublicDatabase, formationId: string): Promise<QuizCourse | null> {
  const formation = await db.formations.get(formationId);
  if (!formation) return null;
  const [modules, lessons, questions] = await Promise.all([
    db.modules.where('formation_id').equals(formationId).toArray(),
    db.lessons.where('formation_id').equals(formationId).toArray(),
    db.questions.where('formation_id').equals(formationId).sortBy('position'),
  ]);
  return { formation, modules, lessons, questions };
}

export interface QuizLearner {
  enrollment: Enrollment | null;
  completedLessonIds: Set<string>;
  /** Graded attempts, newest first. */
  attempts: QuizAttempt[];
  /** Submissions not graded yet (waiting or refused), newest first. */
  waiting: LocalAttemptRow[];
  draft: QuizDraftRow | null;
  certificate: Certificate | null;
}

const newestFirst = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) =>
  b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

/** The learner's side of the exam, all from their private database. */
export async function readQuizLearner(db: UserDatabase, formationId: string): Promise<QuizLearner> {
  const [enrollment, server, local, attempts, waiting, draft, certificate] = await Promise.all([
    db.enrollments.where('formation_id').equals(formationId).first(),
    db.progress.where('formation_id').equals(formationId).toArray(),
    db.progress_local.where('formation_id').equals(formationId).toArray(),
    db.attempts.where('formation_id').equals(formationId).toArray(),
    db.attempts_local.where('formation_id').equals(formationId).toArray(),
    db.quiz_drafts.get(formationId),
    db.certificates.where('formation_id').equals(formationId).first(),
  ]);
  const completed = [...progressByLesson(server, local).values()].filter((entry) => entry.completed).map((entry) => entry.lesson_id);
  return {
    enrollment: enrollment ?? null,
    completedLessonIds: new Set(completed),
    attempts: attempts.sort(newestFirst),
    // A submission graded meanwhile (its row arrived by sync first) is no longer waiting.
    waiting: waiting.filter((row) => !attempts.some((attempt) => attempt.id === row.id)).sort(newestFirst),
    draft: draft ?? null,
    certificate: certificate ?? null,
  };
}

/**
 * The number of the learner's next attempt, as far as this device knows: graded attempts and the
 * submissions still waiting to be graded (a refused one never counts). It picks the draw of the pool.
 */
export function nextDrawNumber(learner: Pick<QuizLearner, 'attempts' | 'waiting'>): number {
  return learner.attempts.length + learner.waiting.filter((row) => row.status === 'pending').length;
}

/** The questions of draw `draw` for this learner, from the mirrored pool (contract/exam-rules.ts). */
export function drawnQuestions(pool: readonly Question[], owner: DrawOwner, draw: number): Question[] {
  const ids = new Set(
    drawQuestionIds(
      pool.map((question) => question.id),
      owner,
      draw,
    ),
  );
  return pool.filter((question) => ids.has(question.id.toLowerCase()));
}

/**
 * Starts an exam: this attempt's draw of the pool, in a new order of questions and options, kept on the
 * device until it is submitted.
 */
export async function startDraft(db: UserDatabase, formationId: string, pool: readonly Question[], draw: number): Promise<void> {
  const questions = drawnQuestions(pool, { userId: db.userId, formationId }, draw);
  await db.quiz_drafts.put({ ...newDraft(formationId, questions), draw });
}

export async function chooseAnswer(db: UserDatabase, formationId: string, questionId: string, optionId: number): Promise<void> {
  await db.transaction('rw', db.quiz_drafts, async () => {
    const draft = await db.quiz_drafts.get(formationId);
    if (!draft) return;
    await db.quiz_drafts.put({ ...draft, answers: { ...draft.answers, [questionId]: optionId }, updated_at: new Date().toISOString() });
  });
}

export async function goToQuestion(db: UserDatabase, formationId: string, index: number): Promise<void> {
  await db.quiz_drafts.update(formationId, { current: index, updated_at: new Date().toISOString() });
}

/** Sends the exam through the outbox; resolves with the id its result will carry. */
export async function submitDraft(db: UserDatabase, formationId: string, answers: readonly QuizAnswer[], draw?: number): Promise<string> {
  return (await enqueueQuizSubmission(db, formationId, answers, new Date(), draw)).id;
}

export interface DraftQuestion {
  question: Question;
  /** Option ids (indices into `question.options`) in the order shown. */
  options: number[];
}

/**
 * The draft's questions in its order, reconciled with the mirror: a question removed since the draft was
 * started is dropped, a new one is added at the end, and a question whose options changed shows them in
 * their own order. An exam drawn from a pool keeps to its draw.
 */
export function draftQuestions(draft: QuizDraftRow, questions: readonly Question[]): DraftQuestion[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const ordered = draft.question_order.map((id) => byId.get(id)).filter((question): question is Question => question !== undefined);
  // A drawn exam asks its draw only: the rest of the pool belongs to other attempts.
  const added = draft.draw === undefined ? questions.filter((question) => !draft.question_order.includes(question.id)) : [];
  return [...ordered, ...added].map((question) => {
    const order = draft.option_order[question.id];
    const natural = question.options.map((_, index) => index);
    const valid = order && order.length === natural.length && natural.every((index) => order.includes(index));
    return { question, options: valid ? order : natural };
  });
}
