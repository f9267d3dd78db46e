import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, locale, test, text, waitForServiceWorkerControl, WITHOUT_SERVICE_WORKER } from './support/fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/paths';

const en = locale('en', 'common');
const fr = locale('fr', 'common');
const ar = locale('ar', 'common');
const consent = locale('en', 'consent');
const site = locale('en', 'site');

// First visits, languages, the banner and routing; the tests about working offline and installing keep the
// service worker (fixtures.ts).
test.use(WITHOUT_SERVICE_WORKER);

const navigation = (page: Page, json = en) => page.getByRole('navigation', { name: text(json, 'nav.label') });

/** Holds the entry script back, as a slow link would, until the returned function is called. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a first load of the home page shows the server-rendered page before any script, then the app takes over', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  // The words arrive in the HTML: no loader in front of them.
  await expect(page.getByRole('heading', { level: 1, name: text(site, 'home.title') })).toBeVisible();
  await expect(page.locator('#start-loader')).toHaveCount(0);

  release();
  await expect(navigation(page).getByRole('link', { name: text(en, 'nav.home') })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: text(site, 'home.title') })).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a first load of a screen the server does not render shows the start-up loader, then the screen', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const loader = page.getByText(text(en, 'loader.detecting'));
  await expect(loader).toBeVisible();
  await expect(navigation(page)).toHaveCount(0);

  release();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(navigation(page)).toBeVisible();
  await expect(loader).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a first visit from Morocco opens in Arabic with the country the page carries, asking no lookup', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    ...WITHOUT_SERVICE_WORKER,
    baseURL,
    locale: 'en-US',
    extraHTTPHeaders: { 'X-Country-Code': 'MA' },
  });
  try {
    const page = await context.newPage();
    const lookups: string[] = [];
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname, hostname } = new URL(request.url());
      if (pathname === '/api/geo' || !['127.0.0.1', 'localhost'].includes(hostname)) lookups.push(request.url());
      requested.push(pathname);
    });
    await page.goto('/');
    await expect(navigation(page, ar).getByRole('link', { name: text(ar, 'nav.home') })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('meta[name="academy-country"]')).toHaveAttribute('content', 'MA');
    expect(lookups).toEqual([]);
    // The Arabic strings were preloaded by the page itself, and no other language's were fetched.
    const strings = requested.filter((pathname) => /\/assets\/(ar|fr|en)-[\w-]+\.js$/.test(pathname));
    expect(strings).toHaveLength(1);
    expect(strings[0]).toMatch(/\/assets\/ar-/);
  } finally {
    await context.close();
  }
});

test('switching to Arabic sets dir="rtl" and mirrors the navbar', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const brand = header.getByRole('link', { name: text(en, 'app.name') });
  await expect(brand).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;

  const ltr = await brand.boundingBox();
  expect(ltr, 'brand box').not.toBeNull();
  expect((ltr?.x ?? 0) + (ltr?.width ?? 0)).toBeLessThan(width / 2);

  await header.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(navigation(page, ar).getByRole('link', { name: text(ar, 'nav.home') })).toBeVisible();

  const arBrand = header.getByRole('link', { name: text(ar, 'app.name') });
  await expect(async () => {
    const rtl = await arBrand.boundingBox();
    // The brand now sits at the inline start, which is the right-hand side.
    expect(rtl?.x ?? 0).toBeGreaterThan(width / 2);
  }).toPass();

  // The choice is kept for the next visit (SPEC §4, user-language).
  expect(await page.evaluate(() => localStorage.getItem('user-language'))).toBe('ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test.describe('with the service worker', () => {
  // Their subject: the worker serves every route with no network, and makes the app installable.
  test.use({ serviceWorkers: 'allow' });

  test('the service worker takes control and every route opens offline, in any language', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    expect(await waitForServiceWorkerControl(page)).toMatch(/\/sw\.js$/);

    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    const home = await page.reload();
    expect(home?.fromServiceWorker(), 'home answered by the service worker').toBe(true);
    await expect(navigation(page).getByRole('link', { name: text(en, 'nav.home') })).toHaveAttribute('aria-current', 'page');

    for (const [url, title] of [
      ['/courses', text(en, 'pages.courses')],
      ['/about', text(en, 'pages.about')],
    ] as const) {
      const response = await page.goto(url);
      expect(response?.fromServiceWorker(), `${url} answered by the service worker`).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }

    // Every language's strings are precached: switching language works without a network.
    await page.getByRole('banner').getByLabel('Language').selectOption('fr');
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'pages.about') })).toBeVisible();
    await page
      .getByRole('banner')
      .getByLabel(text(locale('fr', 'language'), 'label'))
      .selectOption('ar');
    await expect(page.getByRole('heading', { level: 1, name: text(ar, 'pages.about') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await context.setOffline(false);
  });

  test('Chrome reports no installability errors and reads the manifest', async ({ playwright, baseURL }) => {
    // Test contexts are off-the-record, where Chrome never offers installation ("in-incognito"):
    // this test uses a real, throw-away profile instead.
    const profile = mkdtempSync(path.join(tmpdir(), 'academy-profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL,
      locale: 'en-US',
      extraHTTPHeaders: { 'X-Country-Code': 'GB' },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await waitForServiceWorkerControl(page);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

for (const [button, stored] of [
  ['acceptAll', 'accepted'],
  ['decline', 'declined'],
] as const) {
  test(`the cookie banner stores "${stored}" and goes away`, async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: text(consent, 'title') });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(text(consent, 'description'));
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();

    await banner.getByRole('button', { name: text(consent, button) }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe(stored);

    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('region', { name: text(consent, 'title') })).toHaveCount(0);
  });
}

test('an unknown path renders the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'pages.notFound') })).toBeVisible();
  await expect(page.getByRole('link', { name: text(en, 'notFound.backHome') })).toBeVisible();
});

test('/profile without a session lands on /login, replacing the history entry', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'pages.login') })).toBeVisible();
  // Back goes to the page before /profile: the guard replaced the entry instead of adding one.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});
