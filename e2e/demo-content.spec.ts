/**
 * The demo content adds up (items 6-8), end to end on a 390 px phone screen against the seeded
 * demo: /courses pages six at a time (previous, next, page x of y, a typed ?page=2, a reload, a page past
 * the end), every course picture is in the service worker's cache after one visit and shows offline on
 * both pages, and a lesson offers its own attachment and no other. Arabic screenshots of /courses page 2
 * and of a lesson with its attachment go to test-results/screens/.
 */
import type { Locator, Page } from '@playwright/test';
import { seedFormations } from '../server/seed/content/all';
import { COURSES_PER_PAGE } from '../src/features/catalogue/repositories/formation-list-repository';
import { expect, locale, scrollTo, test, text, waitForServiceWorkerControl, WITHOUT_SERVICE_WORKER } from './support/fixtures';
import { ROOT } from './support/paths';
import { seedSession } from './support/seed-session';

const catalogueEn = locale('en', 'catalogue');
const commonEn = locale('en', 'common');
const studyAr = locale('ar', 'study');
/** sw/thumbnail-cache.ts THUMBNAIL_CACHE (not imported: that module pulls workbox into Node). */
const THUMBNAIL_CACHE = 'academy-thumbnails-v1';
const PER_PAGE = COURSES_PER_PAGE;
const SCREENS = `${ROOT}/test-results/screens`;

// What the catalogue shows; the one test about pictures offline keeps the service worker (fixtures.ts).
test.use({ viewport: { width: 390, height: 844 }, ...WITHOUT_SERVICE_WORKER });
test.describe.configure({ mode: 'serial' });

const courseLinks = (page: Page) => page.getByRole('list', { name: text(catalogueEn, 'list.resultsLabel') }).getByRole('link');
const pageOf = (page: Page, at: number, of: number) =>
  page.getByText(text(commonEn, 'ui.pageOf').replace('{{page}}', String(at)).replace('{{total}}', String(of)), { exact: true });
const titlesOn = (page: Page) => courseLinks(page).allTextContents();
const written = seedFormations.map((formation) => formation.title.en);
const totalPages = Math.ceil(seedFormations.length / PER_PAGE);

/** True once the <img> (scrolled into view, since pictures below the fold are lazy) shows a decoded picture. */
async function pictureLoaded(image: Locator): Promise<boolean> {
  await scrollTo(image);
  return image.evaluate(async (element: HTMLImageElement) => {
    if (!element.complete) {
      await new Promise((resolve) => {
        element.addEventListener('load', resolve, { once: true });
        element.addEventListener('error', resolve, { once: true });
      });
    }
    return element.naturalWidth > 0;
  });
}

test('/courses pages six at a time: next, previous, page x of y, a typed address, a reload, past the end', async ({ page }) => {
  expect(totalPages).toBeGreaterThan(1);
  await page.goto('/courses');
  await expect(pageOf(page, 1, totalPages)).toBeVisible();
  await expect(courseLinks(page)).toHaveCount(PER_PAGE);
  expect(await titlesOn(page)).toEqual(written.slice(0, PER_PAGE));
  await expect(page.getByRole('button', { name: new RegExp(text(commonEn, 'ui.previous')) })).toBeDisabled();

  await page.getByRole('button', { name: new RegExp(text(commonEn, 'ui.next')) }).click();
  await expect(pageOf(page, 2, totalPages)).toBeVisible();
  await expect(page).toHaveURL(/\/courses\?page=2$/);
  await expect(courseLinks(page).first()).toHaveText(written[PER_PAGE] ?? '');
  expect(await titlesOn(page)).toEqual(written.slice(PER_PAGE, 2 * PER_PAGE));

  await page.getByRole('button', { name: new RegExp(text(commonEn, 'ui.previous')) }).click();
  await expect(pageOf(page, 1, totalPages)).toBeVisible();
  await expect(courseLinks(page).first()).toHaveText(written[0] ?? '');

  // A shared or typed address, then a reload, land on the same page.
  await page.goto('/courses?page=2');
  await expect(pageOf(page, 2, totalPages)).toBeVisible();
  await expect(courseLinks(page).first()).toHaveText(written[PER_PAGE] ?? '');
  await page.reload();
  await expect(pageOf(page, 2, totalPages)).toBeVisible();
  expect(await titlesOn(page)).toEqual(written.slice(PER_PAGE, 2 * PER_PAGE));

  // Past the end: said so, with the way to the last page, instead of page 1 passing for it.
  await page.goto(`/courses?page=${totalPages + 3}`);
  const pastEnd = text(catalogueEn, 'list.pastEnd')
    .replace('{{page}}', String(totalPages + 3))
    .replace('{{total}}', String(totalPages));
  await expect(page.getByText(pastEnd)).toBeVisible();
  await expect(courseLinks(page)).toHaveCount(0);
  await page.getByRole('link', { name: text(catalogueEn, 'list.pastEndLink') }).click();
  await expect(pageOf(page, totalPages, totalPages)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/courses\\?page=${totalPages}$`));
});

test.describe('offline', () => {
  // Its subject: the service worker keeps every course picture for offline use.
  test.use({ serviceWorkers: 'allow' });

  test('after one visit to /courses every course picture is cached, and both pages show them offline', async ({ page, context }) => {
    await page.goto('/courses');
    await waitForServiceWorkerControl(page);
    await expect(courseLinks(page)).toHaveCount(PER_PAGE);
    // No scrolling, no second page: the catalogue itself warms the pictures the learner has not seen yet.
    await expect
      .poll(
        () =>
          page.evaluate(async (name) => {
            const keys = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname.split('/')[4]);
            return new Set(keys).size;
          }, THUMBNAIL_CACHE),
        { timeout: 20_000 },
      )
      .toBe(seedFormations.length);

    await context.setOffline(true);
    await page.reload();
    await expect(courseLinks(page)).toHaveCount(PER_PAGE);
    for (let at = 1; at <= totalPages; at += 1) {
      await expect(pageOf(page, at, totalPages)).toBeVisible();
      const images = await page.locator('.courses-page__list img').all();
      expect(images.length).toBeGreaterThan(0);
      for (const [index, image] of images.entries()) expect(await pictureLoaded(image), `page ${at}, picture ${index + 1}`).toBe(true);
      if (at < totalPages) await page.getByRole('button', { name: new RegExp(text(commonEn, 'ui.next')) }).click();
    }
    // A typed ?page=2 offline renders from the device's mirror too.
    await page.goto('/courses?page=2');
    await expect(pageOf(page, 2, totalPages)).toBeVisible();
    await context.setOffline(false);
  });
});

/** Signs in through the API and leaves the session the way the login screen does, in `language`. */
async function signIn(page: Page, email: string, password: string, language: 'ar' | 'en'): Promise<string> {
  const login = await page.request.post('/api/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const session = (await login.json()) as { token: string; user: unknown };
  await page.goto('/');
  await seedSession(page, session, language);
  return session.token;
}

interface DetailLesson {
  id: string;
  title: { en: string };
}

test('in Arabic at 390 px: /courses page 2, and a lesson offering its own sheet only (screenshots)', async ({ page }) => {
  // Staff open every lesson, so the one the sheet belongs to is reachable without completing the others.
  await signIn(page, 'admin@academy.local', 'admin-demo-2025', 'ar');
  await page.goto('/courses?page=2');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const pagerAr = text(locale('ar', 'common'), 'ui.pageOf').replace('{{page}}', '2').replace('{{total}}', String(totalPages));
  await expect(page.getByText(pagerAr, { exact: true })).toBeVisible();
  // Pictures below the fold are lazy: bring each on screen once so the full-page picture has them all.
  for (const image of await page.locator('.courses-page__list img').all()) expect(await pictureLoaded(image)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/courses-page-2-ar.png`, fullPage: true });

  const seed = seedFormations.find((formation) => formation.slug === 'healthy-soil-sustainable-farming');
  const sheet = seed?.attachments[0];
  const [moduleIndex, lessonIndex] = sheet?.lesson ?? [-1, -1];
  const list = (await (await page.request.get('/api/formations?per_page=100')).json()) as { data: { id: string; slug: string }[] };
  const formationId = list.data.find((formation) => formation.slug === seed?.slug)?.id ?? '';
  const detail = (await (await page.request.get(`/api/formations/${formationId}`)).json()) as { modules: { lessons: DetailLesson[] }[] };
  const sheetLesson = detail.modules[moduleIndex]?.lessons[lessonIndex];
  const jarTest = detail.modules[0]?.lessons[0];
  expect(sheetLesson?.title.en).toBe('A four-year rotation plan');
  expect(jarTest?.title.en).toBe('What is soil made of? The jar test');

  const openSheet = page.getByRole('link', { name: text(studyAr, 'resources.open').replace('{{name}}', sheet?.file_name ?? '') });
  await page.goto(`/course/${formationId}/study?lesson=${jarTest?.id ?? ''}`);
  await expect(page.getByText(text(studyAr, 'resources.none'))).toBeVisible();
  await expect(openSheet).toHaveCount(0);

  await page.goto(`/course/${formationId}/study?lesson=${sheetLesson?.id ?? ''}`);
  await expect(openSheet).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/lesson-attachment-ar.png`, fullPage: true });
});
