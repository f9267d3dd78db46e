import { COURSES_PER_PAGE, type Level, type Topic } from '../../../../contract/catalogue-terms';
import type { Formation } from '../../../../contract/catalogue';
import type { Language } from '../../../../contract/constants';
import { pickLanguage } from '../../../../contract/pick-language';
import type { PublicDatabase } from '../../../data/db';
import { matchesTerms, searchTerms } from '../search-text';

// Six a page (the reasons are in contract/catalogue.ts); the server renders the first page with the same figure.
export { COURSES_PER_PAGE };

export interface FormationListQuery {
  q: string;
  topic: Topic | null;
  level: Level | null;
  page: number;
  language: Language;
  perPage?: number;
}

export interface FormationListResult {
  items: Formation[];
  total: number;
  /** The page asked for (1 for anything that is not a page number). */
  page: number;
  totalPages: number;
  /** The asked page lies after the last one (a typed or stale `?page=`): no items, and the screen says so. */
  pastEnd: boolean;
}

function pageOf(total: number, page: number, perPage: number) {
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const asked = Math.max(1, Math.trunc(page) || 1);
  return { totalPages, page: asked, pastEnd: total > 0 && asked > totalPages };
}

/**
 * One page of the mirrored catalogue, newest first (UUIDv7 ids sort by creation, as on the server).
 * Without a search or filter it reads only that page through the primary key; searching scans the
 * mirror, which stays fast at catalogue sizes (a thousand formations).
 */
export async function listFormations(db: PublicDatabase, query: FormationListQuery): Promise<FormationListResult> {
  const perPage = query.perPage ?? COURSES_PER_PAGE;
  const terms = searchTerms(query.q);
  if (terms.length === 0 && !query.topic && !query.level) {
    const total = await db.formations.count();
    const { page, totalPages, pastEnd } = pageOf(total, query.page, perPage);
    const items = pastEnd
      ? []
      : await db.formations
          .orderBy(':id')
          .reverse()
          .offset((page - 1) * perPage)
          .limit(perPage)
          .toArray();
    return { items, total, page, totalPages, pastEnd };
  }
  const source = query.topic
    ? db.formations.where('topic').equals(query.topic)
    : query.level
      ? db.formations.where('level').equals(query.level)
      : db.formations.toCollection();
  const matching = await source
    .filter(
      (formation) =>
        (!query.level || formation.level === query.level) &&
        matchesTerms(`${pickLanguage(formation.title, query.language)} ${pickLanguage(formation.description, query.language)}`, terms),
    )
    .toArray();
  matching.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  const { page, totalPages, pastEnd } = pageOf(matching.length, query.page, perPage);
  return { items: matching.slice((page - 1) * perPage, page * perPage), total: matching.length, page, totalPages, pastEnd };
}
