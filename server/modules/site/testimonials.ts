import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Testimonial } from '../../../contract/site';
import { TESTIMONIAL_COUNT } from '../../../contract/site-limits';
import type { Db } from '../../db/client';
import { formations, reviews } from '../../db/schema/catalogue';

/** Shorter than this, a review says too little to stand on the home page ("Good."). */
const MIN_TESTIMONIAL_LENGTH = 40;

/**
 * The best published reviews of published formations: highest rating, then the most recent. Fewer
 * than three while the academy is new; the app then completes the row with its translated
 * testimonials (locales/<lang>/site.json), so the page never shows an invented review as a real one.
 */
export async function bestTestimonials(db: Db): Promise<Testimonial[]> {
  const rows = await db
    .select({
      id: reviews.id,
      description: reviews.description,
      author: reviews.authorName,
      rating: reviews.rating,
      formationTitle: formations.title,
    })
    .from(reviews)
    .innerJoin(formations, eq(formations.id, reviews.formationId))
    .where(
      and(
        eq(reviews.published, true),
        eq(formations.published, true),
        gt(sql`char_length(trim(${reviews.description}))`, MIN_TESTIMONIAL_LENGTH - 1),
      ),
    )
    .orderBy(desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id))
    .limit(TESTIMONIAL_COUNT);
  return rows.map((row) => ({
    id: row.id,
    description: row.description.trim(),
    author: row.author?.trim() || null,
    rating: row.rating,
    formation_title: row.formationTitle,
  }));
}
