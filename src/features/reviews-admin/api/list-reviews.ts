import * as v from 'valibot';
import { AdminReviewPageSchema, type AdminReviewPage } from '../../../../contract/exam';
import { api, call } from '../../../lib/api';

export type PublishedFilter = 'all' | 'published' | 'hidden';

/** GET /api/admin/reviews (agent, admin): every review, newest first. */
export async function listReviews(page: number, filter: PublishedFilter, signal?: AbortSignal): Promise<AdminReviewPage> {
  const searchParams: Record<string, string> = { page: String(page) };
  if (filter !== 'all') searchParams.published = filter === 'published' ? 'true' : 'false';
  const body = await call(() => api.get('admin/reviews', { searchParams, signal }).json());
  return v.parse(AdminReviewPageSchema, body);
}
