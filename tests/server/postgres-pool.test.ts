import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from './helpers';
import { takePostgresDatabase } from './postgres-pool';
import { queryRows } from './postgres-template';

/**
 * Test databases handed back and taken again (postgres-pool.ts): the next test app must start on exactly
 * what the migrations make. PostgreSQL only: `npm test` leaves this file out of its PGlite pass.
 */

const query = queryRows;

const count = async (url: string, table: string) =>
  (await query<{ n: number }>(url, `select count(*)::int as n from ${table}`))[0]?.n ?? Number.NaN;

describe.runIf(testDatabaseKind === 'postgres')('test databases used again', () => {
  const base = process.env.TEST_DATABASE_URL ?? '';

  it("a database handed back comes again emptied to the migrations' rows, its counters from the start", async () => {
    const first = await takePostgresDatabase(base);
    const [fresh] = await query<{ seq: string }>(first.url, "select nextval('sync_change_seq')::text as seq");
    const gateway = await count(first.url, 'card_gateway_settings');
    await query(
      first.url,
      "insert into users (id, email, password_hash, first_name, last_name) values (gen_random_uuid(), 'pool@example.test', 'x', 'Pool', 'Test')",
    );
    await query(first.url, "select nextval('sync_change_seq')");
    await query(first.url, 'delete from card_gateway_settings');
    await first.release();

    const second = await takePostgresDatabase(base);
    try {
      expect(second.url).toBe(first.url);
      expect(await count(second.url, 'users')).toBe(0);
      // The row a migration inserted is back, and no tombstone was written while emptying.
      expect(await count(second.url, 'card_gateway_settings')).toBe(gateway);
      expect(gateway).toBe(1);
      expect(await count(second.url, 'sync_tombstones')).toBe(0);
      const [again] = await query<{ seq: string }>(second.url, "select nextval('sync_change_seq')::text as seq");
      expect(again?.seq).toBe(fresh?.seq);
    } finally {
      await second.release();
    }
  });

  it('a database whose schema a test changed is dropped, not used again', async () => {
    const first = await takePostgresDatabase(base);
    await query(first.url, 'alter table users add column scratch int');
    await first.release();
    const databases = await query<{ datname: string }>(base, 'select datname from pg_database');
    expect(databases.map((row) => row.datname)).not.toContain(new URL(first.url).pathname.slice(1));

    const second = await takePostgresDatabase(base);
    try {
      expect(second.url).not.toBe(first.url);
      const columns = await query<{ column_name: string }>(
        second.url,
        "select column_name from information_schema.columns where table_name = 'users' and column_name = 'scratch'",
      );
      expect(columns).toEqual([]);
    } finally {
      await second.release();
    }
  });

  it('a database another connection still holds is not handed out again', async () => {
    const first = await takePostgresDatabase(base);
    const holder = new pg.Client({ connectionString: first.url });
    await holder.connect();
    try {
      const released = first.release();
      const second = await takePostgresDatabase(base);
      try {
        expect(second.url).not.toBe(first.url);
      } finally {
        await holder.end();
        await released;
        await second.release();
      }
    } finally {
      await holder.end().catch(() => undefined);
    }
  });
});
