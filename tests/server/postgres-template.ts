import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../../server/db/client';
import { migrationsKey } from './migrations-key';

/** Any fixed number: the session-level lock the test processes take turns on while the template is made. */
const TEMPLATE_LOCK = 7_461_203;

/** Runs `work` with a connection of its own to `url`, closed afterwards. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs one statement on its own connection and gives its rows (tests reading a database from outside the app). */
export async function queryRows<T>(url: string, text: string): Promise<T[]> {
  return withClient(url, async (client) => (await client.query(text)).rows as T[]);
}

/**
 * Drops a test database without FORCE: terminating a connection some test still holds would surface as an
 * unhandled pool error in that test file. A database that stays busy is left behind (CI's cluster is thrown away).
 */
export async function dropTestDatabase(baseUrl: string, name: string): Promise<void> {
  await withClient(baseUrl, async (client) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}"`);
        return;
      } catch (error) {
        const busy = (error as { code?: string }).code === '55006';
        if (!busy || attempt >= 20) {
          console.warn(`test database ${name} left behind: ${(error as Error).message}`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  });
}

/** The address of database `name` on the cluster of `baseUrl`. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let template: Promise<string> | null = null;

/**
 * The name of a migrated database on the cluster of `baseUrl`, made once per cluster and set of
 * migrations, that each test database is copied from (`CREATE DATABASE … TEMPLATE`): running the
 * migrations took 0.4-0.8 s per test app on this machine, copying the template is what CREATE DATABASE
 * costs anyway. Test files run in parallel processes: an advisory lock lets one of them make it while
 * the others wait, and the template gets its name only once it is complete.
 */
export function migratedPostgresTemplate(baseUrl: string): Promise<string> {
  template ??= makeTemplate(baseUrl).catch((error: unknown) => {
    template = null;
    throw error;
  });
  return template;
}

async function makeTemplate(baseUrl: string): Promise<string> {
  const name = `academy_template_${migrationsKey('postgres')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const existing = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount === 0) {
      const partial = `${name}_partial`;
      await admin.query(`DROP DATABASE IF EXISTS "${partial}"`);
      await admin.query(`CREATE DATABASE "${partial}"`);
      // One connection, closed before the rename: a template may have no session open on it.
      const client = new pg.Client({ connectionString: databaseUrl(baseUrl, partial) });
      await client.connect();
      try {
        await migrate(drizzle(client), { migrationsFolder });
      } finally {
        await client.end();
      }
      await admin.query(`ALTER DATABASE "${partial}" RENAME TO "${name}"`);
    }
  } finally {
    // Ending the session releases its advisory lock.
    await admin.end();
  }
  return name;
}
