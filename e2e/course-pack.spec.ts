/**
 * A course that travels without a network (course packs), end to end in Chromium at 390 px, in Arabic:
 * learner A downloads a free formation and shares it (the share sheet intercepted, the file kept); learner
 * B, on another phone that installed the app and then went offline, imports the file, studies a lesson
 * and seeks in its video with no network; back online, the server has B's enrolment, progress and the
 * import counted once. A tampered copy of the file is refused and leaves nothing behind.
 * Prints the pack's size against the download's and the time to build and to import it (under load).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { MeSyncPage } from '../contract/sync';
import { serverPerFile } from './support/server-per-file';
import { expect, locale, test, text, waitForServiceWorkerControl } from './support/fixtures';
import { DIST } from './support/paths';
import { seedSession } from './support/seed-session';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'ar-MA' });

const downloads = locale('ar', 'downloads');
const catalogue = locale('ar', 'catalogue');
const study = locale('ar', 'study');

const FREE_SLUG = 'beekeeping-first-hive';
const { url } = serverPerFile({ staticDir: DIST });
let freeId = '';
let folder = '';
test.beforeAll(async () => {
  const list = (await (await fetch(url('/api/formations?per_page=100'))).json()) as { data: { id: string; slug: string }[] };
  freeId = list.data.find((formation) => formation.slug === FREE_SLUG)?.id ?? '';
  expect(freeId).not.toBe('');
  folder = mkdtempSync(path.join(tmpdir(), 'course-pack-e2e-'));
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Learner {
  token: string;
  user: { id: string };
}

let counter = 0;
async function signInNewLearner(page: Page): Promise<Learner> {
  counter += 1;
  const email = `pack-${Date.now().toString(36)}-${counter}@example.test`;
  const password = 'pack-offline-2026';
  const registered = await page.request.post(url('/api/register'), {
    data: { first_name: 'Fatima', last_name: 'Amrani', email, phone: '0661234567', password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  const login = await page.request.post(url('/api/login'), { data: { email, password } });
  expect(login.ok()).toBe(true);
  const session = (await login.json()) as Learner;
  await page.goto(url('/'));
  await seedSession(page, session, 'ar');
  return session;
}

async function me(page: Page, token: string): Promise<MeSyncPage['changes']> {
  const response = await page.request.get(url('/api/sync/me'), { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as MeSyncPage).changes;
}

test('a downloaded formation is shared as one file, imported offline on another phone, studied there, and the server learns of it once', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);

  // Learner A: the share sheet is replaced by a catch that keeps the file, as Android's would hand it on.
  await page.addInitScript(() => {
    const kept = window as unknown as { sharedPack?: File };
    Object.defineProperty(navigator, 'canShare', {
      configurable: true,
      value: (data: { files?: File[] }) => (data.files?.length ?? 0) > 0,
    });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: { files?: File[] }) => {
        kept.sharedPack = data.files?.[0];
      },
    });
  });
  await signInNewLearner(page);
  await page.goto(url(`/course/${freeId}`));
  await page.getByRole('button', { name: text(catalogue, 'enroll.enrollFree') }).click();
  await expect(page.getByText(text(catalogue, 'enroll.success'))).toBeVisible();
  await page.goto(url(`/course/${freeId}/study`));
  await waitForServiceWorkerControl(page);
  await page.getByRole('button', { name: text(downloads, 'control.download') }).click();
  const share = page.getByTestId('share-pack').first();
  await expect(share).toBeVisible({ timeout: 90_000 });
  const downloadBytes = await page.evaluate(async (id) => {
    const names = (await indexedDB.databases()).map((entry) => entry.name ?? '').filter((name) => name.startsWith('academy-user-'));
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(names[0] ?? '');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const row = await new Promise<{ total_bytes: number }>((resolve) => {
      const request = db.transaction('download_packs').objectStore('download_packs').get(id);
      request.onsuccess = () => resolve(request.result as { total_bytes: number });
    });
    db.close();
    return row.total_bytes;
  }, freeId);

  // Sharing works from the phone alone: offline.
  await page.context().setOffline(true);
  await page.goto(url('/downloads'));
  const started = Date.now();
  await page.getByTestId('share-pack').click();
  await expect(page.getByText(text(downloads, 'pack.shared'))).toBeVisible({ timeout: 60_000 });
  const buildMs = Date.now() - started;
  const shared = await page.evaluate(async () => {
    const file = (window as unknown as { sharedPack?: File }).sharedPack;
    if (!file) return null;
    const data = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
      reader.readAsDataURL(file);
    });
    return { name: file.name, data };
  });
  expect(shared?.name).toBe(`${FREE_SLUG}.agripack`);
  const packPath = path.join(folder, shared?.name ?? 'x');
  writeFileSync(packPath, Buffer.from(shared?.data ?? '', 'base64'));
  const packBytes = readFileSync(packPath).length;

  // Learner B, another phone: installs the app (online), then has no network at all.
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'ar-MA' });
  const other = await phone.newPage();
  const learner = await signInNewLearner(other);
  await other.goto(url('/courses'));
  await waitForServiceWorkerControl(other);
  // The catalogue mirror holds the formation (it is what says the formation is free, offline).
  await expect
    .poll(
      () =>
        other.evaluate(
          (id) =>
            new Promise<boolean>((resolve) => {
              const request = indexedDB.open('academy-public');
              request.onsuccess = () => {
                const get = request.result.transaction('formations').objectStore('formations').get(id);
                get.onsuccess = () => resolve(get.result !== undefined);
                get.onerror = () => resolve(false);
              };
              request.onerror = () => resolve(false);
            }),
          freeId,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  await other.goto(url('/downloads'));
  await expect(other.getByRole('heading', { name: text(downloads, 'pack.importTitle') })).toBeVisible();
  await phone.setOffline(true);

  // A copy changed by one byte is refused, and nothing is kept.
  const tampered = readFileSync(packPath);
  tampered[tampered.length - 2048] = (tampered[tampered.length - 2048] ?? 0) ^ 1;
  const tamperedPath = path.join(folder, 'tampered.agripack');
  writeFileSync(tamperedPath, tampered);
  await other.getByTestId('import-pack-file').setInputFiles(tamperedPath);
  await other.getByTestId('import-pack').click();
  await expect(other.getByRole('alert')).toContainText(text(downloads, 'pack.nothingKept'));
  await expect(other.getByTestId('share-pack')).toHaveCount(0);

  // The real file: checked and stored offline, then studied.
  await other.getByTestId('import-pack-file').setInputFiles(packPath);
  const importStarted = Date.now();
  await other.getByTestId('import-pack').click();
  const opened = other.getByRole('link', { name: text(downloads, 'pack.study') });
  await expect(opened).toBeVisible({ timeout: 60_000 });
  const importMs = Date.now() - importStarted;
  await opened.click();
  await expect(other.getByText(text(study, 'offline.banner'))).toBeVisible();
  const video = other.locator('video');
  await expect(video).toHaveAttribute('src', /^\/api\/media\/lessons\/[0-9a-f-]+\/(video|renditions\/\w+)$/);
  // Seeking works offline (the imported file answers byte ranges); then the lesson is played, not skipped
  // to: at twice the normal speed, the fastest that counts as watched (contract/watched-intervals.ts).
  const played = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    if (element.readyState < 1) await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
    const target = element.duration * 0.5;
    element.currentTime = target;
    await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    const sought = element.currentTime;
    element.currentTime = 0;
    await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    element.playbackRate = 2;
    await element.play();
    return { duration: element.duration, sought, target, error: element.error?.code ?? null };
  });
  expect(played.error).toBeNull();
  expect(played.sought).toBeGreaterThanOrEqual(played.target - 0.5);
  await expect(other.locator('.study-stage').getByText(text(study, 'lesson.completed'), { exact: true })).toBeVisible({ timeout: 60_000 });
  await video.evaluate((element: HTMLVideoElement) => element.pause());

  // Online again: B's enrolment and progress reach the server, and the import is counted once.
  await phone.setOffline(false);
  await expect
    .poll(async () => (await me(other, learner.token)).progress.filter((row) => row.completed).length, { timeout: 60_000 })
    .toBe(1);
  const admin = await page.request.post(url('/api/login'), { data: { email: 'admin@academy.local', password: 'admin-demo-2025' } });
  expect(admin.ok()).toBe(true);
  {
    const token = ((await admin.json()) as Learner).token;
    await expect
      .poll(async () => {
        const stats = (await (
          await page.request.get(url('/api/admin/stats'), { headers: { authorization: `Bearer ${token}` } })
        ).json()) as {
          formations: { id: string; pack_imports: number }[];
        };
        return stats.formations.find((row) => row.id === freeId)?.pack_imports;
      })
      .toBe(1);
  }
  console.log(
    // The download counts a file once per address; the pack carries equal contents once (the demo reuses videos).
    `course pack: ${packBytes} bytes for a download of ${downloadBytes} bytes (pack / download = ${(packBytes / downloadBytes).toFixed(3)}); ` +
      `built and shared in ${buildMs} ms, checked and imported in ${importMs} ms (under load)`,
  );
  await phone.close();
});
