import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { nameStatements } from './named-statements';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { DatabaseGate, PGLITE_GATE_LIMITS, POSTGRES_GATE_LIMITS, type GateLimits } from './gate';
import * as schema from './schema/index';
import { TableWriteLog, writtenTables, type TableWrites } from './table-writes';
import {
  listenWithPglite,
  listenWithPostgres,
  readQuietTables,
  StreamChangeLog,
  trackPoolWrites,
  type StreamChanges,
} from './stream-changes';

export type Schema = typeof schema;
/** The one database type the services see, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** When the shared sync streams may have changed (the public answer caches trust it). */
  changes: StreamChanges;
  /** Bounded waiting: requests past its limits get 503 `server.busy` instead of a place in an endless queue. */
  gate: DatabaseGate;
  /** Which tables may have changed, for hot signed-in reads answered from memory (PGlite only). */
  writes: TableWrites;
  /**
   * Which tables this process has written, on both engines: another server's writes on the same
   * PostgreSQL are not in it. For answers that may lag other servers by a bound of their own (the home
   * page's counters), never this server's own writes.
   */
  ownWrites: TableWrites;
  close(): Promise<void>;
}

/** The SQL migrations both engines run (drizzle-kit writes them). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** postgres:// URL; undefined opens PGlite at `pgliteDir`; `memory://` opens an in-memory PGlite. */
  url: string | undefined;
  pgliteDir: string;
  /**
   * For `memory://` only: a dump of an initialised PGlite data directory (`dumpDataDir`) to start from
   * instead of running initdb, which takes seconds inside PGlite. Migrations still run over it.
   */
  pgliteDump?: Blob;
  /**
   * For `memory://` only: an open PGlite to use instead of making one, which closing the database leaves
   * open (the server tests hand one instance from test app to test app; starting PGlite costs about a second).
   */
  pglite?: PGlite;
  /** Told when the connection that listens for stream changes fails (it retries by itself). */
  onListenerProblem?: (error: unknown) => void;
  /** The gate's limits per request class (the engine's defaults otherwise; tests set small ones). */
  gateLimits?: GateLimits;
}

/** The `then` that records a statement's writes once it succeeded, registered before the caller's own await. */
function recordWrites<T>(result: Promise<T>, writes: TableWriteLog, tables: readonly string[] | 'none' | 'all'): Promise<T> {
  if (tables === 'none') return result;
  return result.then((value) => {
    writes.wrote(tables);
    return value;
  });
}

/**
 * Every statement and transaction of a request passes the gate first (server/db/gate.ts), and every
 * write is recorded in `writes` before its caller sees it, a transaction's at its end.
 */
function wrapPglite(client: PGlite, gate: DatabaseGate, writes: TableWriteLog): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => {
    gate.enter();
    return recordWrites(query(text, ...(rest as [])), writes, writtenTables(text));
  }) as typeof client.query;
  client.exec = (text, ...rest) => {
    gate.enter();
    return recordWrites(exec(text, ...rest), writes, 'all');
  };
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => {
    gate.enter();
    const written = new Set<string>();
    let everything = false;
    const note = (tables: readonly string[] | 'none' | 'all') => {
      if (tables === 'all') everything = true;
      else if (tables !== 'none') for (const table of tables) written.add(table);
    };
    const result = transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      const txExec = tx.exec.bind(tx);
      tx.query = ((text: string, ...rest: unknown[]) => {
        note(writtenTables(text));
        return txQuery(text, ...(rest as []));
      }) as typeof tx.query;
      tx.exec = (text, ...rest) => {
        note('all');
        return txExec(text, ...rest);
      };
      return callback(tx);
    });
    // Recorded after a rollback too: a cache only ever misses once more for it.
    const record = () => writes.wrote(everything ? 'all' : [...written]);
    return result.then(
      (value) => {
        record();
        return value;
      },
      (error: unknown) => {
        record();
        throw error;
      },
    );
  }) as typeof client.transaction;
}

/** Gives a lent PGlite its own methods back (wrapPglite shadows them on the instance). */
function unwrapPglite(client: PGlite): void {
  const own = client as unknown as Record<'query' | 'exec' | 'transaction', unknown>;
  delete own.query;
  delete own.exec;
  delete own.transaction;
}

function gatePool(pool: pg.Pool, gate: DatabaseGate): void {
  // pg's query() and connect() have callback and promise forms; the pool's own query() calls connect()
  // with a callback after the gate already let it through, so only the promise forms are gated.
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const gated =
    (original: (...args: unknown[]) => unknown) =>
    (...args: unknown[]): unknown => {
      if (typeof args.at(-1) !== 'function') {
        try {
          gate.enter();
        } catch (error) {
          return Promise.reject(error);
        }
      }
      return original(...args);
    };
  pool.query = gated(query) as typeof pool.query;
  pool.connect = gated(connect) as typeof pool.connect;
}

/** Opens the database and brings its schema up to date with the same SQL migrations on both engines. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url && /^postgres(ql)?:\/\//.test(options.url)) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const changes = new StreamChangeLog();
    // Empty until the schema is known: while migrating, every write counts as a change.
    const quiet = new Set<string>();
    const ownWrites = new TableWriteLog(true);
    trackPoolWrites(pool, changes, quiet, ownWrites);
    nameStatements(pool);
    const gate = new DatabaseGate(options.gateLimits ?? POSTGRES_GATE_LIMITS);
    gatePool(pool, gate);
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    for (const table of await readQuietTables(pool)) quiet.add(table);
    const listener = await listenWithPostgres(options.url, changes, options.onListenerProblem ?? (() => undefined));
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      changes,
      gate,
      writes: new TableWriteLog(false),
      ownWrites,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  const inMemory = options.url === 'memory://';
  if (!inMemory) mkdirSync(options.pgliteDir, { recursive: true });
  const lent = inMemory ? options.pglite : undefined;
  const client =
    lent ??
    (inMemory
      ? new PGlite({ extensions: PGLITE_EXTENSIONS, ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}) })
      : new PGlite(options.pgliteDir, { extensions: PGLITE_EXTENSIONS }));
  await client.waitReady;
  const gate = new DatabaseGate(options.gateLimits ?? PGLITE_GATE_LIMITS);
  const writes = new TableWriteLog(true);
  wrapPglite(client, gate, writes);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  const changes = new StreamChangeLog();
  const unlisten = await listenWithPglite(client, changes);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    changes,
    gate,
    writes,
    ownWrites: writes,
    close: async () => {
      await unlisten();
      if (lent) unwrapPglite(lent);
      else await client.close();
    },
  };
}
