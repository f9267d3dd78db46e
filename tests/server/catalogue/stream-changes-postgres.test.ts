import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
});
