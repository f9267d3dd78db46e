import * as v from 'valibot';
import { AdminReviewSchema, type AdminReview, type ReviewModerationInput } from '../../../../contract/exam';
import { api, call } from '../../../lib/api';

/** PATCH /api/admin/reviews/{id}: hides or shows a review; the course's rating is recounted by the server. */
export async function setReviewPublished(id: string, published: boolean): Promise<AdminReview> {
  const json: ReviewModerationInput = { published };
  const body = await call(() => api.patch(`admin/reviews/${encodeURIComponent(id)}`, { json }).json());
  return v.parse(AdminReviewSchema, body);
}
