import { count, countDistinct, eq, isNull } from 'drizzle-orm';
import type { PublicStats } from '../../../contract/site';
import type { Db } from '../../db/client';
import { userRoles } from '../../db/schema/identity';
import { newsletterSubscribers } from '../../db/schema/site';
import { quizOutcomes } from './quiz-outcomes';

/**
 * The three counters of the home page, computed from real rows: active newsletter subscribers,
 * accounts holding the client role, and passed ÷ all quiz attempts (null before the first attempt,
 * so the page never shows an invented rate). The rate keeps three decimals; the app formats it.
 */
export async function publicStats(db: Db): Promise<PublicStats> {
  const [subscribers, students, outcomes] = await Promise.all([
    db.select({ value: count() }).from(newsletterSubscribers).where(isNull(newsletterSubscribers.unsubscribedAt)),
    db
      .select({ value: countDistinct(userRoles.userId) })
      .from(userRoles)
      .where(eq(userRoles.role, 'client')),
    quizOutcomes(db),
  ]);
  return {
    subscribers: subscribers[0]?.value ?? 0,
    students: students[0]?.value ?? 0,
    success_rate: outcomes && outcomes.total > 0 ? Math.round((outcomes.passed / outcomes.total) * 1000) / 1000 : null,
  };
}
