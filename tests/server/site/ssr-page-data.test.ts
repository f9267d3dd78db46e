import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSES_PER_PAGE, type Formation, type FormationPage, type Lesson, type Module, type Review } from '../../../contract/catalogue';
import { formationView } from '../../../contract/course-view';
import type { CatalogueSyncPage } from '../../../contract/sync';
import { eq } from 'drizzle-orm';
import { formations } from '../../../server/db/schema/catalogue';
import { newsletterSubscribers } from '../../../server/db/schema/site';
import { uuidv7 } from '../../../contract/uuid';
import { HOME_DATA_TTL_MS, ssrPageData, ssrPageVersion } from '../../../server/modules/site/ssr-page-data';
import { createTestApp, type TestApp } from '../helpers';

/** What the server renders its public pages from: the same answers the API gives. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: '1' }, startup: true });
});
afterAll(() => t.close());

describe('ssrPageData', () => {
  it('reads the catalogue’s first page for /courses, as GET /api/formations answers it six a page', async () => {
    const read = ssrPageData(t.database.db, t.app.log);
    const { courses } = await read('/courses');
    const api = await t.app.inject({ method: 'GET', url: `/api/formations?per_page=${COURSES_PER_PAGE}` });
    expect(api.statusCode).toBe(200);
    const expected = api.json<FormationPage>();
    expect(expected.data.length).toBe(COURSES_PER_PAGE);
    expect(courses).toEqual(expected);
  });

  it('reads the home page’s counters and testimonials for /, and nothing for the other pages', async () => {
    const read = ssrPageData(t.database.db, t.app.log);
    const home = await read('/');
    expect(home.home?.stats).toEqual((await t.app.inject({ method: 'GET', url: '/api/stats/public' })).json());
    expect(home.courses).toBeUndefined();
    expect(await read('/faq')).toEqual({});
  });

  it('reads the home page’s counters once a minute for rendering, while the API counts at once', async () => {
    let clock = 0;
    const read = ssrPageData(t.database.db, t.app.log, () => clock);
    const before = (await read('/')).home?.stats?.subscribers;
    if (before === undefined) throw new Error('the home page has no counters');
    await t.database.db
      .insert(newsletterSubscribers)
      .values({ id: uuidv7(), email: `ttl-${Date.now()}@example.org`, language: 'fr', unsubscribeTokenHash: `ttl-${Date.now()}` });
    expect((await t.app.inject({ method: 'GET', url: '/api/stats/public' })).json()).toMatchObject({ subscribers: before + 1 });
    clock += HOME_DATA_TTL_MS - 1;
    expect((await read('/')).home?.stats?.subscribers).toBe(before);
    clock += 1;
    expect((await read('/')).home?.stats?.subscribers).toBe(before + 1);
  });

  it('reads /course/{id} as a device builds it from the catalogue stream, and nothing for an unknown or malformed id', async () => {
    // Everything a new device would receive, page after page.
    const rows = { formations: [] as Formation[], modules: [] as Module[], lessons: [] as Lesson[], reviews: [] as Review[] };
    let cursor: string | null = null;
    for (let pages = 0; pages < 100; pages += 1) {
      const url: string = `/api/sync/catalogue${cursor ? `?cursor=${cursor}` : ''}`;
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const page: CatalogueSyncPage = res.json();
      rows.formations.push(...(page.changes.formations ?? []));
      rows.modules.push(...(page.changes.modules ?? []));
      rows.lessons.push(...(page.changes.lessons ?? []));
      rows.reviews.push(...(page.changes.reviews ?? []));
      cursor = page.cursor;
      if (!page.has_more) break;
    }
    // The demo course with the most reviews: the order of the reviews is part of what must agree.
    const reviewed = rows.formations
      .map((formation) => formation.id)
      .sort((a, b) => rows.reviews.filter((r) => r.formation_id === b).length - rows.reviews.filter((r) => r.formation_id === a).length)[0];
    const formation = rows.formations.find((row) => row.id === reviewed);
    if (!formation) throw new Error('the demo catalogue has no formation');
    const mine = <T extends { formation_id: string }>(list: T[]) => list.filter((row) => row.formation_id === formation.id);
    expect(mine(rows.reviews).length).toBeGreaterThan(1);

    const read = ssrPageData(t.database.db, t.app.log);
    const { course } = await read(`/course/${formation.id}`);
    expect(course).toEqual(formationView(formation, mine(rows.modules), mine(rows.lessons), mine(rows.reviews)));
    expect(course?.modules.flatMap((module) => module.lessons).length).toBe(mine(rows.lessons).length);

    expect(await read('/course/0190ffff-0000-7000-8000-00000000dead')).toEqual({ course: null });
    expect(await read('/course/not-an-id')).toEqual({ course: null });
    expect(await read(`/course/${formation.id}/study`)).toEqual({});
  });

  it('versions the catalogue’s pages by the catalogue stream: a course edited moves them, not the other pages', async () => {
    const version = ssrPageVersion(t.database);
    const [first] = await t.database.db.select({ id: formations.id }).from(formations).where(eq(formations.published, true)).limit(1);
    if (!first) throw new Error('the demo catalogue is empty');
    const before = await version('/courses');
    expect(await version(`/course/${first.id}`)).toBe(before);
    expect(await version('/')).toBe(0);
    expect(await version('/faq')).toBe(0);
    await t.database.db.update(formations).set({ durationMinutes: 99 }).where(eq(formations.id, first.id));
    expect(await version('/courses')).toBeGreaterThan(before);
    expect(await version(`/course/${first.id}`)).toBeGreaterThan(before);
    expect(await version('/')).toBe(0);
  });
});
