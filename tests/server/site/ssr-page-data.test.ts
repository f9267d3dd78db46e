import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSES_PER_PAGE, type FormationPage } from '../../../contract/catalogue';
import { ssrPageData } from '../../../server/modules/site/ssr-page-data';
import { createTestApp, type TestApp } from '../helpers';

/** What the server renders its public pages from (issue 18): the same answers the API gives. */
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
});
