import { useState } from 'react';
import { cachedList, LIST_QUERY_MARKS, rememberList } from '../repositories/formation-list-cache';
import { listFormations, type FormationListQuery, type FormationListResult } from '../repositories/formation-list-repository';
import { serverFirstPage } from '../repositories/server-first-page';
import { useMirrorQuery } from './use-mirror-query';

const isFirstPage = (query: FormationListQuery) => query.q.trim() === '' && !query.topic && !query.level && query.page === 1;

/**
 * A page of the mirrored catalogue; re-renders when a sync lands. The first render already has the last
 * page read for this query in this session, if any; undefined only before the very first read. On a
 * server-rendered first visit the first page is the one the server drew, kept until the mirror
 * has caught up once, so the list neither empties nor shows a half-synced page meanwhile.
 */
export function useFormationList(query: FormationListQuery): FormationListResult | undefined {
  const [embedded] = useState(serverFirstPage);
  const fromServer = embedded && isFirstPage(query) ? embedded : undefined;
  return useMirrorQuery(
    async ({ publicDb }) => {
      const db = publicDb();
      performance.mark(LIST_QUERY_MARKS.start);
      const result = await listFormations(db, query);
      performance.mark(LIST_QUERY_MARKS.end);
      if (fromServer && !(await db.sync_state.get('catalogue'))?.synced_at) return fromServer;
      rememberList(query, result);
      return result;
    },
    [query.q, query.topic, query.level, query.page, query.language, query.perPage, fromServer],
    // The server's page first: the read ahead of the mirror (courses.tsx) may already have answered
    // from a mirror still empty, and hydrating from that instead of the server's markup mismatches.
    fromServer ?? cachedList(query),
  );
}
