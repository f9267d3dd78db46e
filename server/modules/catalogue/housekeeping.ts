import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta } from '../../db/schema/meta';
import { syncTombstones } from '../../db/schema/catalogue';
import { PRUNED_THROUGH_KEY } from '../../lib/sync/stream';
import { pruneViews } from './views-service';

/** A device offline longer than this resyncs from scratch instead of replaying deletions. */
export const TOMBSTONE_RETENTION_DAYS = 180;

/**
 * Old tombstones and view records are dead weight. Pruning tombstones moves the horizon recorded in
 * app_meta: a cursor older than it gets a reset, so no client misses a deletion.
 */
export async function catalogueHousekeeping(db: Db, now: Date = new Date()): Promise<void> {
  await pruneViews(db, now);
  const horizon = new Date(now.getTime() - TOMBSTONE_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    const removed = await tx.delete(syncTombstones).where(lt(syncTombstones.deletedAt, horizon)).returning({ seq: syncTombstones.seq });
    if (removed.length === 0) return;
    const through = String(removed.reduce((max, row) => Math.max(max, row.seq), 0));
    await tx
      .insert(appMeta)
      .values({ key: PRUNED_THROUGH_KEY, value: through })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: sql`greatest(${appMeta.value}::bigint, ${through}::bigint)::text`, updatedAt: now },
      });
  });
}
