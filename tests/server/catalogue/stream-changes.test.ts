import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formations } from '../../../server/db/schema/catalogue';
import { STREAM_CHANGE_CHANNEL, StreamChangeLog } from '../../../server/db/stream-changes';
import { readStreamVersion, sharedStreamVersionReader, streamVersionReader } from '../../../server/modules/sync/stream-version';
import { catalogueStream } from '../../../server/modules/sync/streams';
import { createTestApp, testDatabaseKind, type TestApp } from '../helpers';
import { seedFixture, tr, type Fixture } from './fixture';

/**
 * The catalogue's cached public answers trust a change generation instead of querying the change log
 * on every request: the database notifies each catalogue change at commit (migration 0017), and this
 * server's own writes count at once. These tests count the version queries.
 */

let t: TestApp;
let f: Fixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedFixture(t);
});
afterAll(() => t.close());

/** A reader over the app's database, with the number of version queries it made so far. */
function countingReader(changes = t.database.changes) {
  const execute = vi.spyOn(t.database.db, 'execute');
  const read = streamVersionReader(t.database.db, catalogueStream, changes);
  return {
    read,
    queries: () => execute.mock.calls.length,
    restore: () => execute.mockRestore(),
  };
}

/**
 * Waits until the notifications of every write made so far (the fixture's included) have been heard: on
 * PostgreSQL they arrive on the listening connection some time after the commit, in commit order, so a
 * sentinel sent now arrives after them. Without it, a late notification of the fixture moved the
 * generation in the middle of a count (CI, 2026-11-25: 3 queries where 1 was expected).
 */
async function notificationsHeard(): Promise<void> {
  const changes = t.database.changes;
  await vi.waitFor(() => expect(changes.generation(catalogueStream.name)).not.toBeNull(), { timeout: 10_000 });
  const sentinel = `test-sentinel-${Math.random().toString(36).slice(2)}`;
  await t.database.db.execute(sql`select pg_notify(${STREAM_CHANGE_CHANNEL}, ${sentinel})`);
  // Both generations share the "anything changed" part: their difference is the sentinel's own count.
  await vi.waitFor(() => expect((changes.generation(sentinel) ?? 0) - (changes.generation('test-no-such-stream') ?? 0)).toBe(1), { timeout: 5_000 });
}

describe('catalogue version with change notifications', () => {
  it('answers from memory while nothing changes, and reads again after a change written here', async () => {
    await notificationsHeard();
    const reader = countingReader();
    try {
      const first = await reader.read();
      await Promise.all([reader.read(), reader.read(), reader.read()]);
      expect(await reader.read()).toBe(first);
      expect(reader.queries()).toBe(1);

      await t.database.db.update(formations).set({ title: tr('Bees, noticed') }).where(eq(formations.id, f.freeId));
      const after = await reader.read();
      expect(after).toBeGreaterThan(first);
      expect(after).toBe(await readStreamVersion(t.database.db, catalogueStream));
      expect(reader.queries()).toBe(3);
    } finally {
      reader.restore();
    }
  });

  it('the public answers of one database share one reader: a version one of them read serves the others', async () => {
    await notificationsHeard();
    const execute = vi.spyOn(t.database.db, 'execute');
    try {
      // The catalogue pages, the sync stream's first page and the rendered pages each ask for theirs.
      const [pages, syncFirstPage, renderedPages] = [1, 2, 3].map(() => sharedStreamVersionReader(t.database, catalogueStream));
      expect(syncFirstPage).toBe(pages);
      expect(renderedPages).toBe(pages);
      await pages?.();
      const afterFirst = execute.mock.calls.length;
      await Promise.all([syncFirstPage?.(), renderedPages?.()]);
      expect(execute.mock.calls.length).toBe(afterFirst);
    } finally {
      execute.mockRestore();
    }
  });

  it('a change the log ignores (a views counter) moves nothing a client sees', async () => {
    const before = await readStreamVersion(t.database.db, catalogueStream);
    await t.database.db.update(formations).set({ viewsCount: sql`${formations.viewsCount} + 1` }).where(eq(formations.id, f.freeId));
    expect(await readStreamVersion(t.database.db, catalogueStream)).toBe(before);
  });

  it('reads on every request while changes cannot be heard', async () => {
    const deaf = new StreamChangeLog();
    const reader = countingReader(deaf);
    try {
      await reader.read();
      await reader.read();
      expect(reader.queries()).toBe(2);
      deaf.setListening(true);
      await reader.read();
      await reader.read();
      expect(reader.queries()).toBe(3);
    } finally {
      reader.restore();
    }
  });
});

describe.runIf(testDatabaseKind === 'postgres')('on PostgreSQL, changes made by another process', () => {
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
    await notificationsHeard();
    const reader = countingReader();
    try {
      const first = await reader.read();
      const generation = t.database.changes.generation(catalogueStream.name);
      await otherProcess((client) => client.query(`update formations set title = $1 where id = $2`, [tr('Bees, from elsewhere'), f.freeId]));
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
    const reader = countingReader();
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
