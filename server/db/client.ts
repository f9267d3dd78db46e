import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type the services see, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** postgres:// URL; undefined opens PGlite at `pgliteDir`; `memory://` opens an in-memory PGlite. */
  url: string | undefined;
  pgliteDir: string;
}

/** Opens the database and brings its schema up to date with the same SQL migrations on both engines. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url && /^postgres(ql)?:\/\//.test(options.url)) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const inMemory = options.url === 'memory://';
  if (!inMemory) mkdirSync(options.pgliteDir, { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(options.pgliteDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
