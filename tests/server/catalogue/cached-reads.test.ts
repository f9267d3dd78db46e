import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormationDetail, ReviewPage } from '../../../contract/catalogue';
import { uuidv7 } from '../../../contract/uuid';
import { formations, reviews } from '../../../server/db/schema/catalogue';
import { createTestApp, testDatabaseKind, type TestApp } from '../helpers';
import { seedFixture, tr, type Fixture } from './fixture';

/**
 * A formation's page and its reviews are kept in memory while the catalogue's change log holds: the
 * next read after any change to the formation, its outline or its reviews must show it.
 */

let t: TestApp;
let f: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedFixture(t);
});
afterAll(() => t.close());

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
