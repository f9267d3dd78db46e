import type { ErrorCode } from '../../contract/errors';

/**
 * The learner's exam on this device, beside what the `me` stream mirrors (`attempts`, `certificates`):
 * the exam in progress (`quiz_drafts`), submissions not yet graded (`attempts_local`) and ratings not yet
 * acknowledged (`ratings_local`). The outbox's write-back moves a graded submission into `attempts`.
 */

/** An exam being answered: its question and option order, and the answers so far. One per formation. */
export interface QuizDraftRow {
  formation_id: string;
  /** Question ids in the order shown; a new draft draws a new order (retry policy). */
  question_order: string[];
  /** Per question, the option ids (indices) in the order shown. */
  option_order: Record<string, number[]>;
  /** Question id → chosen option id. */
  answers: Record<string, number>;
  /** Where the learner is, 0-based in `question_order`. */
  current: number;
  /**
   * Which draw of the question pool this exam is (contract/exam-rules.ts): the learner's attempt number
   * when it was started. Absent from drafts started before draws existed.
   */
  draw?: number;
  started_at: string;
  updated_at: string;
}

/** A submission waiting for its grade; its id is the outbox row id, which becomes the attempt id. */
export interface LocalAttemptRow {
  id: string;
  formation_id: string;
  questions_count: number;
  created_at: string;
  status: 'pending' | 'rejected';
  /** Why the server refused it, when `rejected`. */
  error: ErrorCode | null;
}

/** The learner's rating of a formation as this device last sent it. */
export interface LocalRatingRow {
  formation_id: string;
  rating: number;
  feedback: string;
  /** The outbox row carrying it. */
  outbox_id: string;
  status: 'pending' | 'sent' | 'rejected';
  error: ErrorCode | null;
  /** After acknowledgement: false when staff hid the review. */
  published: boolean | null;
  updated_at: string;
}

/** Stores of UserDatabase version 4. */
export const EXAM_STORES = {
  attempts: 'id, formation_id',
  attempts_local: 'id, formation_id',
  certificates: 'id, formation_id, code',
  quiz_drafts: 'formation_id',
  ratings_local: 'formation_id, outbox_id',
} as const;
