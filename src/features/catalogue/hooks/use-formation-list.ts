import { useLiveQuery } from 'dexie-react-hooks';
import { publicDb } from '../../../data/db';
import { cachedList, LIST_QUERY_MARKS, rememberList } from '../repositories/formation-list-cache';
import { listFormations, type FormationListQuery, type FormationListResult } from '../repositories/formation-list-repository';

/**
 * A page of the mirrored catalogue; re-renders when a sync lands. The first render already has the last
 * page read for this query in this session, if any; undefined only before the very first read.
 */
export function useFormationList(query: FormationListQuery): FormationListResult | undefined {
  return useLiveQuery(
    async () => {
      performance.mark(LIST_QUERY_MARKS.start);
      const result = await listFormations(publicDb(), query);
      performance.mark(LIST_QUERY_MARKS.end);
      rememberList(query, result);
      return result;
    },
    [query.q, query.topic, query.level, query.page, query.language, query.perPage],
    cachedList(query),
  );
}
