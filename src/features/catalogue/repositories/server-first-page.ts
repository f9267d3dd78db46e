import { serverData } from '../../../lib/server-data';
import type { FormationListResult } from './formation-list-repository';

/**
 * The catalogue's first page as the server rendered it into /courses, in the screen's shape;
 * undefined on any other render (a client-rendered visit, a later screen, a failed read on the server).
 */
export function serverFirstPage(): FormationListResult | undefined {
  const page = serverData()?.courses;
  if (!page) return undefined;
  return { items: page.data, total: page.meta.total, page: 1, totalPages: page.meta.total_pages, pastEnd: false };
}
