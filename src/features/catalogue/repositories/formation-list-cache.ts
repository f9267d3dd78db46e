import type { PublicDatabase } from '../../../data/db';
import { listFormations, type FormationListQuery, type FormationListResult } from './formation-list-repository';

/**
 * The last page read from IndexedDB for each recent query, kept in memory so /courses paints its list in
 * its very first render (then the live query confirms it). Reading IndexedDB only after React's first
 * commit costs a frame or more on a phone; this removes that wait on a repeat visit within the session.
 */
const MAX_ENTRIES = 20;

/** Performance marks around each read of the mirror, for bench/catalogue.ts. */
export const LIST_QUERY_MARKS = { start: 'catalogue:list-query-start', end: 'catalogue:list-query-end' } as const;
const results = new Map<string, FormationListResult>();

export function listKey(query: FormationListQuery): string {
  return JSON.stringify([query.q.trim(), query.topic, query.level, query.page, query.language, query.perPage ?? null]);
}

export function cachedList(query: FormationListQuery): FormationListResult | undefined {
  return results.get(listKey(query));
}

export function rememberList(query: FormationListQuery, result: FormationListResult): void {
  const key = listKey(query);
  results.delete(key);
  results.set(key, result);
  if (results.size > MAX_ENTRIES) {
    const oldest = results.keys().next().value;
    if (oldest !== undefined) results.delete(oldest);
  }
}

/** Reads a page ahead of rendering (when the screen's code arrives); failures are left to the live query. */
export function primeFormationList(db: PublicDatabase, query: FormationListQuery): void {
  performance.mark(LIST_QUERY_MARKS.start);
  listFormations(db, query).then(
    (result) => {
      performance.mark(LIST_QUERY_MARKS.end);
      rememberList(query, result);
    },
    () => undefined,
  );
}

/** For tests that replace the whole mirror between cases. */
export function clearFormationListCache(): void {
  results.clear();
}
