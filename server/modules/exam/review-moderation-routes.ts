import type { FastifyRequest } from 'fastify';
import { FormationIdParamsSchema } from '../../../contract/catalogue';
import {
  AdminReviewListQuerySchema,
  AdminReviewPageSchema,
  AdminReviewSchema,
  RatingInputSchema,
  RatingResultSchema,
  ReviewIdParamsSchema,
  ReviewModerationSchema,
  type AdminReview,
  type AdminReviewPage,
  type RatingResult,
} from '../../../contract/exam';
import type { LimitRule } from '../../lib/http/rate-limiter';
import { describeRoute, type ApiInstance } from '../../lib/http/route-schema';
import { currentUser } from '../../plugins/authenticate';
import { idempotent } from '../../plugins/idempotency';
import { rateFormation } from './ratings-service';
import { listReviewsForStaff, setReviewPublished } from './reviews-moderation';

/** Ratings per learner and hour (README, "Limits"): one review per formation, edited in place. */
export const RATING_BUDGET: LimitRule = { limit: 30, windowSeconds: 3600 };

/** Reviews: a certificate holder's rating of the formation, and their moderation by staff. */
export function reviewRoutes(app: ApiInstance): void {
  const { db } = app.database;

  const rate = describeRoute({
    tags: ['exam'],
    summary: 'A certificate holder rates the formation: their one review is created or updated, and published at once',
    description: "A review staff hid stays hidden when its author edits it. The answer carries the formation's counters after this rating.",
    access: 'user',
    params: FormationIdParamsSchema,
    body: RatingInputSchema,
    response: { 200: RatingResultSchema },
    errors: {
      404: ['http.not_found'],
      409: ['certificate.required'],
      429: ['http.too_many_requests'],
    },
    idempotent: true,
  });
  // One review per formation, edited in place: a learner has no reason to send more than this in an hour.
  const ratingBudget = { name: 'rating', rule: RATING_BUDGET, by: (request: FastifyRequest) => currentUser(request).id };
  app.post('/formations/:id/ratings', idempotent({ schema: rate }, { limits: [ratingBudget] }), async (request): Promise<RatingResult> => {
    const { id } = request.params;
    const input = request.body;
    const user = currentUser(request);
    return rateFormation(request.db, {
      userId: user.id,
      firstName: user.row.firstName,
      lastName: user.row.lastName,
      formationId: id,
      rating: input.rating,
      feedback: input.feedback,
    });
  });

  const reviewList = describeRoute({
    tags: ['exam'],
    summary: 'Every review, published or hidden, newest first, for moderation',
    access: 'staff',
    querystring: AdminReviewListQuerySchema,
    response: { 200: AdminReviewPageSchema },
  });
  app.get('/admin/reviews', { schema: reviewList }, async (request, reply): Promise<AdminReviewPage> => {
    const query = request.query;
    reply.header('Cache-Control', 'private, no-store');
    return listReviewsForStaff(db, query);
  });

  const moderate = describeRoute({
    tags: ['exam'],
    summary: "Hides or shows a review; the formation's rating and reviews count follow",
    access: 'staff',
    params: ReviewIdParamsSchema,
    body: ReviewModerationSchema,
    response: { 200: AdminReviewSchema },
    errors: { 404: ['http.not_found'] },
  });
  app.patch('/admin/reviews/:id', { schema: moderate }, async (request): Promise<AdminReview> => {
    const { id } = request.params;
    const { published } = request.body;
    return setReviewPublished(db, id, published);
  });
}
