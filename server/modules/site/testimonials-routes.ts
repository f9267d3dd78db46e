import type { FastifyInstance } from 'fastify';
import type { TestimonialList } from '../../../contract/site';
import { bestTestimonials } from './testimonials';

/** Reviews change rarely and the home page is the busiest: five minutes of shared cache. */
const TESTIMONIALS_CACHE = 'public, max-age=300';

export async function testimonialsRoutes(app: FastifyInstance) {
  app.get('/testimonials', async (_request, reply): Promise<TestimonialList> => {
    reply.header('Cache-Control', TESTIMONIALS_CACHE);
    return { data: await bestTestimonials(app.database.db) };
  });
}
