import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameStatements } from '../../../server/db/named-statements';
import { createPostgresDatabase, testDatabaseKind } from '../helpers';

/**
 * Statements named after their text are parsed once per connection (server/db/named-statements.ts).
 * PostgreSQL only: PGlite has no connections to prepare on, so `npm test` leaves this file out of its
 * PGlite pass (scripts/test-all.ts).
 */

const onPostgres = testDatabaseKind === 'postgres';
let database: { url: string; drop(): Promise<void> } | null = null;
let pool: pg.Pool;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
  // One connection: what it has prepared is what the next statement finds.
  pool = new pg.Pool({ connectionString: database.url, max: 1 });
  nameStatements(pool, { max: 4 });
  await pool.query('create table crops (id integer primary key, name text not null, yield_kg smallint not null)');
  await pool.query(`insert into crops values (1, 'olive', 40), (2, 'argan', 12), (3, 'saffron', 1)`);
});
afterAll(async () => {
  if (!onPostgres) return;
  await pool.end();
  await database?.drop();
});

const prepared = async () =>
  (await pool.query<{ statement: string }>('select statement from pg_prepared_statements order by prepare_time')).rows.map(
    (row) => row.statement,
  );

describe.runIf(onPostgres)('named statements on PostgreSQL', () => {
  it('prepares a statement with values once, and runs it again with other values', async () => {
    const byId = 'select name from crops where id = $1';
    expect((await pool.query(byId, [1])).rows).toEqual([{ name: 'olive' }]);
    expect((await pool.query({ text: byId, values: [2] })).rows).toEqual([{ name: 'argan' }]);
    expect((await pool.query(byId, [3])).rows).toEqual([{ name: 'saffron' }]);
    expect((await prepared()).filter((statement) => statement === byId)).toHaveLength(1);
  });

  it('leaves statements without values and pattern searches unnamed', async () => {
    await pool.query('select count(*) from crops');
    expect((await pool.query('select name from crops where name ilike $1', ['%liv%'])).rows).toEqual([{ name: 'olive' }]);
    const statements = await prepared();
    expect(statements.some((statement) => statement.includes('count(*)'))).toBe(false);
    expect(statements.some((statement) => statement.includes('ilike'))).toBe(false);
  });

  it('names at most `max` texts: later ones run unnamed, and still answer', async () => {
    for (let index = 0; index < 6; index += 1) {
      expect((await pool.query(`select ${index} + id as value from crops where id = $1`, [1])).rows).toEqual([{ value: index + 1 }]);
    }
    expect((await prepared()).length).toBeLessThanOrEqual(4);
  });

  it('gives a text a new name after a schema change altered its result type: one failure, then it runs', async () => {
    const fresh = new pg.Pool({ connectionString: database?.url ?? '', max: 1 });
    nameStatements(fresh);
    // A connection kept across the failure, as a transaction's is (the pool's own query() drops a connection that failed).
    const client = await fresh.connect();
    try {
      const yieldOf = 'select yield_kg from crops where id = $1';
      expect((await client.query(yieldOf, [1])).rows).toEqual([{ yield_kg: 40 }]);
      // What another server's migration may do while this one runs.
      await pool.query('alter table crops alter column yield_kg type integer');
      await expect(client.query(yieldOf, [1])).rejects.toMatchObject({ code: '0A000' });
      expect((await client.query(yieldOf, [2])).rows).toEqual([{ yield_kg: 12 }]);
    } finally {
      client.release();
      await fresh.end();
    }
  });
});
