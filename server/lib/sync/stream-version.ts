import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import type { StreamChanges } from '../../db/stream-changes';
import type { SyncStreamDefinition } from './stream';

/**
 * The version of a public stream's change log: the newest `change_seq` among its rows and its
 * tombstones. Every change a client of the stream would receive (an insert, an edit, a delete, a
 * publication flip, by the staff screens, the seed or plain SQL) takes a newer seq from the
 * `sync_touch`/`sync_tombstone` triggers, so the number only grows, and only with the stream. One
 * indexed lookup per table.
 */
export async function readStreamVersion(db: Db, stream: SyncStreamDefinition): Promise<number> {
  if (stream.userColumn) throw new Error(`stream ${stream.name} is per user: it has no single version`);
  const newest = stream.entities.map((entity) => sql`(select max(change_seq) from ${sql.identifier(entity.table)})`);
  newest.push(sql`(select max(seq) from sync_tombstones where stream = ${stream.name})`);
  const result = (await db.execute(sql`select greatest(${sql.join(newest, sql`, `)}, 0) as version`)) as unknown as {
    rows: { version: string | number }[];
  };
  return Number(result.rows[0]?.version ?? 0);
}

/**
 * `readStreamVersion` shared by the requests that wait at the same time. A request never takes a read
 * that began before it arrived (that could predate a change it should see): it joins the next read,
 * which starts as soon as the current one ends. So at most two reads run for any number of callers.
 *
 * A version read stays good until the stream's change generation in `changes` moves (a notification
 * from the database, or a write of this process): a cached public answer then costs no query at all.
 * While the generation is unknown (no listener), every request reads.
 */
export function streamVersionReader(db: Db, stream: SyncStreamDefinition, changes: StreamChanges): () => Promise<number> {
  let current: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  let known: { version: number; generation: number } | null = null;
  const start = (): Promise<number> => {
    const read = readStreamVersion(db, stream).finally(() => {
      if (current === read) current = null;
    });
    current = read;
    return read;
  };
  const coalesced = (): Promise<number> => {
    if (!current) return start();
    if (!next) {
      const waitFor = current;
      next = waitFor
        .catch(() => undefined)
        .then(() => {
          next = null;
          return start();
        });
    }
    return next;
  };
  return async () => {
    // Taken before the read starts: a change notified after this point moves the generation past it,
    // so the version read below is never trusted beyond what it could have seen.
    const generation = changes.generation(stream.name);
    if (generation !== null && known?.generation === generation) return known.version;
    const version = await coalesced();
    if (generation !== null && (known === null || generation >= known.generation)) known = { version, generation };
    return version;
  };
}

const sharedReaders = new WeakMap<Database, Map<string, () => Promise<number>>>();

/**
 * The one `streamVersionReader` of a database and stream that every cached public answer (the catalogue
 * pages, the sync stream's first page, the rendered pages) asks: one known version and one read in
 * flight for all of them, instead of one each.
 */
export function sharedStreamVersionReader(database: Database, stream: SyncStreamDefinition): () => Promise<number> {
  let readers = sharedReaders.get(database);
  if (!readers) {
    readers = new Map();
    sharedReaders.set(database, readers);
  }
  let reader = readers.get(stream.name);
  if (!reader) {
    reader = streamVersionReader(database.db, stream, database.changes);
    readers.set(stream.name, reader);
  }
  return reader;
}
