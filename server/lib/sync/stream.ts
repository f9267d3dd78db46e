import { sql, type SQL } from 'drizzle-orm';
import type { AnySyncPage, SyncStream } from '../../../contract/sync';
import type { Db } from '../../db/client';
import { decodeCursor, encodeCursor, type SyncCursor } from './cursor';
import { instanceId } from './instance-id';
import { rowsOf } from '../../db/rows';

/** A table mirrored by a stream. Its rows carry `id` and `change_seq` (kept by the `sync_touch` trigger). */
export interface SyncEntity {
  /** Key on the wire (`changes.<name>`, `deleted.<name>`) and `sync_tombstones.entity`. */
  name: string;
  table: string;
  /**
   * The rows with these ids as the caller may see them; `hidden` ids exist but are not for this caller
   * (an unpublished formation, a hidden review) and are sent as deletions.
   */
  load(db: Db, ids: string[], userId: string | null): Promise<{ visible: { id: string }[]; hidden: string[] }>;
}

export interface SyncStreamDefinition {
  name: SyncStream;
  /** Column naming the owner in per-user streams; null for a public stream. */
  userColumn: string | null;
  entities: readonly SyncEntity[];
}

export interface ReadSyncOptions {
  cursor: string | undefined;
  userId: string | null;
  limit: number;
}

export interface SyncRead {
  page: AnySyncPage;
  /** True when the page carries nothing new for this cursor: the caller may answer 304. */
  unchanged: boolean;
}

interface ChangeRow extends Record<string, unknown> {
  entity: string;
  id: string;
  seq: string | number;
}

/** The app_meta key recording up to which seq tombstones were pruned: older cursors must reset. */
export const PRUNED_THROUGH_KEY = 'sync_tombstones_pruned_through';

/** Restricts a per-user stream's rows (or tombstones) to the caller's own; nothing for a public stream. */
function ownedBy(column: string | null, userId: string | null): SQL {
  return column && userId !== null ? sql` and ${sql.identifier(column)} = ${userId}` : sql``;
}

/** The stream's head and the seq its tombstones were pruned through, as columns of one select. */
const STREAM_STATE = sql`(select case when is_called then last_value else 0 end from sync_change_seq) as last,
  (select value from app_meta where key = ${PRUNED_THROUGH_KEY}) as pruned`;

/**
 * Whether a cursor can be continued without missing a deletion: written by this database, not from its
 * future, and not older than the kept tombstones. Otherwise the client starts over (a reset page).
 */
function continues(
  decoded: SyncCursor | null,
  instance: string,
  state: { last: string | number; pruned: string | null } | undefined,
): boolean {
  const head = Number(state?.last ?? 0);
  const pruned = Number(state?.pruned ?? 0);
  return decoded !== null && decoded.instance === instance && decoded.seq <= head && decoded.seq >= pruned;
}

/**
 * One page of a stream after `cursor`, read in a single repeatable-read snapshot so the page and its
 * cursor agree. Changes come in `change_seq` order across all entities, so a client that applies pages
 * in order is never missing a parent its child refers to, and resuming from any page's cursor is exact.
 */
export async function readSyncPage(db: Db, stream: SyncStreamDefinition, options: ReadSyncOptions): Promise<SyncRead> {
  if (stream.userColumn && options.userId === null) throw new Error(`stream ${stream.name} needs a user`);
  const instance = await instanceId(db);
  return db.transaction(
    async (tx) => {
      const decoded = options.cursor ? decodeCursor(options.cursor) : null;
      const [state] = rowsOf<{ last: string | number; pruned: string | null }>(await tx.execute(sql`select ${STREAM_STATE}`));
      const reset = options.cursor !== undefined && !continues(decoded, instance, state);
      const since = decoded && !reset ? decoded.seq : 0;
      const initial = since === 0;

      const branches: SQL[] = stream.entities.map(
        (entity) => sql`(select ${entity.name}::text as entity, id::text as id, change_seq as seq
          from ${sql.identifier(entity.table)}
          where change_seq > ${since}${ownedBy(stream.userColumn, options.userId)}
          order by change_seq limit ${options.limit + 1})`,
      );
      if (!initial) {
        branches.push(sql`(select entity, entity_id::text as id, seq from sync_tombstones
          where stream = ${stream.name} and seq > ${since}${ownedBy(stream.userColumn ? 'user_id' : null, options.userId)}
          order by seq limit ${options.limit + 1})`);
      }
      const rows = rowsOf<ChangeRow>(
        await tx.execute(sql`select entity, id, seq from (${sql.join(branches, sql` union all `)}) as changed
          order by seq limit ${options.limit + 1}`),
      );
      const hasMore = rows.length > options.limit;
      const pageRows = hasMore ? rows.slice(0, options.limit) : rows;
      const last = pageRows.at(-1);
      const nextSeq = last ? Number(last.seq) : since;

      const changes: Record<string, { id: string }[]> = {};
      const deleted: Record<string, string[]> = {};
      for (const entity of stream.entities) {
        changes[entity.name] = [];
        deleted[entity.name] = [];
      }
      // Live rows and tombstones are grouped alike: an id whose row is gone from its table was deleted.
      const idsByEntity = new Map<string, string[]>();
      for (const row of pageRows) {
        const ids = idsByEntity.get(row.entity);
        if (ids) ids.push(row.id);
        else idsByEntity.set(row.entity, [row.id]);
      }
      for (const entity of stream.entities) {
        const ids = [...new Set(idsByEntity.get(entity.name) ?? [])];
        if (ids.length === 0) continue;
        const { visible, hidden } = await entity.load(tx as unknown as Db, ids, options.userId);
        changes[entity.name] = visible;
        // A first sync has nothing to delete: hidden rows are simply not sent.
        if (initial) continue;
        const found = new Set([...visible.map((row) => row.id), ...hidden]);
        deleted[entity.name] = [...hidden, ...ids.filter((id) => !found.has(id))];
      }

      const page: AnySyncPage = {
        changes,
        deleted,
        cursor: encodeCursor({ instance, seq: nextSeq }),
        has_more: hasMore,
        reset,
      };
      return { page, unchanged: !reset && pageRows.length === 0 };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The cursor to answer "nothing new" with when the stream has no change after `cursor` for this caller,
 * asked in one statement (one snapshot) outside a transaction: the poll of an up-to-date device costs one
 * round trip instead of a read-only transaction's four. Null when there are changes or the cursor cannot
 * be continued; `readSyncPage` then reads the page (and decides a reset) as usual.
 */
export async function unchangedCursorAfter(
  db: Db,
  stream: SyncStreamDefinition,
  options: { cursor: string; userId: string | null },
): Promise<string | null> {
  if (stream.userColumn && options.userId === null) throw new Error(`stream ${stream.name} needs a user`);
  const decoded = decodeCursor(options.cursor);
  const instance = await instanceId(db);
  if (decoded === null || decoded.instance !== instance) return null;
  const since = decoded.seq;
  const newer = stream.entities.map(
    (entity) =>
      sql`exists (select 1 from ${sql.identifier(entity.table)} where change_seq > ${since}${ownedBy(stream.userColumn, options.userId)})`,
  );
  newer.push(
    sql`exists (select 1 from sync_tombstones where stream = ${stream.name} and seq > ${since}${ownedBy(stream.userColumn ? 'user_id' : null, options.userId)})`,
  );
  const [state] = rowsOf<{ last: string | number; pruned: string | null; changed: boolean }>(
    await db.execute(sql`select ${STREAM_STATE}, (${sql.join(newer, sql` or `)}) as changed`),
  );
  if (!state || state.changed || !continues(decoded, instance, state)) return null;
  return encodeCursor({ instance, seq: since });
}
