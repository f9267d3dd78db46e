import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizAttempts } from '../../db/schema/exam';

export interface QuizOutcomes {
  passed: number;
  total: number;
}

/**
 * Passed and total final-exam attempts (the exam capability's `quiz_attempts`), for the home page's
 * success rate. Every graded attempt counts once: a replayed submission is the same attempt.
 */
export async function quizOutcomes(db: Db): Promise<QuizOutcomes | null> {
  const [row] = await db
    .select({ passed: sql<number>`count(*) filter (where ${quizAttempts.passed})::int`, total: count() })
    .from(quizAttempts);
  return row ? { passed: Number(row.passed), total: Number(row.total) } : null;
}
