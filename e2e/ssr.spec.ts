/**
 * Server-rendered public pages, end to end on the built app and its server renderer
 * (`npm run build` writes dist/ and dist-server/): without JavaScript the pages show their content in
 * the visitor's language; with it, the app hydrates them without a console error; and a repeat visit
 * offline still opens from the service worker's precached shell.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { COURSES_PER_PAGE, type FormationPage, type ReviewPage } from '../contract/catalogue';
import { BUDGETS_KB } from '../scripts/lib/budgets';
import { STORAGE_KEYS } from '../contract/constants';
import { formatLocale } from '../contract/formatting';
import { meaningfulStats } from '../contract/public-stats-threshold';
import type { PublicStats } from '../contract/site';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, locale, test, text, waitForServiceWorkerControl } from './support/fixtures';

/** A cold start of the app on this busy 2-core machine: hydration, and a first read of the mirror. */
const SETTLE_MS = 30_000;

const siteEn = locale('en', 'site');
const commonEn = locale('en', 'common');
const catalogueEn = locale('en', 'catalogue');
const siteAr = locale('ar', 'site');
const faqEn = locale('en', 'site-pages/faq');
const aboutEn = locale('en', 'site-pages/about');

/** The newest published course, as the API lists it: its id, English title and whether it is free. */
async function newestCourse(request: APIRequestContext): Promise<{ id: string; title: string; free: boolean }> {
  const list = (await (await request.get('/api/formations?per_page=1')).json()) as FormationPage;
  const course = list.data[0];
  if (!course) throw new Error('the demo catalogue is empty');
  return { id: course.id, title: course.title.en, free: course.price_centimes === 0 };
}

/**
 * Holds the chunk named `name` back until the returned function is called: the offline data layer
 * (`data`: Dexie, the mirror, the sync engine; ~45 KB of a catalogue page's ~190), which a page the server
 * drew must not wait for on a slow link, or React (`react`), to look at the page before the app takes over.
 */
async function holdBackChunk(page: Page, name: 'data' | 'react' | 'forms'): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Console errors and uncaught exceptions of the page from now on (a hydration mismatch is reported as one). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('every answer of a rendered page, first or cached, allows exactly the stylesheets it carries inline', async ({ request }) => {
  const policies: string[] = [];
  for (let round = 0; round < 3; round += 1) {
    const response = await request.get('/courses', { headers: { 'Accept-Encoding': 'identity' } });
    const page = await response.text();
    const policy = response.headers()['content-security-policy'] ?? '';
    const sheets = [...page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
    expect(sheets.length).toBeGreaterThan(0);
    const styleSources = /style-src ([^;]*)/.exec(policy)?.[1] ?? '';
    for (const sheet of sheets) expect(styleSources).toContain(`'sha256-${createHash('sha256').update(sheet).digest('base64')}'`);
    policies.push(policy);
  }
  expect(new Set(policies).size).toBe(1);
});

test('a rendered page is sent in brotli, gzip or plain as asked, the same page in each (never compressed twice)', async ({ request }) => {
  const asked = async (encoding: string) => {
    const response = await request.get('/faq', { headers: { 'Accept-Encoding': encoding } });
    expect(response.status()).toBe(200);
    return { encoding: response.headers()['content-encoding'], page: await response.text() };
  };
  const br = await asked('br');
  expect(br.encoding).toBe('br');
  expect(br.page).toContain('data-ssr');
  const gzip = await asked('gzip');
  expect(gzip.encoding).toBe('gzip');
  expect(gzip.page).toBe(br.page);
  const plain = await asked('identity');
  expect(plain.encoding).toBeUndefined();
  expect(plain.page).toBe(br.page);
});

test('the rendered home page stays within the first visit’s HTML budget in every language', async ({ request }) => {
  const visitors: { language: string; headers: Record<string, string> }[] = [
    { language: 'ar', headers: { 'X-Country-Code': 'MA' } },
    { language: 'fr', headers: { 'X-Country-Code': 'FR' } },
    { language: 'en', headers: { 'X-Country-Code': 'GB', 'Accept-Language': 'en' } },
  ];
  for (const { language, headers } of visitors) {
    const response = await request.get('/', { headers: { ...headers, 'Accept-Encoding': 'identity' } });
    const page = await response.body();
    expect(page.toString('utf8'), language).toContain(`lang="${language}"`);
    expect(page.toString('utf8'), language).toContain('data-ssr');
    const gzipKb = gzipSync(page, { level: 9 }).length / 1024;
    console.info(
      JSON.stringify({
        rendered: '/',
        language,
        raw_kb: Math.round(page.length / 10.24) / 100,
        gzip_kb: Math.round(gzipKb * 100) / 100,
        budget_kb: BUDGETS_KB.html,
      }),
    );
    expect(gzipKb, language).toBeLessThanOrEqual(BUDGETS_KB.html);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its hero, counters, topics and testimonials', async ({ page }) => {
    // Only the counters that mean something (contract/public-stats-threshold.ts, docs/decisions/0001).
    const stats = (await (await page.request.get('/api/stats/public')).json()) as PublicStats;
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: text(siteEn, 'home.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: text(siteEn, 'home.topics.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: text(siteEn, 'home.testimonials.title') })).toBeVisible();
    await expect(page.locator('.stats__item')).toHaveCount(meaningfulStats(stats).length);
    // No start-up loader over the content: the server knew the country (X-Country-Code in playwright.config.ts).
    await expect(page.locator('#start-loader')).toHaveCount(0);
  });

  test('a Moroccan visitor gets the page in Arabic, right to left', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Country-Code': 'MA' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: text(siteAr, 'home.title') })).toBeVisible();
  });

  test('the catalogue shows its first page of courses, each linking to its page, with the pager', async ({ page }) => {
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: text(commonEn, 'pages.courses') })).toBeVisible();
    // Styled from the first paint: the route's stylesheet is linked in the rendered page (no shift when its code arrives).
    await expect(page.locator('head link[rel="stylesheet"][href^="/assets/courses-"]')).toHaveCount(1);
    await expect(page.locator('.courses-page__list')).toHaveCSS('display', 'grid');
    const courses = page.getByRole('list', { name: text(catalogueEn, 'list.resultsLabel') }).getByRole('link');
    await expect(courses).toHaveCount(COURSES_PER_PAGE);
    await expect(courses.first()).toHaveAttribute('href', /^\/course\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('navigation', { name: text(commonEn, 'ui.pagination') })).toBeVisible();
    // Every course has its picture: those below the fold come from <noscript>, and no empty box stands beside them.
    const pictures = page.locator('.courses-page__list img.thumbnail');
    await expect(pictures).toHaveCount(COURSES_PER_PAGE);
    await expect(page.locator('.thumbnail--waiting').first()).toBeHidden();
    await pictures.last().scrollIntoViewIfNeeded();
    await expect.poll(() => pictures.last().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

  test('a course page shows its title, outline and reviews, and the form to create an account and subscribe', async ({ page, request }) => {
    const course = await newestCourse(request);
    await page.goto(`/course/${course.id}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(page.locator('head link[rel="stylesheet"][href^="/assets/course-detail-"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: text(catalogueEn, 'detail.outline') })).toBeVisible();
    await expect(page.locator('.course-outline__module').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: text(catalogueEn, 'detail.reviews') })).toBeVisible();
    await expect(page.getByRole('heading', { name: text(catalogueEn, 'subscribe.title') })).toBeVisible();
    // A course that does not exist is left to the app, which says so once its catalogue has synced.
    const missing = await request.get('/course/0190ffff-0000-7000-8000-00000000dead', { headers: { 'Accept-Encoding': 'identity' } });
    expect(await missing.text()).not.toContain('data-ssr');
  });

  test('the FAQ and about pages show their text', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByText(text(faqEn, 'lead'))).toBeVisible();
    await page.goto('/about');
    await expect(page.getByText(text(aboutEn, 'lead')).first()).toBeVisible();
  });
});

/** Paths the page requests from now on. */
function requestedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** The route stylesheets the rendered page carries inline (server/lib/ssr/ssr-page.ts), as paths. */
async function inlinedSheets(page: Page): Promise<string[]> {
  return page
    .locator('style[data-inlined-from]')
    .evaluateAll((blocks) => blocks.map((block) => `/${block.getAttribute('data-inlined-from') ?? ''}`));
}

test('with JavaScript, the app hydrates the server page without errors and works offline on a repeat visit', async ({ page, context }) => {
  const errors = pageErrors(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // Hydrated means interactive: a client-side navigation, no reload.
  await page
    .getByRole('link', { name: text(siteEn, 'home.ctaCourses') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/courses$/);
  expect(errors).toEqual([]);

  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: text(siteEn, 'home.title') })).toBeVisible();
  await context.setOffline(false);
});

test('with JavaScript, the rendered catalogue hydrates without errors, then turns pages from the device’s mirror', async ({ page }) => {
  const errors = pageErrors(page);
  const requested = requestedPaths(page);
  await page.goto('/courses');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const courses = page.getByRole('list', { name: text(catalogueEn, 'list.resultsLabel') }).getByRole('link');
  await expect(courses).toHaveCount(COURSES_PER_PAGE);
  const firstTitle = await courses.first().innerText();
  await page
    .getByRole('navigation', { name: text(commonEn, 'ui.pagination') })
    .getByRole('button', { name: text(commonEn, 'ui.next') })
    .click();
  await expect(page).toHaveURL(/\/courses\?page=2$/);
  await expect(courses.first()).not.toHaveText(firstTitle);
  // The catalogue's stylesheets came inline with the page, allowed by the policy (a refused block is a
  // console error), and neither the browser nor the app fetched them again.
  const inlined = await inlinedSheets(page);
  expect(inlined.filter((sheet) => /^\/assets\/courses-[\w-]+\.css$/.test(sheet))).toHaveLength(1);
  expect(requested.filter((pathname) => inlined.includes(pathname))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the rendered catalogue fetches the pictures below the fold only once the app has taken over', async ({ page }) => {
  const errors = pageErrors(page);
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/media/thumbnails/')) pictures.push(new URL(request.url()).pathname.split('/')[4] ?? '');
  });
  // React held back: the page stays the server's until it is let through.
  const release = await holdBackChunk(page, 'react');
  await page.goto('/courses', { waitUntil: 'commit' });
  const list = page.locator('.courses-page__list');
  await expect(list.locator('img.thumbnail').first()).toBeVisible();
  await expect.poll(() => new Set(pictures).size).toBe(2);
  // Boxes stand in for the others, as large as the pictures will be.
  const waiting = list.locator('.thumbnail--waiting');
  await expect(waiting).toHaveCount(COURSES_PER_PAGE - 2);
  const box = await waiting.first().boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  expect(new Set(pictures).size).toBe(2);

  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(waiting).toHaveCount(0);
  await expect(list.locator('img.thumbnail')).toHaveCount(COURSES_PER_PAGE);
  await list.locator('img.thumbnail').last().scrollIntoViewIfNeeded();
  await expect.poll(() => new Set(pictures).size).toBe(COURSES_PER_PAGE);
  expect(errors).toEqual([]);
});

test('the rendered catalogue is taken over before the data layer arrives, which then turns its pages', async ({ page }) => {
  const errors = pageErrors(page);
  const release = await holdBackChunk(page, 'data');
  await page.goto('/courses', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: SETTLE_MS });
  const courses = page.getByRole('list', { name: text(catalogueEn, 'list.resultsLabel') }).getByRole('link');
  await expect(courses).toHaveCount(COURSES_PER_PAGE);
  const firstTitle = await courses.first().innerText();
  release();
  await page
    .getByRole('navigation', { name: text(commonEn, 'ui.pagination') })
    .getByRole('button', { name: text(commonEn, 'ui.next') })
    .click();
  await expect(page).toHaveURL(/\/courses\?page=2$/);
  await expect(courses.first()).not.toHaveText(firstTitle, { timeout: SETTLE_MS });
  await expect(courses).toHaveCount(COURSES_PER_PAGE);
  expect(errors).toEqual([]);
});

test('what a visitor types into the rendered catalogue’s search before the app takes over becomes their search', async ({
  page,
  request,
}) => {
  const course = await newestCourse(request);
  const word = course.title.split(/\s+/).reduce((longest, next) => (next.length > longest.length ? next : longest));
  const errors = pageErrors(page);
  const release = await holdBackChunk(page, 'react');
  await page.goto('/courses', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: text(catalogueEn, 'list.search') });
  await search.fill(word);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: SETTLE_MS });
  await expect.poll(() => new URL(page.url()).searchParams.get('q'), { timeout: SETTLE_MS }).toBe(word);
  await expect(search).toHaveValue(word);
  await expect(page.locator('main').getByRole('link', { name: course.title }).first()).toBeVisible({ timeout: SETTLE_MS });
  await expect(search).toHaveValue(word);
  expect(errors).toEqual([]);
});

test('a rendered course page is taken over before its form and data layer arrive; the form is sent only once live', async ({
  page,
  request,
}) => {
  const course = await newestCourse(request);
  const errors = pageErrors(page);
  const releaseData = await holdBackChunk(page, 'data');
  const releaseForm = await holdBackChunk(page, 'forms');
  await page.goto(`/course/${course.id}`, { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: SETTLE_MS });
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  // The subscription form's part (valibot, the schemas, the fields) is still on its way: the server's form
  // shows, and sending it would be the browser's own GET, with the password in the address.
  const form = page.locator('form.subscribe-form');
  const submit = form.getByRole('button', { name: text(catalogueEn, 'subscribe.submit') });
  await expect(submit).toBeDisabled();
  await form.getByLabel(text(catalogueEn, 'subscribe.firstName')).fill('Khadija');
  await form.getByLabel(text(catalogueEn, 'subscribe.password'), { exact: true }).fill('correct-horse');
  await form.getByLabel(text(catalogueEn, 'subscribe.password'), { exact: true }).press('Enter');
  await page.waitForTimeout(500);
  expect(new URL(page.url()).search).toBe('');
  releaseForm();
  await expect(submit).toBeEnabled({ timeout: SETTLE_MS });
  // What was typed while the form's part was on its way is still there once it is live.
  await expect(form.getByLabel(text(catalogueEn, 'subscribe.firstName'))).toHaveValue('Khadija');
  await expect(form.getByLabel(text(catalogueEn, 'subscribe.password'), { exact: true })).toHaveValue('correct-horse');
  // The sign-up form loads the data layer when it is sent; the new learner's side of the page (its own
  // chunk) then takes the form's place, or the payment screen opens for a paid course.
  releaseData();
  await form.getByLabel(text(catalogueEn, 'subscribe.lastName')).fill('Benali');
  await form.getByLabel(text(catalogueEn, 'subscribe.email')).fill(`held-back-${Date.now()}@example.ma`);
  await form.getByLabel(text(catalogueEn, 'subscribe.phone')).fill('0661234567');
  await form.getByLabel(text(catalogueEn, 'subscribe.passwordConfirmation')).fill('correct-horse');
  await submit.click();
  if (course.free) await expect(page.getByText(text(catalogueEn, 'subscribe.created'))).toBeVisible({ timeout: SETTLE_MS });
  else await expect(page).toHaveURL(new RegExp(`/course/${course.id}/enroll$`), { timeout: SETTLE_MS });
  expect(errors).toEqual([]);
});

test('with JavaScript, a rendered course page hydrates without errors and its links work at once', async ({ page, request }) => {
  const course = await newestCourse(request);
  const errors = pageErrors(page);
  const requested = requestedPaths(page);
  await page.goto(`/course/${course.id}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  const inlined = await inlinedSheets(page);
  expect(inlined.length).toBeGreaterThan(1);
  expect(requested.filter((pathname) => inlined.includes(pathname))).toEqual([]);
  await page
    .locator('main')
    .getByRole('link', { name: text(catalogueEn, 'detail.backToCourses') })
    .last()
    .click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('heading', { level: 1, name: text(commonEn, 'pages.courses') })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a rendered course page writes its reviews’ dates in the reader’s time zone once it is live', async ({
  browser,
  request,
  baseURL,
}) => {
  // A course with a review, and a zone where that review was written on another day than on the server (UTC).
  const list = (await (await request.get(`/api/formations?per_page=${COURSES_PER_PAGE}`)).json()) as FormationPage;
  let reviewed: { courseId: string; writtenAt: string } | null = null;
  for (const course of list.data) {
    const newest = ((await (await request.get(`/api/formations/${course.id}/reviews?per_page=1`)).json()) as ReviewPage).data[0];
    if (newest) {
      reviewed = { courseId: course.id, writtenAt: newest.created_at };
      break;
    }
  }
  if (!reviewed) throw new Error('no demo course has a review');
  const written = new Date(reviewed.writtenAt);
  const timezoneId = written.getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
  const inZone = (timeZone: string) => new Intl.DateTimeFormat(formatLocale('en'), { dateStyle: 'medium', timeZone }).format(written);
  expect(inZone(timezoneId)).not.toBe(inZone('UTC'));

  const context = await browser.newContext({ baseURL, timezoneId, locale: 'en-GB', extraHTTPHeaders: { 'X-Country-Code': 'GB' } });
  try {
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(`/course/${reviewed.courseId}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: SETTLE_MS });
    await expect(page.locator(`main time[datetime="${reviewed.writtenAt}"]`).first()).toHaveText(inZone(timezoneId));
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a returning visitor in the page’s language gets the server’s page taken over, not drawn again, and never sees the banner they answered', async ({
  page,
}) => {
  await page.addInitScript((keys) => {
    localStorage.setItem(keys.language, 'en');
    localStorage.setItem(keys.cookieConsent, 'accepted');
  }, STORAGE_KEYS);
  // The entry waits until the server's heading is in hand, so the test can tell hydration (the same
  // element lives on) from a client render (a new one replaces it).
  let releaseEntry: () => void = () => undefined;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  const errors = pageErrors(page);
  // Not until DOMContentLoaded: the home page's entry is a script in its head, which that event waits for.
  await page.goto('/', { waitUntil: 'commit' });
  const heading = await page.locator('main h1').elementHandle();
  // Hidden from the first paint by the start-up script, though the server's page carries it.
  await expect(page.locator('.cookie-banner')).toBeHidden();
  releaseEntry();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
  await expect(page.locator('.cookie-banner')).toHaveCount(0);
  expect(errors).toEqual([]);
});
