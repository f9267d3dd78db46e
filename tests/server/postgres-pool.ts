import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { readTemplateState, resetToTemplate, type SqlRunner, type TemplateState } from './database-reset';
import { databaseUrl, dropTestDatabase, migratedPostgresTemplate, withClient } from './postgres-template';

/**
 * Test databases on PostgreSQL, used again once a test app is done with one. Making a database from the
 * migrated template (CREATE DATABASE … TEMPLATE) and dropping it cost about 0.7 s of the server's file
 * work per test app on this machine; emptying one to the template's rows costs about 50 ms. A database
 * is taken back only when nothing else is connected to it and its schema is still the template's (a test
 * that changed a table, a trigger or a function leaves a database that is dropped, not reused), so every
 * test app still starts on exactly what the migrations make.
 *
 * Databases wait in this process (server test files share a worker process); their names carry the
 * process id, and a later process drops those of processes that are gone.
 */

interface Pool {
  idle: string[];
  /** What a database made from the template holds: its schema's fingerprint and the rows the migrations insert. */
  template: Promise<TemplateState>;
}

const pools = new Map<string, Pool>();
const PREFIX = 'academy_pool_';

/** A pg client as the reset's runner: its query() runs several statements when given no parameters. */
const runner = (client: pg.Client): SqlRunner => ({
  query: <T>(text: string, params?: unknown[]) => client.query(text, params) as unknown as Promise<{ rows: T[] }>,
  exec: (text: string) => client.query(text),
});

async function readTemplate(baseUrl: string): Promise<TemplateState> {
  const template = await migratedPostgresTemplate(baseUrl);
  return withClient(databaseUrl(baseUrl, template), (client) => readTemplateState(runner(client)));
}

/** Drops the pooled databases of processes that have ended (their pools ended with them). */
async function dropOrphans(baseUrl: string): Promise<void> {
  await withClient(baseUrl, async (client) => {
    const names = (await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${PREFIX}%`])).rows;
    for (const { datname } of names) {
      const pid = Number(datname.slice(PREFIX.length).split('_')[0]);
      if (!Number.isInteger(pid) || pid === process.pid || processAlive(pid)) continue;
      await client.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
    }
  });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function poolFor(baseUrl: string): Pool {
  let pool = pools.get(baseUrl);
  if (!pool) {
    const template = dropOrphans(baseUrl).then(() => readTemplate(baseUrl));
    pool = { idle: [], template };
    pools.set(baseUrl, pool);
  }
  return pool;
}

/** Empties `name` back to the template's rows; false when it cannot be reused as it is. */
async function reset(baseUrl: string, name: string, template: TemplateState): Promise<boolean> {
  return withClient(databaseUrl(baseUrl, name), async (client) => {
    // The app's connections have closed, but their server processes may take a moment to leave.
    for (let attempt = 0; ; attempt += 1) {
      const others = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      if ((others.rows[0]?.n ?? 1) === 0) break;
      if (attempt >= 10) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return resetToTemplate(runner(client), template);
  });
}

/** A migrated database of its own for one test app; `release` hands it back for the next one. */
export async function takePostgresDatabase(baseUrl: string): Promise<{ url: string; release(): Promise<void> }> {
  const pool = poolFor(baseUrl);
  const template = await pool.template;
  let name = pool.idle.pop();
  if (!name) {
    const made = `${PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
    const source = await migratedPostgresTemplate(baseUrl);
    await withClient(baseUrl, (client) => client.query(`CREATE DATABASE "${made}" TEMPLATE "${source}"`));
    name = made;
  }
  const taken = name;
  return {
    url: databaseUrl(baseUrl, taken),
    async release() {
      const clean = await reset(baseUrl, taken, template).catch(() => false);
      if (clean) pool.idle.push(taken);
      else await dropTestDatabase(baseUrl, taken);
    },
  };
}
