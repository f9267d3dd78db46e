/**
 * Low-data renditions end to end in Chromium, on a 390 px phone in Arabic: an agent uploads a
 * video with the tus protocol, the server makes its renditions, the study view offers "low data",
 * "standard" and "audio only" with their sizes and remembers the choice across a reload, and the offline
 * pack downloads the chosen rendition only. The lesson is pointed at the media through the database
 * (`lessons.video_media_id`, as the editor's lesson form sets it).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { UPLOADS_PATH, mediaIdOfUploadUrl, type MediaInfo } from '../contract/media-library';
import { uuidv7 } from '../contract/uuid';
import { formations, lessons, modules } from '../server/db/schema/catalogue';
import { media } from '../server/db/schema/media';
import { DEMO_ACCOUNTS } from '../server/seed/identity';
import { OFFLINE_MEDIA_CACHE_PREFIX } from '../src/data/downloads/media-cache';
import { expect, locale, test, text, waitForServiceWorkerControl, WITHOUT_SERVICE_WORKER } from './support/fixtures';
import { startInProcessServer, type InProcessServer } from './support/in-process-server';
import { DIST, ROOT } from './support/paths';
import { seedSession } from './support/seed-session';

const SCREENS = `${ROOT}/test-results/screens`;
const PHONE = { width: 390, height: 844 };
const common = locale('ar', 'common');
const study = locale('ar', 'study');
const downloads = locale('ar', 'downloads');
const FREE_SLUG = 'beekeeping-first-hive';

let server: InProcessServer;
let session: { token: string; user: unknown };
let formationId = '';
let lessonId = '';
let secondLessonId = '';
let mediaOfFirst = '';
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  server = await startInProcessServer(DIST);
  const url = (p: string) => `${server.url}${p}`;
  const agent = DEMO_ACCOUNTS.find((account) => account.role === 'agent');
  const login = await request.post(url('/api/login'), { data: { email: agent?.email, password: agent?.password } });
  expect(login.ok()).toBe(true);
  session = (await login.json()) as typeof session;
  const auth = { authorization: `Bearer ${session.token}`, 'Tus-Resumable': '1.0.0' };

  const clip = path.join(server.dataDir, 'clip.mp4');
  const made = spawnSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=8:size=640x360:rate=25',
    '-f',
    'lavfi',
    '-i',
    'sine=duration=8',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '18',
    '-c:a',
    'aac',
    '-shortest',
    clip,
  ]);
  expect(made.status, `ffmpeg is needed (CI installs it): ${made.stderr.toString()}`).toBe(0);
  const bytes = readFileSync(clip);

  const created = await request.fetch(url(UPLOADS_PATH), {
    method: 'POST',
    headers: {
      ...auth,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `filename ${Buffer.from('ruche.mp4').toString('base64')}`,
    },
  });
  expect(created.status()).toBe(201);
  const location = created.headers().location ?? '';
  const finished = await request.fetch(url(location), {
    method: 'PATCH',
    headers: { ...auth, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    data: bytes,
  });
  expect(finished.status()).toBe(204);
  const mediaId = mediaIdOfUploadUrl(location) ?? '';
  await expect
    .poll(async () => ((await (await request.get(url(`/api/admin/media/${mediaId}`), { headers: auth })).json()) as MediaInfo).state, {
      timeout: 120_000,
    })
    .toBe('ready');

  const { db } = server.database;
  const [formation] = await db.select({ id: formations.id }).from(formations).where(eq(formations.slug, FREE_SLUG));
  formationId = formation?.id ?? '';
  const [first, second] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(and(eq(lessons.formationId, formationId)))
    .orderBy(asc(modules.position), asc(lessons.position))
    .limit(2);
  lessonId = first?.id ?? '';
  await db.update(lessons).set({ videoMediaId: mediaId }).where(eq(lessons.id, lessonId));
  secondLessonId = second?.id ?? '';
  mediaOfFirst = mediaId;
});
test.afterAll(async () => {
  await server?.stop();
});

async function openLesson(page: Page, lesson = lessonId) {
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/`);
  await seedSession(page, session, 'ar');
  await page.goto(`${server.url}/course/${formationId}/study?lesson=${lesson}`);
}

const choice = (page: Page, name: 'low' | 'standard' | 'audio') =>
  page
    .getByRole('group', { name: text(study, 'renditions.legend') })
    .getByRole('radio', { name: new RegExp(text(common, `renditions.${name}`)) });

test.describe('online', () => {
  // Online only: the service worker is not its subject (fixtures.ts).
  test.use(WITHOUT_SERVICE_WORKER);

  test('the study view offers low data, standard and audio only with their sizes, and remembers the choice', async ({ page }) => {
    await openLesson(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const group = page.getByRole('group', { name: text(study, 'renditions.legend') });
    await expect(group.getByRole('radio')).toHaveCount(3);
    // Low data is the default on a new phone; its video plays the low rendition.
    await expect(choice(page, 'low')).toBeChecked();
    await expect(page.locator('video.study-stage__video')).toHaveAttribute('src', /\/renditions\/low\?/);
    // Sizes from the app's one size formatter (src/lib/format-size.ts): kilobytes under a megabyte.
    await expect(group).toContainText(/م\.ب|ك\.ب/);

    await choice(page, 'audio').check();
    await expect(page.locator('video.study-stage__video')).toHaveAttribute('src', /\/renditions\/audio\?/);
    await page.screenshot({ path: `${SCREENS}/study-renditions-ar-390.png`, fullPage: true });
    // No sideways scrolling on a 390 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.reload();
    await expect(choice(page, 'audio')).toBeChecked();
  });
});

test('the download dialog offers the same choice with the size of each pack, downloads the chosen rendition only, and it plays offline', async ({
  page,
}) => {
  await openLesson(page);
  await waitForServiceWorkerControl(page);
  const group = page.getByRole('group', { name: text(downloads, 'renditions.legend') });
  await expect(group.getByRole('radio')).toHaveCount(3);
  // The choice made in the study view is the dialog's too, at once.
  await choice(page, 'audio').check();
  await expect(group.getByRole('radio', { name: new RegExp(text(common, 'renditions.audio')) })).toBeChecked();
  await group.getByRole('radio', { name: new RegExp(text(common, 'renditions.low')) }).check();
  await page.locator('.offline-download').screenshot({ path: `${SCREENS}/download-renditions-ar-390.png` });

  await page.getByRole('button', { name: text(downloads, 'control.download') }).click();
  await expect(page.getByText(text(downloads, 'state.complete').split('(')[0]?.trim() ?? '')).toBeVisible({ timeout: 60_000 });
  const cached = await page.evaluate(async (prefix) => {
    const keys: string[] = [];
    for (const name of (await caches.keys()).filter((key) => key.startsWith(prefix))) {
      for (const request of await (await caches.open(name)).keys()) keys.push(new URL(request.url).pathname);
    }
    return keys;
  }, OFFLINE_MEDIA_CACHE_PREFIX);
  expect(cached).toContain(`/api/media/lessons/${lessonId}/renditions/low`);
  expect(cached.filter((key) => key.startsWith(`/api/media/lessons/${lessonId}/`))).toEqual([
    `/api/media/lessons/${lessonId}/renditions/low`,
  ]);

  // Offline, after a reload: the low rendition plays from the pack.
  await page.context().setOffline(true);
  await page.reload();
  const video = page.locator('video.study-stage__video');
  await expect(video).toHaveAttribute('src', `/api/media/lessons/${lessonId}/renditions/low`);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  await page.context().setOffline(false);
});

test.describe('online', () => {
  // Online only: the service worker is not its subject (fixtures.ts).
  test.use(WITHOUT_SERVICE_WORKER);

  test('only renditions that exist are offered, and the download box states the same size as its picker', async ({ page }) => {
    // A light clip gets no low-data file: the transcoder lets the standard file stand in for "low"
    // (server/lib/media/transcode.ts). The second lesson gets such a video, made of the first one's files.
    const { db } = server.database;
    const [made] = await db.select().from(media).where(eq(media.id, mediaOfFirst));
    const standard = made?.renditions.standard;
    const audio = made?.renditions.audio;
    expect(standard && audio && made).toBeTruthy();
    if (!made || !standard || !audio) return;
    const lightId = uuidv7();
    await db
      .insert(media)
      .values({ ...made, id: lightId, renditions: { low: standard, standard, audio }, createdAt: new Date(), updatedAt: new Date() });
    await db.update(lessons).set({ videoMediaId: lightId }).where(eq(lessons.id, secondLessonId));

    await openLesson(page, secondLessonId);
    const studyPicker = page.getByRole('group', { name: text(study, 'renditions.legend') });
    // "Low data" would cost as much as "standard": not offered; standard and audio only, each once.
    await expect(studyPicker.getByRole('radio')).toHaveCount(2);
    await expect(studyPicker.getByRole('radio', { name: new RegExp(text(common, 'renditions.low')) })).toHaveCount(0);
    await expect(studyPicker.getByRole('radio', { name: new RegExp(text(common, 'renditions.standard')) })).toBeChecked();

    // The download box: the figure next to each choice is the pack's size for it, and the size line says
    // the same figure for the chosen one, from the one size formatter.
    const box = page.locator('.offline-download');
    const boxPicker = box.getByRole('group', { name: text(downloads, 'renditions.legend') });
    await expect(boxPicker.getByRole('radio')).toHaveCount(3);
    const sizeLine = box.locator('.offline-download__size');
    for (const name of ['standard', 'audio', 'low'] as const) {
      await boxPicker.getByRole('radio', { name: new RegExp(text(common, `renditions.${name}`)) }).check();
      const figure = (
        await boxPicker
          .locator('label', { has: page.getByRole('radio', { checked: true }) })
          .locator('.rendition-picker__size')
          .innerText()
      ).trim();
      expect(figure).toMatch(/\d/);
      await expect(sizeLine).toHaveText(new RegExp(figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    }
  });
});
