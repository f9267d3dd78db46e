import type { Question } from '../../../contract/catalogue';
import type { QuizDraftRow } from '../../data/exam-records';

/** Fisher-Yates on a copy. `random` is injectable so tests can fix the order. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * A new exam for the retry policy (docs/exam-and-progress.md): questions and each question's options in a new
 * order, no answers yet. Option ids stay the options' indices, so grading is unaffected by the order.
 */
export function newDraft(
  formationId: string,
  questions: readonly Question[],
  random: () => number = Math.random,
  now: Date = new Date(),
): QuizDraftRow {
  const at = now.toISOString();
  return {
    formation_id: formationId,
    question_order: shuffled(
      questions.map((question) => question.id),
      random,
    ),
    option_order: Object.fromEntries(
      questions.map((question) => [
        question.id,
        shuffled(
          question.options.map((_, index) => index),
          random,
        ),
      ]),
    ),
    answers: {},
    current: 0,
    started_at: at,
    updated_at: at,
  };
}
