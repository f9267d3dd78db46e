import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormationDetailSchema, FormationPageSchema, ReviewPageSchema } from '../../../contract/catalogue';
import { formations, formationViews } from '../../../server/db/schema/catalogue';
import { ANONYMOUS_VIEWS_PER_ADDRESS, ViewCounter, viewCounterFor } from '../../../server/modules/catalogue/views-service';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn } from '../auth/support';
import { must, seedFixture, type Fixture } from './fixture';

let t: TestApp;
let f: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedFixture(t);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '10.2.0.1') =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress });

/** The count in the database once the remembered views are written. */
async function views(id: string): Promise<number> {
  await viewCounterFor(t.database.db).flush();
  const [row] = await t.database.db.select({ views: formations.viewsCount }).from(formations).where(eq(formations.id, id));
  return row?.views ?? -1;
}

describe('GET /api/formations', () => {
  it('lists published formations only, newest first, with the page meta of DESIGN.md', async () => {
    const res = await get('/api/formations');
    expect(res.statusCode).toBe(200);
    const body = v.parse(FormationPageSchema, res.json());
    expect(body.data.map((item) => item.id)).toEqual([f.paidId, f.freeId]);
    expect(body.meta).toEqual({ page: 1, per_page: 12, total: 2, total_pages: 1 });
    const paid = must(body.data[0]);
    expect(paid).toMatchObject({ price_centimes: 49_900, currency: 'MAD', level: 'advanced', topic: 'drones' });
    expect(paid.title).toEqual({ ar: 'طائرات الرش المسيّرة', fr: 'Drones de pulvérisation', en: 'Crop spraying drones' });
  });

  it('keeps counters from the server: modules, reviews, average rating, duration', async () => {
    const body = v.parse(FormationPageSchema, (await get('/api/formations')).json());
    const free = must(body.data.find((item) => item.id === f.freeId));
    // Duration: its lessons' (clip-a 24 s, one minute of reading, clip-b 12 s) = 96 s → 2 minutes.
    expect(free).toMatchObject({ modules_count: 2, reviews_count: 2, rating_average: 4.5, duration_minutes: 2, students_count: 0 });
    expect(free.thumbnail).toMatch(/^free-bees-[0-9a-f]{10}$/);
  });

  it('pages with page and per_page', async () => {
    const first = v.parse(FormationPageSchema, (await get('/api/formations?per_page=1')).json());
    const second = v.parse(FormationPageSchema, (await get('/api/formations?per_page=1&page=2')).json());
    const beyond = v.parse(FormationPageSchema, (await get('/api/formations?per_page=1&page=3')).json());
    expect(first.data.map((item) => item.id)).toEqual([f.paidId]);
    expect(second.data.map((item) => item.id)).toEqual([f.freeId]);
    expect(beyond.data).toEqual([]);
    expect(second.meta).toEqual({ page: 2, per_page: 1, total: 2, total_pages: 2 });
  });

  it.each([
    ['per_page=101', 'per_page'],
    ['per_page=0', 'per_page'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['topic=astronomy', 'topic'],
    ['level=expert', 'level'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('answers 422 with the field named for %s', async (query, field) => {
    const res = await get(`/api/formations?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status: 422, code: 'validation.failed', errors: { [field]: expect.any(Array) } });
  });

  it('searches title and description in every language, case-insensitively, wildcards as text', async () => {
    const ids = async (query: string) =>
      v.parse(FormationPageSchema, (await get(`/api/formations?q=${encodeURIComponent(query)}`)).json()).data.map((item) => item.id);
    expect(await ids('SPRAYING')).toEqual([f.paidId]);
    expect(await ids('pulvérisation')).toEqual([f.paidId]);
    expect(await ids('الرش')).toEqual([f.paidId]);
    expect(await ids('description de free-bees')).toEqual([f.freeId]);
    expect(await ids('hidden-draft')).toEqual([]);
    expect(await ids('%')).toEqual([]);
  });

  it('filters by topic and by level', async () => {
    const ids = async (query: string) =>
      v.parse(FormationPageSchema, (await get(`/api/formations?${query}`)).json()).data.map((item) => item.id);
    expect(await ids('topic=drones')).toEqual([f.paidId]);
    expect(await ids('topic=beekeeping&level=beginner')).toEqual([f.freeId]);
    expect(await ids('topic=beekeeping&level=advanced')).toEqual([]);
  });
});

describe('GET /api/formations/{id}', () => {
  it('answers the detail with ordered modules, lesson outlines and the reviews summary', async () => {
    const res = await get(`/api/formations/${f.freeId}`);
    expect(res.statusCode).toBe(200);
    const body = v.parse(FormationDetailSchema, res.json());
    expect(body.modules.map((module) => module.title.en)).toEqual(['free-bees module one', 'free-bees module two']);
    expect(must(body.modules[0]).lessons.map((lesson) => [lesson.title.en, lesson.free_preview, lesson.has_video])).toEqual([
      ['free-bees lesson 1.1', true, true],
      ['free-bees lesson 1.2', false, false],
    ]);
    expect(body.reviews_summary).toEqual({ average: 4.5, count: 2, distribution: [0, 0, 0, 1, 1] });
    // Teaching text and answers are not part of the public catalogue.
    expect(res.body).not.toContain('about this lesson');
    expect(res.body).not.toContain('correct');
  });

  it('answers 404 for an unpublished or unknown formation and 422 for a malformed id', async () => {
    expect((await get(`/api/formations/${f.hiddenId}`)).statusCode).toBe(404);
    expect((await get('/api/formations/01890000-0000-7000-8000-000000000000')).json()).toMatchObject({
      status: 404,
      code: 'http.not_found',
    });
    expect((await get('/api/formations/not-a-uuid')).json()).toMatchObject({ status: 422, errors: { id: ['validation.invalid_value'] } });
  });

  it('counts a view once per visitor per day: address and browser, or the signed-in user', async () => {
    const before = await views(f.paidId);
    await get(`/api/formations/${f.paidId}`, { 'user-agent': 'phone A' }, '10.3.0.1');
    await get(`/api/formations/${f.paidId}`, { 'user-agent': 'phone A' }, '10.3.0.1');
    expect(await views(f.paidId)).toBe(before + 1);
    await get(`/api/formations/${f.paidId}`, { 'user-agent': 'phone B' }, '10.3.0.1');
    await get(`/api/formations/${f.paidId}`, { 'user-agent': 'phone A' }, '10.3.0.2');
    expect(await views(f.paidId)).toBe(before + 3);
    const learner = await signedIn(t, ['client']);
    await get(`/api/formations/${f.paidId}`, { ...bearer(learner.token), 'user-agent': 'x' }, '10.3.0.3');
    await get(`/api/formations/${f.paidId}`, { ...bearer(learner.token), 'user-agent': 'y' }, '10.3.0.4');
    expect(await views(f.paidId)).toBe(before + 4);
  });

  it('writes nothing to the database on the GET: views are remembered and written in a batch', async () => {
    const counted = async () => (await t.database.db.select().from(formationViews).where(eq(formationViews.formationId, f.paidId))).length;
    const before = await views(f.paidId);
    const rowsBefore = await counted();
    for (let i = 0; i < 5; i += 1) await get(`/api/formations/${f.paidId}`, { 'x-device-id': `batch-device-${i}` }, '10.4.0.1');
    const [row] = await t.database.db.select({ views: formations.viewsCount }).from(formations).where(eq(formations.id, f.paidId));
    expect(row?.views).toBe(before);
    expect(await counted()).toBe(rowsBefore);
    expect(await views(f.paidId)).toBe(before + 5);
  });

  it('cannot be inflated: 300 browsers or device ids from one address add at most a few views a day', async () => {
    const before = await views(f.freeId);
    for (let i = 0; i < 150; i += 1) await get(`/api/formations/${f.freeId}`, { 'user-agent': `bot ${i}` }, '10.5.0.1');
    for (let i = 0; i < 150; i += 1) await get(`/api/formations/${f.freeId}`, { 'x-device-id': `bot-device-${i}` }, '10.5.0.1');
    expect(await views(f.freeId)).toBe(before + ANONYMOUS_VIEWS_PER_ADDRESS);
  });

  it('counts the same device once a day, and again the next day; a second server does not count it twice', async () => {
    const visitor = { userId: null, ip: '10.6.0.1', deviceId: 'daily-device-1', userAgent: 'x' };
    const day1 = new Date('2030-03-01T10:00:00Z');
    const counter = new ViewCounter(t.database.db);
    const before = await views(f.paidId);
    expect(await counter.record(f.paidId, visitor, day1)).toBe(true);
    expect(await counter.record(f.paidId, visitor, new Date('2030-03-01T22:00:00Z'))).toBe(false);
    // Another server (or this one after a restart) sees the same visitor the same day: the database refuses the double.
    const other = new ViewCounter(t.database.db);
    expect(await other.record(f.paidId, visitor, new Date('2030-03-01T23:00:00Z'))).toBe(true);
    await counter.flush();
    await other.flush();
    expect(await views(f.paidId)).toBe(before + 1);
    expect(await counter.record(f.paidId, visitor, new Date('2030-03-02T08:00:00Z'))).toBe(true);
    await counter.flush();
    expect(await views(f.paidId)).toBe(before + 2);
  });

  it('stores no raw address for a view', async () => {
    await get(`/api/formations/${f.freeId}`, { 'user-agent': 'raw check' }, '10.77.66.55');
    await viewCounterFor(t.database.db).flush();
    const rows = await t.database.db.execute('select visitor from formation_views');
    expect(JSON.stringify(rows)).not.toContain('10.77.66.55');
  });
});

describe('GET /api/formations/{id}/reviews', () => {
  it('pages the published reviews, newest first, anonymous author as null', async () => {
    const res = await get(`/api/formations/${f.freeId}/reviews?per_page=1`);
    expect(res.statusCode).toBe(200);
    const body = v.parse(ReviewPageSchema, res.json());
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ rating: 5, author_name: 'Karim', description: 'Very clear.' });
    expect(body.meta).toEqual({ page: 1, per_page: 1, total: 2, total_pages: 2 });
    const second = v.parse(ReviewPageSchema, (await get(`/api/formations/${f.freeId}/reviews?per_page=1&page=2`)).json());
    expect(second.data[0]).toMatchObject({ rating: 4, author_name: null });
  });

  it('answers 404 for an unpublished formation and 422 for bad paging', async () => {
    expect((await get(`/api/formations/${f.hiddenId}/reviews`)).statusCode).toBe(404);
    expect((await get(`/api/formations/${f.freeId}/reviews?per_page=500`)).statusCode).toBe(422);
    expect((await get(`/api/formations/${f.freeId}/reviews?page=0`)).statusCode).toBe(422);
  });
});
