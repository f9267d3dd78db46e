import { count, countDistinct, eq, isNull } from 'drizzle-orm';
import type { PublicStats } from '../../../contract/site';
import type { Database, Db } from '../../db/client';
import { VersionedMemo } from '../../lib/versioned-memo';
import { userRoles } from '../../db/schema/identity';
import { newsletterSubscribers } from '../../db/schema/site';
import { quizOutcomes, type QuizOutcomes } from './quiz-outcomes';

/** Active newsletter subscribers. */
async function countSubscribers(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(newsletterSubscribers).where(isNull(newsletterSubscribers.unsubscribedAt));
  return row?.value ?? 0;
}

/** Accounts holding the client role. */
async function countStudents(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: countDistinct(userRoles.userId) })
    .from(userRoles)
    .where(eq(userRoles.role, 'client'));
  return row?.value ?? 0;
}

/** Passed ÷ all quiz attempts, three decimals (the app formats it); null before the first attempt, so the page never shows an invented rate. */
function successRate(outcomes: QuizOutcomes | null): number | null {
  return outcomes && outcomes.total > 0 ? Math.round((outcomes.passed / outcomes.total) * 1000) / 1000 : null;
}

/** The three counters of the home page, computed from real rows. */
export async function publicStats(db: Db): Promise<PublicStats> {
  const [subscribers, students, outcomes] = await Promise.all([countSubscribers(db), countStudents(db), quizOutcomes(db)]);
  return { subscribers, students, success_rate: successRate(outcomes) };
}

/** How long kept counters are trusted for other servers' writes; this server's own move them at once. */
const KEPT_FOR_OTHER_SERVERS_MS = 30_000;

/**
 * The home page's counters for an answer every visitor asks: each counter is kept until this server writes
 * a table it counts (a sign-up recounts the subscribers only), and at most 30 s for other servers' writes.
 * The tables whose deletes reach the counted rows by cascade (users, formations) count too.
 */
export function keptPublicStats(database: Pick<Database, 'db' | 'ownWrites'>): () => Promise<PublicStats> {
  const { db, ownWrites } = database;
  const kept = <T>(tables: readonly string[], read: () => Promise<T>) => {
    const memo = new VersionedMemo<T>({ maxEntries: 1, maxAgeMs: KEPT_FOR_OTHER_SERVERS_MS });
    return () => memo.get('counter', ownWrites.generation(tables) ?? 0, read);
  };
  const subscribers = kept(['newsletter_subscribers'], () => countSubscribers(db));
  const students = kept(['user_roles', 'users'], () => countStudents(db));
  const outcomes = kept(['quiz_attempts', 'users', 'formations'], () => quizOutcomes(db));
  return async () => {
    const [subscriberCount, studentCount, quiz] = await Promise.all([subscribers(), students(), outcomes()]);
    return { subscribers: subscriberCount, students: studentCount, success_rate: successRate(quiz) };
  };
}
