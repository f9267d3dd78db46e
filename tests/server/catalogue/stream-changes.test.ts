import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormationDetail, ReviewPage } from '../../../contract/catalogue';
import { uuidv7 } from '../../../contract/uuid';
import { formations, reviews } from '../../../server/db/schema/catalogue';
import { StreamChangeLog } from '../../../server/db/stream-changes';
import { readStreamVersion, sharedStreamVersionReader } from '../../../server/lib/sync/stream-version';
import { catalogueStream } from '../../../server/modules/sync/streams';
import { createTestApp, testDatabaseKind, type TestApp } from '../helpers';
import { countingReader, notificationsHeard } from './stream-reader-support';
import { seedFixture, tr, type Fixture } from './fixture';

/**
 * The catalogue's cached public answers trust a change generation instead of querying the change log
 * on every request: the database notifies each catalogue change at commit (migration 0017), and this
 * server's own writes count at once. These tests count the version queries; changes made by another
 * process are in stream-changes-postgres.test.ts (PostgreSQL only: PGlite has no other process).
 */

let t: TestApp;
let f: Fixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedFixture(t);
});
afterAll(() => t.close());

describe('catalogue version with change notifications', () => {
  it('answers from memory while nothing changes, and reads again after a change written here', async () => {
    await notificationsHeard(t);
    const reader = countingReader(t);
    try {
      const first = await reader.read();
      await Promise.all([reader.read(), reader.read(), reader.read()]);
      expect(await reader.read()).toBe(first);
      expect(reader.queries()).toBe(1);

      await t.database.db
        .update(formations)
        .set({ title: tr('Bees, noticed') })
        .where(eq(formations.id, f.freeId));
      const after = await reader.read();
      expect(after).toBeGreaterThan(first);
      expect(after).toBe(await readStreamVersion(t.database.db, catalogueStream));
      expect(reader.queries()).toBe(3);
    } finally {
      reader.restore();
    }
  });

  it('the public answers of one database share one reader: a version one of them read serves the others', async () => {
    await notificationsHeard(t);
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
    await t.database.db
      .update(formations)
      .set({ viewsCount: sql`${formations.viewsCount} + 1` })
      .where(eq(formations.id, f.freeId));
    expect(await readStreamVersion(t.database.db, catalogueStream)).toBe(before);
  });

  it('reads on every request while changes cannot be heard', async () => {
    const deaf = new StreamChangeLog();
    const reader = countingReader(t, deaf);
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

/**
 * A formation's page and its reviews are kept in memory while the catalogue's change log holds: the
 * next read after any change to the formation, its outline or its reviews must show it.
 */
const detail = async (id: string) => t.app.inject({ method: 'GET', url: `/api/formations/${id}` });
const reviewPage = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/formations/${id}/reviews?per_page=50` })).json<ReviewPage>();

describe(`cached formation reads (${testDatabaseKind})`, () => {
  it('show an edited title, a new review and an unpublished formation at the next read', async () => {
    const before = (await detail(f.freeId)).json<FormationDetail>();
    expect((await detail(f.freeId)).json<FormationDetail>().title).toEqual(before.title);
    const reviewsBefore = await reviewPage(f.freeId);

    await t.database.db
      .update(formations)
      .set({ title: tr('Bees, renamed') })
      .where(eq(formations.id, f.freeId));
    expect((await detail(f.freeId)).json<FormationDetail>().title.en).toBe('Bees, renamed');

    await t.database.db
      .insert(reviews)
      .values({ id: uuidv7(), formationId: f.freeId, authorName: 'Amina', rating: 5, description: 'Clear and useful' });
    const reviewsAfter = await reviewPage(f.freeId);
    expect(reviewsAfter.meta.total).toBe(reviewsBefore.meta.total + 1);
    expect(reviewsAfter.data.map((review) => review.author_name)).toContain('Amina');
    const summary = (await detail(f.freeId)).json<FormationDetail>();
    expect(summary.reviews_count).toBe(before.reviews_count + 1);

    await t.database.db.update(formations).set({ published: false }).where(eq(formations.id, f.freeId));
    expect((await detail(f.freeId)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/formations/${f.freeId}/reviews` })).statusCode).toBe(404);
    await t.database.db.update(formations).set({ published: true }).where(eq(formations.id, f.freeId));
    expect((await detail(f.freeId)).statusCode).toBe(200);
  });
});
