import { describe, expect, it } from 'vitest';
import { takePglite } from './pglite-pool';

/** PGlite instances handed back and taken again (pglite-pool.ts): the next test app starts on what the migrations make. */

const count = async (client: Awaited<ReturnType<typeof takePglite>>['client'], table: string) =>
  (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n ?? Number.NaN;

describe('PGlite test databases used again', () => {
  it("an instance handed back comes again emptied to the migrations' rows, its counters and settings from the start", async () => {
    const first = await takePglite();
    const fresh = (await first.client.query<{ seq: string }>("select nextval('sync_change_seq')::text as seq")).rows[0]?.seq;
    await first.client.query(
      "insert into users (id, email, password_hash, first_name, last_name) values (gen_random_uuid(), 'pool@example.test', 'x', 'Pool', 'Test')",
    );
    await first.client.query("select nextval('sync_change_seq')");
    await first.client.query('delete from card_gateway_settings');
    await first.client.exec("set statement_timeout = '1ms'");
    await first.release();

    const second = await takePglite();
    try {
      expect(second.client).toBe(first.client);
      expect(await count(second.client, 'users')).toBe(0);
      expect(await count(second.client, 'card_gateway_settings')).toBe(1);
      expect(await count(second.client, 'sync_tombstones')).toBe(0);
      const again = (await second.client.query<{ seq: string }>("select nextval('sync_change_seq')::text as seq")).rows[0]?.seq;
      expect(again).toBe(fresh);
      const timeout = (await second.client.query<{ statement_timeout: string }>('show statement_timeout')).rows[0];
      expect(timeout?.statement_timeout).toBe('0');
    } finally {
      await second.release();
    }
  });

  it('an instance whose schema a test changed is closed, not used again', async () => {
    const first = await takePglite();
    await first.client.exec('alter table users add column scratch int');
    await first.release();
    expect(first.client.closed).toBe(true);

    const second = await takePglite();
    try {
      expect(second.client).not.toBe(first.client);
      const columns = await second.client.query(
        "select column_name from information_schema.columns where table_name = 'users' and column_name = 'scratch'",
      );
      expect(columns.rows).toEqual([]);
    } finally {
      await second.release();
    }
  });
});
