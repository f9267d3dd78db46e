import type { FastifyBaseLogger } from 'fastify';
import { COURSES_PER_PAGE, type FormationPage } from '../../../contract/catalogue';
import type { PublicStats, TestimonialList } from '../../../contract/site';
import type { Db } from '../../db/client';
import { listFormations } from '../catalogue/formations-service';
import { publicStats } from './public-stats';
import { bestTestimonials } from './testimonials';

/** What a server-rendered public page is rendered from (issue 18; src/lib/server-data.ts has the client's side). */
export interface SsrPageData {
  home?: { stats: PublicStats | null; testimonials: TestimonialList | null };
  courses?: FormationPage | null;
}

/**
 * Reads a public page's data from the database, as the API would answer it. A failed read renders the
 * page as a visitor offline would see it; the browser then reads again.
 */
export function ssrPageData(db: Db, log: FastifyBaseLogger): (pathname: string) => Promise<SsrPageData> {
  return async (pathname) => {
    if (pathname === '/courses') {
      const courses = await listFormations(db, { page: 1, per_page: COURSES_PER_PAGE }).catch((error: unknown) => {
        log.warn({ err: error }, 'SSR: catalogue unavailable');
        return null;
      });
      return { courses };
    }
    if (pathname !== '/') return {};
    const [stats, testimonials] = await Promise.all([
      publicStats(db).catch((error: unknown) => {
        log.warn({ err: error }, 'SSR: public stats unavailable');
        return null;
      }),
      bestTestimonials(db).then(
        (data): TestimonialList => ({ data }),
        (error: unknown) => {
          log.warn({ err: error }, 'SSR: testimonials unavailable');
          return null;
        },
      ),
    ]);
    return { home: { stats, testimonials } };
  };
}
