import { and, eq, sql } from 'drizzle-orm';
import type { RatingResult } from '../../../contract/exam';
import { uuidv7 } from '../../../contract/uuid';
import type { Db } from '../../db/client';
import { formations, reviews } from '../../db/schema/catalogue';
import { certificates } from '../../db/schema/exam';
import { HttpProblem, notFound } from '../../lib/http/problem';

export interface RatingSubmission {
  userId: string;
  firstName: string;
  lastName: string;
  formationId: string;
  rating: number;
  feedback: string;
}

/** "Khadija B.": enough to feel real on the course page, without publishing a learner's full name. */
export function reviewAuthorName(firstName: string, lastName: string): string | null {
  const first = firstName.trim();
  const initial = Array.from(lastName.trim())[0];
  if (!first) return null;
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/**
 * A certificate holder rates the formation (docs/certificates.md, "Ratings"): their one review is
 * created, or updated when they rate again, and published at once. A review staff hid stays hidden when
 * its author edits it. The formation's rating average and reviews count are kept by the reviews triggers
 * (migration 0004), so they change in this same transaction.
 */
export async function rateFormation(db: Db, input: RatingSubmission, now: Date = new Date()): Promise<RatingResult> {
  const [formation] = await db
    .select({ id: formations.id, published: formations.published })
    .from(formations)
    .where(eq(formations.id, input.formationId));
  if (!formation) throw notFound('formation');
  const [held] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, input.userId), eq(certificates.formationId, input.formationId)));
  if (!held) throw new HttpProblem(409, 'certificate.required');

  return db.transaction(async (tx) => {
    // One review per learner and formation: two devices rating together must not create two.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rating:${input.userId}:${input.formationId}`}, 0))`);
    const [existing] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.userId, input.userId), eq(reviews.formationId, input.formationId)));
    const [saved] = existing
      ? await tx
          .update(reviews)
          .set({ rating: input.rating, description: input.feedback, updatedAt: now })
          .where(eq(reviews.id, existing.id))
          .returning()
      : await tx
          .insert(reviews)
          .values({
            id: uuidv7(now.getTime()),
            formationId: input.formationId,
            userId: input.userId,
            authorName: reviewAuthorName(input.firstName, input.lastName),
            rating: input.rating,
            description: input.feedback,
            published: true,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
    if (!saved) throw new Error('review missing right after its write');
    const [counters] = await tx
      .select({ ratingAverage: formations.ratingAverage, reviewsCount: formations.reviewsCount })
      .from(formations)
      .where(eq(formations.id, input.formationId));
    return {
      review_id: saved.id,
      formation_id: saved.formationId,
      rating: saved.rating,
      feedback: saved.description,
      published: saved.published,
      rating_average: counters?.ratingAverage ?? 0,
      reviews_count: counters?.reviewsCount ?? 0,
      updated_at: saved.updatedAt.toISOString(),
    };
  });
}
