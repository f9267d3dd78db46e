/**
 * The catalogue reads from the phone first, end to end on the built app: a first visit fills
 * the IndexedDB mirror; offline, /courses and a course page still render with their thumbnails, search
 * and paging work and Arabic re-renders the titles; a formation edited on the server reaches the open
 * page at the next sync, without a reload. The server runs in this process so the test can edit its
 * database directly, the way a staff screen would, without any test-only route.
 */
import { eq } from 'drizzle-orm';
import type { Locator, Page } from '@playwright/test';
import { formations } from '../server/db/schema/catalogue';
import { mediaPaths } from '../server/modules/media/media-paths';
import { insertSeedFormation, writeThumbnail } from '../server/seed/catalogue';
import { seedFormations } from '../server/seed/content/all';
import type { SeedFormation } from '../server/seed/content/types';
import { startInProcessServer, type InProcessServer } from './support/in-process-server';
import { COURSES_PER_PAGE } from '../src/features/catalogue/repositories/formation-list-repository';
import { expect, locale, test, text, waitForServiceWorkerControl } from './support/fixtures';
import { DIST } from './support/paths';

const STATIC_DIR = process.env.E2E_STATIC_DIR ?? DIST;
const catalogueEn = locale('en', 'catalogue');
const commonEn = locale('en', 'common');

/** Three more formations, so the last page of the list is a short one. */
const EXTRA: SeedFormation[] = [1, 2, 3].map((n) => {
  const base = seedFormations[n % seedFormations.length] as SeedFormation;
  return {
    ...base,
    slug: `${base.slug}-extra-${n}`,
    title: { ar: `تكوين إضافي ${n}`, fr: `Formation supplémentaire ${n}`, en: `Extra course ${n}` },
  };
});

let server: InProcessServer;
let total = 0;
let pages = 0;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startInProcessServer(STATIC_DIR);
  const paths = mediaPaths({ storageDir: server.dataDir });
  for (const extra of EXTRA) {
    await insertSeedFormation(server.database.db, extra, { thumbnail: await writeThumbnail(paths, extra), paths });
  }
  total = seedFormations.length + EXTRA.length;
  pages = Math.ceil(total / COURSES_PER_PAGE);
});
test.afterAll(async () => {
  await server?.stop();
});

const url = (path: string) => `${server.url}${path}`;
const courseList = (page: Page) => page.getByRole('list', { name: text(catalogueEn, 'list.resultsLabel') });
const courseLinks = (page: Page) => courseList(page).getByRole('link');

/** True once the <img> has really decoded a picture (not a broken icon). */
async function pictureLoaded(image: Locator): Promise<boolean> {
  return image.evaluate(async (element: HTMLImageElement) => {
    if (!element.complete) await new Promise((resolve) => element.addEventListener('load', resolve, { once: true }));
    return element.naturalWidth > 0;
  });
}

test('a first visit online fills the catalogue from the sync stream', async ({ page }) => {
  await page.goto(url('/courses'));
  await expect(page.getByText(text(catalogueEn, 'list.results').replace('{{count, number}}', String(total)))).toBeVisible();
  await expect(courseLinks(page)).toHaveCount(COURSES_PER_PAGE);
  // The content is listed in its written order; the extras are newest, so they come first.
  await expect(courseLinks(page).first()).toHaveText('Extra course 3');
  await expect(page.getByText(text(commonEn, 'ui.pageOf').replace('{{page}}', '1').replace('{{total}}', String(pages)))).toBeVisible();
  const firstThumbnail = courseList(page).locator('img').first();
  expect(await pictureLoaded(firstThumbnail)).toBe(true);
  expect(await firstThumbnail.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname)).toMatch(
    /^\/api\/media\/thumbnails\/[a-z0-9-]+\/\d+\.webp$/,
  );
  await waitForServiceWorkerControl(page);
  const mirrored = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('academy-public');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('formations').objectStore('formations').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(mirrored).toBe(total);
});

test('offline: /courses and a course page render from the device with thumbnails, search and paging work', async ({ page, context }) => {
  await page.goto(url('/courses'));
  await waitForServiceWorkerControl(page);
  await expect(courseLinks(page)).toHaveCount(COURSES_PER_PAGE);
  // Visit the course page once online so its picture is in the service worker's cache too.
  const visited = (await courseLinks(page).nth(1).textContent()) ?? '';
  await courseLinks(page).nth(1).click();
  await expect(page.getByRole('heading', { level: 1, name: visited })).toBeVisible();
  await page.goBack();

  await context.setOffline(true);
  await page.reload();
  await expect(courseLinks(page)).toHaveCount(COURSES_PER_PAGE);
  for (const image of await courseList(page)
    .locator('img')
    .all()
    .then((images) => images.slice(0, 2))) {
    expect(await pictureLoaded(image)).toBe(true);
  }

  const search = page.getByRole('searchbox', { name: text(catalogueEn, 'list.search') });
  const wanted = seedFormations[5]?.title.en ?? '';
  await search.fill(wanted.toUpperCase());
  await expect(courseLinks(page)).toHaveCount(1);
  await expect(courseLinks(page).first()).toHaveText(wanted);
  await search.fill('');
  await expect(courseLinks(page)).toHaveCount(COURSES_PER_PAGE);
  await page.getByRole('button', { name: new RegExp(text(commonEn, 'ui.next')) }).click();
  await expect(page.getByText(text(commonEn, 'ui.pageOf').replace('{{page}}', '2').replace('{{total}}', String(pages)))).toBeVisible();
  await expect(courseLinks(page)).toHaveCount(Math.min(COURSES_PER_PAGE, total - COURSES_PER_PAGE));

  const lastOfPageTwo = (await courseLinks(page).last().textContent()) ?? '';
  await page.getByRole('button', { name: new RegExp(text(commonEn, 'ui.previous')) }).click();
  // Wait until page 1's list is drawn before reading a link: the title read and the click must hit the same list.
  await expect(courseLinks(page)).toHaveCount(COURSES_PER_PAGE);
  const exactly = new RegExp(`^${lastOfPageTwo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await expect(courseLinks(page).filter({ hasText: exactly })).toHaveCount(0);
  const title = (await courseLinks(page).nth(1).textContent()) ?? '';
  await courseLinks(page).nth(1).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: text(catalogueEn, 'detail.outline') })).toBeVisible();
  expect(await pictureLoaded(page.locator('.course-preview img'))).toBe(true);
  await context.setOffline(false);
});

test('offline: switching to Arabic re-renders the titles in Arabic', async ({ page, context }) => {
  await page.goto(url('/courses'));
  await waitForServiceWorkerControl(page);
  await expect(courseLinks(page).first()).toHaveText('Extra course 3');
  await context.setOffline(true);
  await page
    .getByRole('banner')
    .getByLabel(text(locale('en', 'language'), 'label'))
    .selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page
      .getByRole('list', { name: text(locale('ar', 'catalogue'), 'list.resultsLabel') })
      .getByRole('link')
      .first(),
  ).toHaveText('تكوين إضافي 3');
  const arabicSecond = seedFormations[0]?.title.ar ?? '';
  await page.getByRole('searchbox').fill(arabicSecond.split(' ')[0] ?? '');
  await expect(page.getByRole('link', { name: arabicSecond })).toBeVisible();
  await page.getByRole('banner').getByRole('combobox').selectOption('en');
  await context.setOffline(false);
});

test('a formation edited on the server appears after the next sync, without a reload', async ({ page, context }) => {
  await page.goto(url('/courses'));
  await waitForServiceWorkerControl(page);
  await expect(courseLinks(page).first()).toHaveText('Extra course 3');
  const [row] = await server.database.db
    .select()
    .from(formations)
    .where(eq(formations.slug, EXTRA[2]?.slug ?? ''));
  expect(row).toBeDefined();
  await server.database.db
    .update(formations)
    .set({ title: { ar: 'عنوان جديد', fr: 'Nouveau titre', en: 'Renamed on the server' } })
    .where(eq(formations.id, row?.id ?? ''));

  // Coming back online is one of the sync triggers; the page stays where it is.
  const marker = await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = Math.random()));
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(courseLinks(page).first()).toHaveText('Renamed on the server', { timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { __stay: number }).__stay)).toBe(marker);
});
