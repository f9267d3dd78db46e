import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FormationDetail, FormationListQuery, FormationPage, ReviewPage, ReviewsSummary } from '../../../contract/catalogue';
import { formationView, type FormationView } from '../../../contract/course-view';
import { pageMeta, type PageQuery } from '../../../contract/pagination';
import type { Db } from '../../db/client';
import { formations, lessons, modules, reviews } from '../../db/schema/catalogue';
import { notFound } from '../../lib/http/problem';
import { toFormation, toLesson, toModule, toReview } from './serializers';

type FormationRow = typeof formations.$inferSelect;

/** `%`, `_` and `\` typed by a visitor are text to find, not patterns. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Every language at once: the server does not know which one the visitor reads. */
function matchesText(q: string): SQL {
  const pattern = likePattern(q);
  return sql`concat_ws(' ',
    ${formations.title}->>'ar', ${formations.title}->>'fr', ${formations.title}->>'en',
    ${formations.description}->>'ar', ${formations.description}->>'fr', ${formations.description}->>'en'
  ) ilike ${pattern}`;
}

/** Published formations, newest first (ids are UUIDv7, so id order is creation order). */
export async function listFormations(db: Db, query: FormationListQuery): Promise<FormationPage> {
  const conditions: SQL[] = [eq(formations.published, true)];
  if (query.q) conditions.push(matchesText(query.q));
  if (query.topic) conditions.push(eq(formations.topic, query.topic));
  if (query.level) conditions.push(eq(formations.level, query.level));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(formations)
      .where(where)
      .orderBy(desc(formations.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(formations).where(where),
  ]);
  return { data: rows.map(toFormation), meta: pageMeta(query.page, query.per_page, total?.value ?? 0) };
}

/** A formation anyone may see; unpublished ones do not exist for the public. */
export async function findPublishedFormation(db: Db, id: string): Promise<FormationRow> {
  const [row] = await db
    .select()
    .from(formations)
    .where(and(eq(formations.id, id), eq(formations.published, true)));
  if (!row) throw notFound('formation');
  return row;
}

export async function reviewsSummary(db: Db, formationId: string): Promise<ReviewsSummary> {
  const rows = await db
    .select({ rating: reviews.rating, value: count() })
    .from(reviews)
    .where(and(eq(reviews.formationId, formationId), eq(reviews.published, true)))
    .groupBy(reviews.rating);
  const distribution: ReviewsSummary['distribution'] = [0, 0, 0, 0, 0];
  let total = 0;
  let sum = 0;
  for (const { rating, value } of rows) {
    if (rating < 1 || rating > 5) continue;
    distribution[rating - 1] = value;
    total += value;
    sum += rating * value;
  }
  return { average: total ? Math.round((sum / total) * 100) / 100 : 0, count: total, distribution };
}

export async function getFormationDetail(db: Db, id: string): Promise<FormationDetail> {
  const formation = await findPublishedFormation(db, id);
  const [moduleRows, lessonRows, summary] = await Promise.all([
    db.select().from(modules).where(eq(modules.formationId, id)).orderBy(asc(modules.position), asc(modules.id)),
    db.select().from(lessons).where(eq(lessons.formationId, id)).orderBy(asc(lessons.position), asc(lessons.id)),
    reviewsSummary(db, id),
  ]);
  return {
    ...toFormation(formation),
    modules: moduleRows.map((module) => ({
      ...toModule(module),
      lessons: lessonRows.filter((lesson) => lesson.moduleId === module.id).map(toLesson),
    })),
    reviews_summary: summary,
  };
}

/**
 * The course page of a published formation as the device's mirror would build it from the catalogue
 * stream (its rows, serialized alike, and its published reviews); null when there is no such course.
 */
export async function readCourseView(db: Db, id: string): Promise<FormationView | null> {
  const [formation] = await db
    .select()
    .from(formations)
    .where(and(eq(formations.id, id), eq(formations.published, true)));
  if (!formation) return null;
  const [moduleRows, lessonRows, reviewRows] = await Promise.all([
    db.select().from(modules).where(eq(modules.formationId, id)),
    db.select().from(lessons).where(eq(lessons.formationId, id)),
    db
      .select()
      .from(reviews)
      .where(and(eq(reviews.formationId, id), eq(reviews.published, true))),
  ]);
  return formationView(toFormation(formation), moduleRows.map(toModule), lessonRows.map(toLesson), reviewRows.map(toReview));
}

/** Published reviews of a published formation, newest first. */
export async function listReviews(db: Db, formationId: string, query: PageQuery): Promise<ReviewPage> {
  await findPublishedFormation(db, formationId);
  const where = and(eq(reviews.formationId, formationId), eq(reviews.published, true));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(reviews).where(where),
  ]);
  return { data: rows.map(toReview), meta: pageMeta(query.page, query.per_page, total?.value ?? 0) };
}
