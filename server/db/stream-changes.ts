import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { queryObserved, type PgQuery } from './pg-query-outcome';
import { writtenTables, type TableWriteLog } from './table-writes';

/**
 * The channel the `sync_lock` trigger function notifies, with the stream's name, whenever a row of a
 * shared (not per-user) sync stream changes (migration 0017). Postgres delivers it at commit.
 */
export const STREAM_CHANGE_CHANNEL = 'sync_stream_changed';

/**
 * Tells the answer caches when a shared sync stream may have changed, so that a cached public answer
 * needs no query to know it is still current.
 */
export interface StreamChanges {
  /**
   * A number that moves whenever `stream` may have changed; null while changes cannot be heard (the
   * listening connection is down), and the caller must then read the stream's version every time.
   */
  generation(stream: string): number | null;
}

/** The counters behind `StreamChanges`: bumped by notifications, by this process's own writes and by reconnections. */
export class StreamChangeLog implements StreamChanges {
  private readonly perStream = new Map<string, number>();
  /** Moves for "anything may have changed": a write of this process, a lost or regained listener. */
  private everything = 0;
  private listening = false;

  generation(stream: string): number | null {
    return this.listening ? this.everything + (this.perStream.get(stream) ?? 0) : null;
  }

  streamChanged(stream: string): void {
    this.perStream.set(stream, (this.perStream.get(stream) ?? 0) + 1);
  }

  anythingChanged(): void {
    this.everything += 1;
  }

  /** While not listening, notifications may be missed: nothing cached before a reconnection is trusted after it. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.everything += 1;
  }
}

/** PGlite runs in this process: a notification reaches its callback before the statement that caused it resolves. */
export async function listenWithPglite(client: PGlite, log: StreamChangeLog): Promise<() => Promise<void>> {
  const unlisten = await client.listen(STREAM_CHANGE_CHANNEL, (stream) => log.streamChanged(stream));
  log.setListening(true);
  return async () => {
    log.setListening(false);
    await unlisten();
  };
}

function statementText(config: unknown): string {
  if (typeof config === 'string') return config;
  if (config && typeof config === 'object' && 'text' in config && typeof config.text === 'string') return config.text;
  return '';
}

const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i;
const TRANSACTION_COMMIT = /^\s*(commit|end)\b/i;
/** A whole transaction's rollback; `rollback to savepoint` keeps the transaction going. */
const TRANSACTION_ROLLBACK = /^\s*(rollback|abort)\b(?!\s+to\b)/i;

/**
 * Trigger functions that change no row: the checks PostgreSQL installs for foreign keys on the referencing
 * table, and the refusals on the referenced one. A cascading delete or update (`RI_FKey_cascade_del`…) does
 * change rows, so its table is not quiet.
 */
const ROW_KEEPING_TRIGGERS = [
  'RI_FKey_check_ins',
  'RI_FKey_check_upd',
  'RI_FKey_noaction_del',
  'RI_FKey_noaction_upd',
  'RI_FKey_restrict_del',
  'RI_FKey_restrict_upd',
];

/** Tables without triggers that the streams' pages and versions read: tombstones, the pruning mark. */
const STREAM_BOOKKEEPING = ['sync_tombstones', 'app_meta'];

/**
 * The tables whose writes can change no sync stream: no trigger but the foreign keys' checks, and not
 * read by a stream's page or version. Every table of a shared stream has its `sync_touch` trigger, and
 * every table that moves a stream's row (a counter on formations, a cascade) has a trigger too, so
 * neither is ever quiet.
 */
export async function readQuietTables(pool: pg.Pool): Promise<Set<string>> {
  const result = await pool.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname = any (current_schemas(false))
        and not exists (select 1 from pg_trigger t join pg_proc p on p.oid = t.tgfoid
          where t.tgrelid = c.oid and not (p.proname = any ($1::text[])))
        and not exists (select 1 from pg_rewrite r where r.ev_class = c.oid and r.rulename <> '_RETURN')
        and not (c.relname = any ($2::text[]))`,
    [ROW_KEEPING_TRIGGERS, STREAM_BOOKKEEPING],
  );
  return new Set(result.rows.map((row) => row.name));
}

/**
 * Marks everything as possibly changed once a statement of this process's pool that may change a shared
 * stream has succeeded, and once the transaction it was in commits, before its caller sees the result. A
 * request that follows a write of this server therefore never gets an answer cached before it, even before
 * the notification arrives on the listening connection. Writes to `quiet` tables (rate limits, sessions,
 * idempotency records, contact messages, mail jobs: see readQuietTables) move nothing: a busy morning's
 * writes then leave the catalogue's cached answers alone.
 *
 * Every table written is also recorded in `ownWrites`, at the statement and again at its transaction's
 * commit (a read between the two could see the rows from before), for answers that may lag other servers'
 * writes but not this server's own.
 */
export function trackPoolWrites(pool: pg.Pool, log: StreamChangeLog, quiet: ReadonlySet<string>, ownWrites: TableWriteLog): void {
  pool.on('connect', (client) => {
    // What the transaction under way on this connection wrote: whether a stream may show it, and which tables.
    let touched = false;
    let written: Set<string> | 'all' = new Set();
    const forget = () => {
      touched = false;
      written = new Set();
    };
    const query = client.query.bind(client) as PgQuery;
    const tracked = (...args: unknown[]): unknown => {
      const text = statementText(args[0]);
      let streams = false;
      let tables: readonly string[] | 'all' | 'none' = 'none';
      if (TRANSACTION_START.test(text) || TRANSACTION_ROLLBACK.test(text)) {
        forget();
      } else if (TRANSACTION_COMMIT.test(text)) {
        streams = touched;
        tables = written === 'all' ? 'all' : [...written];
        forget();
      } else {
        tables = writtenTables(text);
        streams = tables === 'all' || (tables !== 'none' && tables.some((table) => !quiet.has(table)));
        touched ||= streams;
        if (tables === 'all') written = 'all';
        else if (tables !== 'none' && written !== 'all') for (const table of tables) written.add(table);
      }
      const wroteTables = tables === 'all' || (tables !== 'none' && tables.length > 0);
      if (!streams && !wroteTables) return query(...args);
      return queryObserved(query, args, (error) => {
        if (error) return;
        if (streams) log.anythingChanged();
        ownWrites.wrote(tables);
      });
    };
    client.query = tracked as typeof client.query;
  });
}

export interface PostgresListener {
  close(): Promise<void>;
}

/**
 * A connection of its own that LISTENs for stream changes, and comes back after a drop (a database
 * restart): while it is down the log says so, and the caches read the version on every request.
 */
export function listenWithPostgres(
  connectionString: string,
  log: StreamChangeLog,
  onProblem: (error: unknown) => void,
): Promise<PostgresListener> {
  let closed = false;
  let current: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let delayMs = 1_000;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      log.setListening(false);
      if (closed) return;
      if (error) onProblem(error);
      retryTimer = setTimeout(() => void connect(), delayMs);
      retryTimer.unref();
      delayMs = Math.min(delayMs * 2, 30_000);
    };
    client.on('notification', (message) => {
      if (message.channel === STREAM_CHANGE_CHANNEL && message.payload) log.streamChanged(message.payload);
    });
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      await client.query(`LISTEN ${STREAM_CHANGE_CHANNEL}`);
    } catch (error) {
      onLost(error);
      await client.end().catch(() => undefined);
      return;
    }
    if (closed) {
      await client.end();
      return;
    }
    current = client;
    delayMs = 1_000;
    log.setListening(true);
  };

  return connect().then(() => ({
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      log.setListening(false);
      const client = current;
      current = null;
      await client?.end();
    },
  }));
}
