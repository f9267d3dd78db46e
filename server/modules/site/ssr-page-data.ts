import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import { COURSES_PER_PAGE, UuidSchema, type FormationPage } from '../../../contract/catalogue';
import type { FormationView } from '../../../contract/course-view';
import type { PublicStats, TestimonialList } from '../../../contract/site';
import { matchRoutePattern, routePatterns } from '../../../contract/route-patterns';
import { reuseFor } from '../../lib/reuse-for';
import type { Database, Db } from '../../db/client';
import { sharedStreamVersionReader } from '../../lib/sync/stream-version';
import { catalogueStream, listFormations, readCourseView } from '../catalogue/public';
import { publicStats } from './public-stats';
import { bestTestimonials } from './testimonials';

/** What a server-rendered public page is rendered from (src/lib/server-data.ts has the client's side). */
export interface SsrPageData {
  home?: { stats: PublicStats | null; testimonials: TestimonialList | null };
  courses?: FormationPage | null;
  course?: FormationView | null;
}

/** The course a pathname is the page of, if it is one. */
const coursePageId = (pathname: string): string | undefined => matchRoutePattern(routePatterns.course, pathname)?.id;

/**
 * The version a rendered page is cached at: the catalogue stream's for the catalogue's pages, so a course
 * published or edited by staff is on them at the next request; 0 for the others (they live 60 s).
 */
export function ssrPageVersion(database: Database): (pathname: string) => Promise<number> {
  const catalogueVersion = sharedStreamVersionReader(database, catalogueStream);
  return async (pathname) => (pathname === '/courses' || coursePageId(pathname) !== undefined ? catalogueVersion() : 0);
}

/**
 * How long the home page's counters and testimonials are reused for rendering. A rendered page is kept
 * 60 s already (server/lib/ssr/ssr-page.ts), and the browser reads the counters again after hydration; but a
 * page is rendered per language and country, and each render read them again: they were about 30% of
 * an uncached render of `/`, and counting every student costs more as the academy grows.
 */
export const HOME_DATA_TTL_MS = 60_000;

/**
 * Reads a public page's data from the database, as the API would answer it. A failed read renders the
 * page as a visitor offline would see it; the browser then reads again.
 */
export function ssrPageData(db: Db, log: FastifyBaseLogger, now: () => number = Date.now): (pathname: string) => Promise<SsrPageData> {
  const readStats = reuseFor(HOME_DATA_TTL_MS, () => publicStats(db), now);
  const readTestimonials = reuseFor(HOME_DATA_TTL_MS, () => bestTestimonials(db), now);
  return async (pathname) => {
    if (pathname === '/courses') {
      const courses = await listFormations(db, { page: 1, per_page: COURSES_PER_PAGE }).catch((error: unknown) => {
        log.warn({ err: error }, 'SSR: catalogue unavailable');
        return null;
      });
      return { courses };
    }
    const courseId = coursePageId(pathname);
    if (courseId !== undefined) {
      // Not an id: no such course, and nothing to ask the database.
      if (!v.is(UuidSchema, courseId)) return { course: null };
      const course = await readCourseView(db, courseId).catch((error: unknown) => {
        log.warn({ err: error }, 'SSR: course unavailable');
        return null;
      });
      return { course };
    }
    if (pathname !== '/') return {};
    const [stats, testimonials] = await Promise.all([
      readStats().catch((error: unknown) => {
        log.warn({ err: error }, 'SSR: public stats unavailable');
        return null;
      }),
      readTestimonials().then(
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
