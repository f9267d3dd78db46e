import type { Formation } from './catalogue';

/**
 * The catalogue's terms and the rules read from a formation, without its schemas: the public catalogue
 * pages need these before they hydrate, and importing `catalogue.ts` for them sent valibot and every
 * schema with the page over 2G. `catalogue.ts` re-exports them; the pages import them here.
 */

/** Topics of SPEC §1; the catalogue filters by them. */
export const TOPICS = [
  'sustainable-farming',
  'organic-farming',
  'beekeeping',
  'modern-irrigation',
  'farm-management',
  'solar-pumping',
  'drones',
] as const;
export type Topic = (typeof TOPICS)[number];

export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];

/** `pending` waits for a payment to be verified; only `active` opens the course (SPEC §4). */
export const ENROLLMENT_STATUSES = ['active', 'pending', 'revoked'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

export const MAX_CATALOGUE_SEARCH_LENGTH = 100;

/**
 * Courses per page of /courses. Six, not the API's default twelve: on a 390 px phone a card is about
 * 400 px tall, so six make three screens of scrolling before "page x of y" (twelve made six, and the demo's
 * twelve courses never showed the pager at all); six thumbnails are about 20 KB on a slow link; and six
 * fill whole rows in the one-, two- and three-column layouts. The list reads the mirror, so this is the
 * screen's choice (and its server-rendered first page's) only: GET /api/formations keeps its default of 12 (DESIGN.md).
 */
export const COURSES_PER_PAGE = 6;

export function isFree(formation: Pick<Formation, 'price_centimes'>): boolean {
  return formation.price_centimes === 0;
}
