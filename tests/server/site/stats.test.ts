import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicStats, TestimonialList } from '../../../contract/site';
import { uuidv7 } from '../../../contract/uuid';
import { formations, reviews } from '../../../server/db/schema/catalogue';
import { DEMO_ACCOUNTS } from '../../../server/seed/identity';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: '1' }, startup: true });
});
afterAll(() => t.close());

const stats = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/stats/public' });
  expect(res.statusCode).toBe(200);
  return res;
};

describe('GET /api/stats/public', () => {
  it('counts the seeded learners, active subscribers, and shows no rate before any quiz attempt', async () => {
    const learners = DEMO_ACCOUNTS.filter((account) => account.role === 'client').length;
    const res = await stats();
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.json<PublicStats>()).toEqual({ subscribers: 0, students: learners, success_rate: null });
  });

  it('follows registrations and sign-ups, and ignores staff accounts and repeated addresses', async () => {
    const before = (await stats()).json<PublicStats>();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        first_name: 'Rachid',
        last_name: 'Bennani',
        email: 'rachid@example.ma',
        phone: '0661234567',
        password: 'olive-tree-2025',
        password_confirmation: 'olive-tree-2025',
      },
    });
    expect(registered.statusCode).toBe(201);
    for (const email of ['a@example.ma', 'b@example.ma', 'A@EXAMPLE.MA']) {
      await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
    }
    const after = (await stats()).json<PublicStats>();
    expect(after).toEqual({ subscribers: before.subscribers + 2, students: before.students + 1, success_rate: null });
  });
});

describe('GET /api/testimonials', () => {
  it('gives the three best published reviews of the seeded catalogue, best first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/testimonials' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const { data } = res.json<TestimonialList>();
    expect(data).toHaveLength(3);
    const ratings = data.map((item) => item.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    for (const item of data) {
      expect(item.description.length).toBeGreaterThanOrEqual(40);
      expect(item.formation_title?.en).toBeTruthy();
    }
  });

  it('lists nothing while no review is published, so the app shows its own testimonials', async () => {
    await t.database.db.update(reviews).set({ published: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/testimonials' });
    expect(res.json<TestimonialList>()).toEqual({ data: [] });
  });

  it('ranks by rating, then recency, and skips unpublished, too short and draft-course reviews', async () => {
    const { db } = t.database;
    const title = { ar: 'تربية النحل', fr: 'Apiculture', en: 'Beekeeping' };
    const [open, hidden] = [uuidv7(), uuidv7()];
    await db.insert(formations).values([
      { id: open, slug: 'bees-test', topic: 'beekeeping', level: 'beginner', title, description: title, published: true },
      { id: hidden, slug: 'draft-test', topic: 'beekeeping', level: 'beginner', title, description: title, published: false },
    ]);
    const long = (text: string) => `${text} — the lessons were clear and I applied them on my farm the same week.`;
    await db.insert(reviews).values([
      { id: uuidv7(), formationId: open, rating: 5, authorName: 'Meryem', description: long('Five stars') },
      { id: uuidv7(), formationId: open, rating: 4, authorName: null, description: long('Four stars') },
      { id: uuidv7(), formationId: open, rating: 3, authorName: 'Ali', description: long('Three stars') },
      { id: uuidv7(), formationId: open, rating: 2, authorName: 'Low', description: long('Two stars') },
      { id: uuidv7(), formationId: open, rating: 5, authorName: 'Short', description: 'Good.' },
      { id: uuidv7(), formationId: open, rating: 5, authorName: 'Hidden', description: long('Unpublished'), published: false },
      { id: uuidv7(), formationId: hidden, rating: 5, authorName: 'Draft', description: long('Draft course') },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/testimonials' });
    const { data } = res.json<TestimonialList>();
    expect(data.map((item) => [item.rating, item.author])).toEqual([
      [5, 'Meryem'],
      [4, null],
      [3, 'Ali'],
    ]);
    expect(data[0]?.formation_title).toEqual(title);
  });
});
