import { useEffect, useState } from 'react';
import type { PublicStats } from '../../../../contract/site';
import { useRemote } from '../../../lib/use-remote';
import { takePublicStats } from '../api/home-prefetch';
import { serverData } from '../../../lib/server-data';

const CACHE_KEY = 'site-public-stats';

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A hand-written check rather than the contract schema: it keeps the validator out of the home page's script. */
function isPublicStats(value: unknown): value is PublicStats {
  if (!value || typeof value !== 'object') return false;
  const stats = value as Record<string, unknown>;
  return isCount(stats.subscribers) && isCount(stats.students) && (stats.success_rate === null || isCount(stats.success_rate));
}

function readCached(): PublicStats | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(CACHE_KEY) ?? 'null');
    return isPublicStats(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function writeCached(stats: PublicStats): void {
  try {
    window.localStorage.setItem(CACHE_KEY, JSON.stringify(stats));
  } catch {
    // No storage: the counters simply start empty next time.
  }
}

export interface PublicStatsState {
  stats: PublicStats | null;
  /** True while the figures shown are those of the last visit online. */
  stale: boolean;
}

/**
 * The home-page counters: the last figures seen (so an offline visit still shows them, marked as
 * such), replaced by the server's as soon as they arrive.
 */
export function usePublicStats(): PublicStatsState {
  const [embedded] = useState(() => serverData()?.home?.stats ?? undefined);
  // A server-rendered page's figures are fresh: the last visit's stay unread, so hydration draws the same.
  const [cached] = useState(() => (embedded ? null : readCached()));
  const fresh = useRemote(
    'public-stats',
    async () => {
      const stats = await takePublicStats();
      if (!isPublicStats(stats)) throw new TypeError('Unexpected public stats');
      writeCached(stats);
      return stats;
    },
    { initial: embedded, keepPrevious: true },
  );
  const { refetch } = fresh;
  // A rendered page may be up to a minute old (the server's page cache, server/lib/ssr/ssr-page.ts): its
  // figures show at once, and one small read after hydration puts the current ones in their place.
  useEffect(() => {
    if (embedded) refetch();
  }, [embedded, refetch]);
  if (fresh.data) return { stats: fresh.data, stale: false };
  // The server's figures stay when that read fails (offline since the page arrived).
  if (embedded) return { stats: embedded, stale: false };
  return { stats: cached, stale: cached !== null };
}
