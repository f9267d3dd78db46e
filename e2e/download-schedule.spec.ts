/**
 * A download that waits for cheap data, end to end in Chromium at 390 px, in Arabic: the learner sets the
 * free formation's download to "tonight" (23:00–06:00) at 20:00 on the phone's clock; an hour later
 * nothing has been fetched; once the clock reaches the window the download starts by itself, completes,
 * and the formation opens with no network. The page's clock is Playwright's (installed before the first
 * page loads); the server and the worker keep real time. This Chromium has Background Fetch, so the
 * files travel through it and the worker stores them: the browser's own record of its events (DevTools
 * protocol, BackgroundService) shows it registered and completed.
 */
import type { Page } from '@playwright/test';
import { serverPerFile } from './support/server-per-file';
import { expect, locale, test, text, waitForServiceWorkerControl } from './support/fixtures';
import { DIST } from './support/paths';
import { seedSession } from './support/seed-session';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'ar-MA', timezoneId: 'UTC' });

const downloads = locale('ar', 'downloads');
const catalogue = locale('ar', 'catalogue');

const FREE_SLUG = 'beekeeping-first-hive';
const { url } = serverPerFile({ staticDir: DIST });
let freeId = '';
test.beforeAll(async () => {
  const list = (await (await fetch(url('/api/formations?per_page=100'))).json()) as { data: { id: string; slug: string }[] };
  freeId = list.data.find((formation) => formation.slug === FREE_SLUG)?.id ?? '';
  expect(freeId).not.toBe('');
});

async function signInNewLearner(page: Page): Promise<void> {
  const email = `wait-${Date.now().toString(36)}@example.test`;
  const password = 'wait-for-night-2026';
  const registered = await page.request.post(url('/api/register'), {
    data: { first_name: 'Aicha', last_name: 'Bennani', email, phone: '0661234567', password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  const login = await page.request.post(url('/api/login'), { data: { email, password } });
  expect(login.ok()).toBe(true);
  await page.goto(url('/'));
  await seedSession(page, (await login.json()) as { token: string; user: { id: string } }, 'ar');
}

/** Rows of the learner's `download_packs` (none until a waiting download starts). */
function packRows(page: Page): Promise<{ status: string }[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((entry) => entry.name ?? '').filter((name) => name.startsWith('academy-user-'));
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(names[0] ?? '');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const rows = await new Promise<{ status: string }[]>((resolve) => {
      const request = db.transaction('download_packs').objectStore('download_packs').getAll();
      request.onsuccess = () => resolve(request.result as { status: string }[]);
    });
    db.close();
    return rows;
  });
}

test('a download set to “tonight” does not start before its window, then starts by itself in it and completes', async ({ page }) => {
  test.setTimeout(180_000);
  // The latest 20:00 (UTC, the page's zone here) before now: the page's clock never runs ahead of the
  // server's far enough for the pack's signed URLs (six hours) to look expired.
  const evening = new Date();
  if (evening.getUTCHours() < 20) evening.setUTCDate(evening.getUTCDate() - 1);
  evening.setUTCHours(20, 0, 0, 0);
  await page.clock.install({ time: evening });

  const mediaRequests: string[] = [];
  page.context().on('request', (request) => {
    // Script fetches (the page's downloader) and the worker's, not the study view's `<video>`, which
    // streams what it plays.
    const path = new URL(request.url()).pathname;
    if (request.resourceType() !== 'media' && path.startsWith('/api/media/') && !path.startsWith('/api/media/thumbnails'))
      mediaRequests.push(path);
  });

  // The browser's own record of Background Fetch events (DevTools' Background Services panel).
  const backgroundEvents: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent }) =>
    backgroundEvents.push(backgroundServiceEvent.eventName),
  );
  await cdp.send('BackgroundService.startObserving', { service: 'backgroundFetch' });
  await cdp.send('BackgroundService.setRecording', { shouldRecord: true, service: 'backgroundFetch' });

  await signInNewLearner(page);
  await page.goto(url(`/course/${freeId}`));
  await page.getByRole('button', { name: text(catalogue, 'enroll.enrollFree') }).click();
  await expect(page.getByText(text(catalogue, 'enroll.success'))).toBeVisible();
  await page.goto(url(`/course/${freeId}/study`));
  await waitForServiceWorkerControl(page);

  const timing = page.getByRole('group', { name: text(downloads, 'schedule.legend') });
  await timing.getByRole('radio', { name: text(downloads, 'schedule.window') }).check();
  await expect(timing.getByLabel(text(downloads, 'schedule.from'), { exact: true })).toHaveValue('23:00');
  await expect(timing.getByLabel(text(downloads, 'schedule.to'), { exact: true })).toHaveValue('06:00');
  // The page is right to left and fits the phone's width.
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.getByRole('button', { name: text(downloads, 'schedule.queue') }).click();

  const waiting = page.getByTestId('waiting-download').getByRole('status');
  await expect(waiting).toContainText(text(downloads, 'schedule.reasonWindow').split(':')[0] ?? '');
  await expect(waiting).toContainText('23:00');

  // An hour later, still before the window: nothing fetched, no pack recorded.
  await page.clock.fastForward('01:00:00');
  await page.waitForTimeout(1500);
  expect(mediaRequests).toEqual([]);
  expect(backgroundEvents).toEqual([]);
  expect(await packRows(page)).toEqual([]);
  await expect(waiting).toBeVisible();

  // The clock enters the window: the page's next check starts the download, which completes.
  await page.clock.fastForward('02:00:30');
  const started = Date.now();
  await expect(page.getByText(new RegExp(`^${text(downloads, 'state.complete').replace('({{size}})', '')}`))).toBeVisible({
    timeout: 120_000,
  });
  const backgroundFetch = await page.evaluate(() => 'BackgroundFetchManager' in self);
  console.info(
    `A waiting download started in its window and completed in ${Date.now() - started} ms (under load); ` +
      `Background Fetch ${backgroundFetch ? 'present' : 'absent'}, ${mediaRequests.length} media requests seen.`,
  );
  // This Chromium has Background Fetch: the files went through it, and the worker stored them (the
  // page's downloader fetched none). Elsewhere the page's downloader does the same work.
  expect(backgroundFetch).toBe(true);
  expect(backgroundEvents).toEqual(expect.arrayContaining(['Background Fetch registered', 'Background Fetch completed']));
  expect(await packRows(page)).toEqual([expect.objectContaining({ status: 'complete' })]);
  await expect(page.getByTestId('waiting-download')).toHaveCount(0);

  // Available offline: with no network, the study view opens from the phone.
  await page.context().setOffline(true);
  await page.goto(url('/downloads'));
  await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /./ }).first()).toBeVisible();
  await page.goto(url(`/course/${freeId}/study`));
  await expect(page.getByText(new RegExp(`^${text(downloads, 'state.complete').replace('({{size}})', '')}`))).toBeVisible();
});
