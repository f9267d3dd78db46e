import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DatabaseGate, PGLITE_GATE_LIMITS, POSTGRES_GATE_LIMITS, type GateLimits } from './gate';
import * as schema from './schema/index';
import { listenWithPglite, listenWithPostgres, StreamChangeLog, trackPoolWrites, type StreamChanges } from './stream-changes';

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
  /** Told when the connection that listens for stream changes fails (it retries by itself). */
  onListenerProblem?: (error: unknown) => void;
  /** The gate's limits per request class (the engine's defaults otherwise; tests set small ones). */
  gateLimits?: GateLimits;
}

/** Every statement and transaction of a request passes the gate first (server/db/gate.ts). */
function gatePglite(client: PGlite, gate: DatabaseGate): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => {
    gate.enter();
    return query(...args);
  }) as typeof client.query;
  client.exec = (...args) => {
    gate.enter();
    return exec(...args);
  };
  client.transaction = ((...args: Parameters<typeof transaction>) => {
    gate.enter();
    return transaction(...args);
  }) as typeof client.transaction;
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
    trackPoolWrites(pool, changes);
    const gate = new DatabaseGate(options.gateLimits ?? POSTGRES_GATE_LIMITS);
    gatePool(pool, gate);
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    const listener = await listenWithPostgres(options.url, changes, options.onListenerProblem ?? (() => undefined));
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      changes,
      gate,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  const inMemory = options.url === 'memory://';
  if (!inMemory) mkdirSync(options.pgliteDir, { recursive: true });
  const client = inMemory ? new PGlite(options.pgliteDump ? { loadDataDir: options.pgliteDump } : undefined) : new PGlite(options.pgliteDir);
  await client.waitReady;
  const gate = new DatabaseGate(options.gateLimits ?? PGLITE_GATE_LIMITS);
  gatePglite(client, gate);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  const changes = new StreamChangeLog();
  const unlisten = await listenWithPglite(client, changes);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    changes,
    gate,
    close: async () => {
      await unlisten();
      await client.close();
    },
  };
}
