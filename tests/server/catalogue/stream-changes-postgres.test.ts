import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readQuietTables } from '../../../server/db/stream-changes';
import { catalogueStream } from '../../../server/modules/sync/streams';
import { createTestApp, testDatabaseKind, type TestApp } from '../helpers';
import { seedFixture, tr, type Fixture } from './fixture';
import { countingReader, notificationsHeard } from './stream-reader-support';

/**
 * The catalogue's version after changes another process commits (stream-changes.test.ts has the rest).
 * PostgreSQL only: an embedded PGlite has no other process, so `npm test` leaves this file out of its
 * PGlite pass (scripts/test-all.ts).
 */

let t: TestApp;
let f: Fixture;

const onPostgres = testDatabaseKind === 'postgres';

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  f = await seedFixture(t);
});
afterAll(() => (onPostgres ? t.close() : undefined));

describe.runIf(onPostgres)('on PostgreSQL, changes made by another process', () => {
  const url = () => t.config.databaseUrl ?? '';

  async function otherProcess<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  it('arrive by notification: the next read after it sees them', async () => {
    await notificationsHeard(t);
    const reader = countingReader(t);
    try {
      const first = await reader.read();
      const generation = t.database.changes.generation(catalogueStream.name);
      await otherProcess((client) =>
        client.query(`update formations set title = $1 where id = $2`, [tr('Bees, from elsewhere'), f.freeId]),
      );
      await vi.waitFor(() => expect(t.database.changes.generation(catalogueStream.name)).not.toBe(generation), { timeout: 5_000 });
      expect(await reader.read()).toBeGreaterThan(first);
    } finally {
      reader.restore();
    }
  });

  it('after the listening connection drops, every request reads until it is back', async () => {
    await otherProcess((client) =>
      client.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`),
    );
    await vi.waitFor(() => expect(t.database.changes.generation(catalogueStream.name)).toBeNull(), { timeout: 5_000 });
    const reader = countingReader(t);
    try {
      await reader.read();
      await reader.read();
      expect(reader.queries()).toBe(2);
      // It reconnects by itself (first retry after 1 s) and is trusted again.
      await vi.waitFor(() => expect(t.database.changes.generation(catalogueStream.name)).not.toBeNull(), { timeout: 10_000 });
      await reader.read();
      await reader.read();
      expect(reader.queries()).toBe(3);
    } finally {
      reader.restore();
    }
  });

  it('moves for this server’s writes that may change a stream, and not for writes to tables that cannot', async () => {
    await notificationsHeard(t);
    const { db } = t.database;
    const generation = () => t.database.changes.generation(catalogueStream.name);
    const marker = `quiet-${Date.now()}`;
    const at = generation();
    // Rate limits, idempotency records, sessions, mail: no trigger, no stream reads them.
    await db.execute(
      sql`insert into rate_limits (key, hits, started_at, next_at, window_ends_at) values (${marker}, 1, now(), now(), now())`,
    );
    await db.transaction(async (tx) => {
      await tx.execute(sql`update rate_limits set hits = 2 where key = ${marker}`);
    });
    expect(generation()).toBe(at);
    // This server still knows it wrote them (the home page's counters hear of their tables that way).
    const own = (table: string) => t.database.ownWrites.generation([table]) ?? -1;
    const ownLimits = own('rate_limits');
    const ownFormations = own('formations');
    await db.execute(sql`update rate_limits set hits = 4 where key = ${marker}`);
    expect(own('rate_limits')).toBeGreaterThan(ownLimits);
    expect(own('formations')).toBe(ownFormations);
    // A formation's row, outside and inside a transaction (bumped by the statement and again at commit).
    await db.execute(sql`update formations set views_count = views_count where id = ${f.freeId}`);
    const afterWrite = generation();
    expect(afterWrite).not.toBe(at);
    await db.transaction(async (tx) => {
      await tx.execute(sql`update rate_limits set hits = 3 where key = ${marker}`);
      await tx.execute(sql`update formations set views_count = views_count where id = ${f.freeId}`);
    });
    expect(generation()).toBeGreaterThan(afterWrite ?? 0);
    // A statement that is not a plain INSERT, UPDATE or DELETE (a CTE, DDL) counts as a change.
    const beforeDdl = generation();
    await db.execute(sql`with gone as (delete from rate_limits where key = ${marker} returning key) select count(*) from gone`);
    await db.execute(sql`create temporary table if not exists scratch_quiet (id int)`);
    expect(generation()).toBeGreaterThan(beforeDdl ?? 0);
  });

  it('counts as quiet only tables without a trigger that changes rows, and none a stream reads', async () => {
    const client = new pg.Pool({ connectionString: url(), max: 1 });
    try {
      const quiet = await readQuietTables(client);
      for (const table of ['rate_limits', 'idempotency_records', 'sessions', 'mail_jobs', 'contact_messages'])
        expect(quiet.has(table), table).toBe(true);
      // Stream tables, tables whose triggers or cascades change them, and what the stream pages read.
      for (const table of [
        'formations',
        'modules',
        'lessons',
        'quiz_questions',
        'reviews',
        'enrollments',
        'users',
        'media',
        'sync_tombstones',
        'app_meta',
      ]) {
        expect(quiet.has(table), table).toBe(false);
      }
    } finally {
      await client.end();
    }
  });
});
