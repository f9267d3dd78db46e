import { passes, scoreOf, type MissedModule, type QuizAnswer } from '../../../contract/exam';
import type { FieldErrors } from '../../../contract/errors';
import type { Translatable } from '../../../contract/translatable';

export interface GradedQuestion {
  id: string;
  moduleId: string | null;
  optionsCount: number;
  correctIndex: number;
}

export interface ModuleInfo {
  id: string;
  position: number;
  title: Translatable;
}

export interface Grade {
  correct: number;
  total: number;
  score: number;
  passed: boolean;
  missedModules: MissedModule[];
}

/**
 * Why a submission cannot be graded: every question of the quiz must be answered once (SPEC §5), with an
 * option it has. Null when it can. A quiz changed since the learner's copy was mirrored fails here, and
 * the app offers the new quiz.
 */
export function answerErrors(questions: readonly GradedQuestion[], answers: readonly QuizAnswer[]): FieldErrors | null {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const errors: FieldErrors = {};
  answers.forEach((answer, index) => {
    const question = byId.get(answer.question_id.toLowerCase());
    if (!question) errors[`answers.${index}.question_id`] = ['validation.invalid_value'];
    else if (answer.option_id >= question.optionsCount) errors[`answers.${index}.option_id`] = ['validation.invalid_value'];
  });
  const answered = new Set(answers.map((answer) => answer.question_id.toLowerCase()));
  if (questions.some((question) => !answered.has(question.id))) errors.answers = ['validation.field_required'];
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Grades valid answers: score out of 10, pass at the mark, and the modules to review, in study order. */
export function grade(
  questions: readonly GradedQuestion[],
  answers: readonly QuizAnswer[],
  modules: readonly ModuleInfo[],
  passMark: number,
): Grade {
  const chosen = new Map(answers.map((answer) => [answer.question_id.toLowerCase(), answer.option_id]));
  let correct = 0;
  const missed = new Set<string>();
  for (const question of questions) {
    if (chosen.get(question.id) === question.correctIndex) correct += 1;
    else if (question.moduleId) missed.add(question.moduleId);
  }
  const missedModules = modules
    .filter((module) => missed.has(module.id))
    .sort((a, b) => a.position - b.position)
    .map((module) => ({ id: module.id, position: module.position, title: module.title }));
  return {
    correct,
    total: questions.length,
    score: scoreOf(correct, questions.length),
    passed: passes(correct, questions.length, passMark),
    missedModules,
  };
}
