import { count, desc, eq } from 'drizzle-orm';
import type { AdminReview, AdminReviewListQuery, AdminReviewPage } from '../../../contract/exam';
import { pageMeta } from '../../../contract/pagination';
import type { Db } from '../../db/client';
import { formations, reviews } from '../../db/schema/catalogue';
import { notFound } from '../../lib/http/problem';

type ReviewRow = typeof reviews.$inferSelect;

function toAdminReview(row: ReviewRow, formationTitle: AdminReview['formation_title']): AdminReview {
  return {
    id: row.id,
    formation_id: row.formationId,
    formation_title: formationTitle,
    rating: row.rating,
    description: row.description,
    author_name: row.authorName,
    published: row.published,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every review, newest first, for staff; `published` filters to the shown or the hidden ones. */
export async function listReviewsForStaff(db: Db, query: AdminReviewListQuery): Promise<AdminReviewPage> {
  const where = query.published === undefined ? undefined : eq(reviews.published, query.published === 'true');
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: reviews, title: formations.title })
      .from(reviews)
      .innerJoin(formations, eq(formations.id, reviews.formationId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(reviews).where(where),
  ]);
  return { data: rows.map((row) => toAdminReview(row.review, row.title)), meta: pageMeta(query.page, query.per_page, total?.value ?? 0) };
}

/**
 * Hides or shows a review (moderation after publication: reviews appear at once). The reviews triggers
 * recount the formation's rating and reviews count, and the catalogue stream drops a hidden review from
 * every device.
 */
export async function setReviewPublished(db: Db, id: string, published: boolean): Promise<AdminReview> {
  const [saved] = await db.update(reviews).set({ published }).where(eq(reviews.id, id)).returning();
  if (!saved) throw notFound('review');
  const [formation] = await db.select({ title: formations.title }).from(formations).where(eq(formations.id, saved.formationId));
  return toAdminReview(saved, formation?.title ?? { ar: '', fr: '', en: '' });
}
