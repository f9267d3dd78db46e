import { count, countDistinct, eq, isNull } from 'drizzle-orm';
import type { PublicStats } from '../../../contract/site';
import type { Db } from '../../db/client';
import { userRoles } from '../../db/schema/identity';
import { newsletterSubscribers } from '../../db/schema/site';
import { quizOutcomes, type QuizOutcomes } from './quiz-outcomes';

/** Active newsletter subscribers. */
export async function countSubscribers(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(newsletterSubscribers).where(isNull(newsletterSubscribers.unsubscribedAt));
  return row?.value ?? 0;
}

/** Accounts holding the client role. */
export async function countStudents(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: countDistinct(userRoles.userId) })
    .from(userRoles)
    .where(eq(userRoles.role, 'client'));
  return row?.value ?? 0;
}

/** Passed ÷ all quiz attempts, three decimals (the app formats it); null before the first attempt, so the page never shows an invented rate. */
export function successRate(outcomes: QuizOutcomes | null): number | null {
  return outcomes && outcomes.total > 0 ? Math.round((outcomes.passed / outcomes.total) * 1000) / 1000 : null;
}

/** The three counters of the home page, computed from real rows. */
export async function publicStats(db: Db): Promise<PublicStats> {
  const [subscribers, students, outcomes] = await Promise.all([countSubscribers(db), countStudents(db), quizOutcomes(db)]);
  return { subscribers, students, success_rate: successRate(outcomes) };
}
