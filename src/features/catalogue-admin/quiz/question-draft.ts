import * as v from 'valibot';
import { isBlank, QUESTION_OPTIONS, QuestionCreateSchema, type AdminQuestion, type QuestionCreateInput } from '../../../../contract/editor';
import type { FieldErrors } from '../../../../contract/errors';
import { fieldErrorsOf } from '../../../../contract/field-errors';
import type { Translatable } from '../../../../contract/translatable';

export const MIN_OPTIONS = QUESTION_OPTIONS.min;
export const MAX_OPTIONS = QUESTION_OPTIONS.max;

export interface OptionDraft {
  /** A stable React key: options have no id of their own, and their index moves when one is removed. */
  key: string;
  text: Translatable;
}

/** One question as the editor holds it while the agent types; `id` is null until the server saved it. */
export interface QuestionDraft {
  key: string;
  id: string | null;
  /** The server version this draft was edited from (optimistic concurrency); null for a new question. */
  version: number | null;
  text: Translatable;
  options: OptionDraft[];
  /** Index of the correct option; null until the agent chooses one (never two: the editor uses radios). */
  correct: number | null;
  explanation: Translatable;
}

let counter = 0;
export const nextKey = (): string => `draft-${++counter}`;

export const emptyText = (): Translatable => ({ ar: '', fr: '', en: '' });

export function newQuestionDraft(): QuestionDraft {
  return {
    key: nextKey(),
    id: null,
    version: null,
    text: emptyText(),
    options: Array.from({ length: MIN_OPTIONS }, () => ({ key: nextKey(), text: emptyText() })),
    correct: null,
    explanation: emptyText(),
  };
}

export function draftOf(question: AdminQuestion): QuestionDraft {
  return {
    key: question.id,
    id: question.id,
    version: question.version,
    text: question.text,
    options: question.options.map((text, index) => ({ key: `${question.id}-${index}`, text })),
    correct: question.correct_index,
    explanation: question.explanation ?? emptyText(),
  };
}

/**
 * What the server receives: an explanation left blank in every language is no explanation, and a
 * question with no correct option chosen sends none, so the shared schema names the field.
 */
export function inputOf(draft: QuestionDraft): Omit<QuestionCreateInput, 'correct_index'> & { correct_index?: number } {
  return {
    text: draft.text,
    options: draft.options.map((option) => option.text),
    ...(draft.correct === null ? {} : { correct_index: draft.correct }),
    explanation: isBlank(draft.explanation) ? null : draft.explanation,
  };
}

/** The server's own schema run before sending: the same codes on the same fields, without a round trip. */
export function checkDraft(draft: QuestionDraft): FieldErrors | null {
  const result = v.safeParse(QuestionCreateSchema, inputOf(draft));
  return result.success ? null : fieldErrorsOf(result.issues);
}

export const sameContent = (a: QuestionDraft, b: QuestionDraft): boolean => JSON.stringify(inputOf(a)) === JSON.stringify(inputOf(b));

export function withOptionAdded(draft: QuestionDraft): QuestionDraft {
  if (draft.options.length >= MAX_OPTIONS) return draft;
  return { ...draft, options: [...draft.options, { key: nextKey(), text: emptyText() }] };
}

/**
 * Removing the correct option leaves no correct answer (the agent chooses again) rather than silently
 * marking another one right; removing one above it keeps the same option marked.
 */
export function withOptionRemoved(draft: QuestionDraft, index: number): QuestionDraft {
  if (draft.options.length <= MIN_OPTIONS) return draft;
  const options = draft.options.filter((_, position) => position !== index);
  const correct = draft.correct === null || draft.correct === index ? null : draft.correct > index ? draft.correct - 1 : draft.correct;
  return { ...draft, options, correct };
}

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item === undefined) return copy;
  copy.splice(Math.max(0, Math.min(to, copy.length)), 0, item);
  return copy;
}
