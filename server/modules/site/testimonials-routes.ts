import { TestimonialListSchema, type TestimonialList } from '../../../contract/site';
import { describeRoute, type ApiInstance } from '../../lib/http/route-schema';
import { bestTestimonials } from './testimonials';

/** Reviews change rarely and the home page is the busiest: five minutes of shared cache. */
const TESTIMONIALS_CACHE = 'public, max-age=300';

export async function testimonialsRoutes(app: ApiInstance) {
  const testimonials = describeRoute({
    tags: ['site'],
    summary: 'The best published reviews for the home page, up to three; the app completes a shorter list',
    access: 'public',
    response: { 200: TestimonialListSchema },
  });
  app.get('/testimonials', { schema: testimonials }, async (_request, reply): Promise<TestimonialList> => {
    reply.header('Cache-Control', TESTIMONIALS_CACHE);
    return { data: await bestTestimonials(app.database.db) };
  });
}
