/**
 * A course that travels without a network (course packs), end to end in Chromium at 390 px, in Arabic.
 * Learner A downloads a free formation and a paid one (paid by card through the API) and shares each, offline,
 * as one file (the share sheet intercepted, the file kept). Learner B, on another phone that installed the
 * app and then went offline: a tampered copy is refused and leaves nothing behind; the free file is
 * imported, studied (a seek, every lesson played) and its exam passed, all offline; the paid file is
 * imported and stays locked, its contents and price shown, and B pays by bank transfer from the import
 * screen, offline. Back online: the server has B's enrolment, progress and each import once; staff approve
 * the transfer; B's phone gets the enrolment through sync and the paid lesson plays from the imported files
 * while every request for lesson media to the network is refused; the exam taken offline reaches the server
 * once, when the server counts the lessons as studied (decision 0017).
 * Prints the pack's size against the download's and the times to build, import, open and grade (under load).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { QUIZ_DRAW_SIZE } from '../contract/exam-rules';
import { TEST_CARDS, type AdminPaymentPage, type CardIntent } from '../contract/payments';
import type { MeSyncPage } from '../contract/sync';
import { seedFormations } from '../server/seed/content/all';
import type { SeedFormation } from '../server/seed/content/types';
import { DEMO_ACCOUNTS } from '../server/seed/identity';
import { DEMO_BANK_ACCOUNT } from '../server/seed/payments';
import { serverPerFile } from './support/server-per-file';
import { expect, keepDocumentsOffline, locale, test, text, waitForServiceWorkerControl } from './support/fixtures';
import { completeLesson } from './support/complete-lesson';
import { DIST } from './support/paths';
import { seedSession } from './support/seed-session';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'ar-MA' });

const downloads = locale('ar', 'downloads');
const catalogue = locale('ar', 'catalogue');
const study = locale('ar', 'study');
const quiz = locale('ar', 'quiz');
const payments = locale('ar', 'payments');

const FREE_SLUG = 'beekeeping-first-hive';
const PAID_SLUG = 'bee-health-varroa-honey-harvest';
function seedOf(slug: string): SeedFormation {
  const found = seedFormations.find((formation) => formation.slug === slug);
  if (!found) throw new Error(`no seeded formation ${slug}`);
  return found;
}
const freeSeed = seedOf(FREE_SLUG);
const paidSeed = seedOf(PAID_SLUG);
const lessonsOf = (formation: SeedFormation) => formation.modules.flatMap((module) => module.lessons).length;
/** The RIB as the payment screen groups it for reading: bank, town, account, key. */
const groupedRib = DEMO_BANK_ACCOUNT.rib.replace(/^(\d{3})(\d{3})(\d{16})(\d{2})$/, '$1 $2 $3 $4');
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => String(values[key] ?? whole));

// The offline exam is graded once the lessons count as studied: at a tenth of the videos' least study time
// here (LEAST_STUDY_TIME=test), which keeps the wait and its Retry-After without a minute and a half of idling.
const { url } = serverPerFile({ staticDir: DIST, env: { LEAST_STUDY_TIME: 'test' } });
let freeId = '';
let paidId = '';
let folder = '';
test.beforeAll(async () => {
  const list = (await (await fetch(url('/api/formations?per_page=100'))).json()) as {
    data: { id: string; slug: string; price_centimes: number }[];
  };
  freeId = list.data.find((formation) => formation.slug === FREE_SLUG)?.id ?? '';
  paidId = list.data.find((formation) => formation.slug === PAID_SLUG && formation.price_centimes > 0)?.id ?? '';
  expect(freeId).not.toBe('');
  expect(paidId).not.toBe('');
  folder = mkdtempSync(path.join(tmpdir(), 'course-pack-e2e-'));
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** What the first test leaves for the second: the shared files and what they were measured at. */
const shared = { free: '', paid: '', freePackBytes: 0, freeDownloadBytes: 0, buildMs: 0 };

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

async function staffToken(page: Page, role: 'admin' | 'agent'): Promise<string> {
  const account = DEMO_ACCOUNTS.find((entry) => entry.role === role);
  if (!account) throw new Error(`no demo ${role}`);
  const login = await page.request.post(url('/api/login'), { data: { email: account.email, password: account.password } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as Learner).token;
}

async function me(page: Page, token: string): Promise<MeSyncPage['changes']> {
  const response = await page.request.get(url('/api/sync/me'), { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as MeSyncPage).changes;
}

/** The phone's record of a finished download (its database is named after the learner). */
function downloadedBytes(page: Page, formationId: string): Promise<number> {
  return page.evaluate(async (id) => {
    const names = (await indexedDB.databases()).map((entry) => entry.name ?? '').filter((name) => name.startsWith('academy-user-'));
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(names[0] ?? '');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const row = await new Promise<{ total_bytes: number } | undefined>((resolve) => {
      const request = db.transaction('download_packs').objectStore('download_packs').get(id);
      request.onsuccess = () => resolve(request.result as { total_bytes: number } | undefined);
    });
    db.close();
    return row?.total_bytes ?? 0;
  }, formationId);
}

/** Downloads an enrolled formation from its study page and waits until it can be shared. */
async function download(page: Page, formationId: string): Promise<number> {
  await page.goto(url(`/course/${formationId}/study`));
  await waitForServiceWorkerControl(page);
  await page.getByRole('button', { name: text(downloads, 'control.download') }).click({ timeout: 60_000 });
  await expect(page.getByTestId('share-pack').first()).toBeVisible({ timeout: 90_000 });
  return downloadedBytes(page, formationId);
}

/** Shares one formation from /downloads (the phone is offline) and writes the file the share sheet got. */
async function shareFrom(page: Page, title: string): Promise<{ file: string; ms: number }> {
  const item = page.locator('.download-item', { hasText: title });
  const started = Date.now();
  await item.getByTestId('share-pack').click();
  await expect(item.getByText(text(downloads, 'pack.shared'))).toBeVisible({ timeout: 60_000 });
  const ms = Date.now() - started;
  const file = await page.evaluate(async () => {
    const kept = (window as unknown as { sharedPack?: File }).sharedPack;
    if (!kept) return null;
    const data = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
      reader.readAsDataURL(kept);
    });
    return { name: kept.name, data };
  });
  expect(file).not.toBeNull();
  const target = path.join(folder, file?.name ?? 'x');
  writeFileSync(target, Buffer.from(file?.data ?? '', 'base64'));
  return { file: target, ms };
}

test('learner A shares a free and a paid formation, each as one file, with no network', async ({ page }) => {
  test.setTimeout(300_000);
  // The share sheet is replaced by a catch that keeps the file, as Android's would hand it on.
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
  const learner = await signInNewLearner(page);
  await page.goto(url(`/course/${freeId}`));
  await page.getByRole('button', { name: text(catalogue, 'enroll.enrollFree') }).click();
  await expect(page.getByText(text(catalogue, 'enroll.success'))).toBeVisible();
  shared.freeDownloadBytes = await download(page, freeId);

  // The paid formation, paid by A with a test card (the way A paid does not matter to a pack).
  const auth = { authorization: `Bearer ${learner.token}` };
  const intent = (await (
    await page.request.post(url('/api/payments/card'), {
      headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
      data: { formation_id: paidId },
    })
  ).json()) as CardIntent;
  if (intent.action.type !== 'test_card') throw new Error('the demo academy pays by test card');
  const paid = await page.request.post(url(intent.action.confirm_url), { headers: auth, data: { card_number: TEST_CARDS.success } });
  expect(paid.ok()).toBe(true);
  await page.goto(url(`/course/${paidId}`));
  await expect(page.getByText(text(catalogue, 'enroll.enrolled'))).toBeVisible({ timeout: 60_000 });
  await download(page, paidId);

  // Sharing works from the phone alone: offline.
  await page.context().setOffline(true);
  await page.goto(url('/downloads'));
  const free = await shareFrom(page, freeSeed.title.ar);
  expect(path.basename(free.file)).toBe(`${FREE_SLUG}.agripack`);
  const paidPack = await shareFrom(page, paidSeed.title.ar);
  expect(path.basename(paidPack.file)).toBe(`${PAID_SLUG}.agripack`);
  Object.assign(shared, { free: free.file, paid: paidPack.file, buildMs: free.ms, freePackBytes: readFileSync(free.file).length });
});

/** A phone of its own for learner B, offline the way the fixtures' phones are. */
async function otherPhone(browser: Browser): Promise<BrowserContext> {
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'ar-MA' });
  keepDocumentsOffline(phone);
  return phone;
}

/** Whether the page's IndexedDB `database` holds `key` in `store` (the catalogue mirror, the kept bank accounts). */
function stored(page: Page, database: string, store: string, key: string): Promise<boolean> {
  return page.evaluate(
    ([name, storeName, id]) =>
      new Promise<boolean>((resolve) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => {
          try {
            const get = request.result.transaction(storeName).objectStore(storeName).get(id);
            get.onsuccess = () => resolve(get.result !== undefined);
            get.onerror = () => resolve(false);
          } catch {
            resolve(false);
          }
        };
        request.onerror = () => resolve(false);
      }),
    [database, store, key] as const,
  );
}

/** Answers this attempt's draw right, in the order the exam shows it, and submits. */
async function passExam(page: Page): Promise<void> {
  for (let step = 1; step <= QUIZ_DRAW_SIZE; step += 1) {
    await expect(
      page.getByRole('heading', { name: fill(text(quiz, 'question.progress'), { current: step, total: QUIZ_DRAW_SIZE }) }),
    ).toBeVisible();
    const shown = (await page.locator('.quiz-question__text').innerText()).trim();
    const question = freeSeed.quiz.find((entry) => entry.text.ar === shown);
    expect(question, shown).toBeDefined();
    const option = page.getByRole('radio', { name: question?.options[question.correct]?.ar ?? '', exact: true });
    await option.check();
    if (step < QUIZ_DRAW_SIZE) await page.getByRole('button', { name: text(quiz, 'question.next') }).click();
  }
  await page.getByRole('button', { name: text(quiz, 'question.submit') }).click();
}

test('learner B imports both files offline: the free one is studied and examined there, the paid one opens only once B’s transfer is approved, from the imported files', async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000);
  expect(shared.free).not.toBe('');
  const phone = await otherPhone(browser);
  const other = await phone.newPage();
  const learner = await signInNewLearner(other);

  // Installing the app, online: the catalogue mirror (what says a formation is free or its price, offline)
  // and, from the import screen, the academy's bank accounts to pay a paid pack offline.
  await other.goto(url('/courses'));
  await waitForServiceWorkerControl(other);
  for (const id of [freeId, paidId]) {
    await expect.poll(() => stored(other, 'academy-public', 'formations', id), { timeout: 60_000 }).toBe(true);
  }
  await other.goto(url('/downloads'));
  await expect(other.getByRole('heading', { name: text(downloads, 'pack.importTitle') })).toBeVisible();
  await expect.poll(() => stored(other, 'keyval-store', 'keyval', 'payment-methods'), { timeout: 30_000 }).toBe(true);
  await phone.setOffline(true);

  // A copy changed by one byte is refused, and nothing is kept.
  const tampered = readFileSync(shared.free);
  tampered[tampered.length - 2048] = (tampered[tampered.length - 2048] ?? 0) ^ 1;
  const tamperedPath = path.join(folder, 'tampered.agripack');
  writeFileSync(tamperedPath, tampered);
  await other.getByTestId('import-pack-file').setInputFiles(tamperedPath);
  await other.getByTestId('import-pack').click();
  await expect(other.getByRole('alert')).toContainText(text(downloads, 'pack.nothingKept'));
  await expect(other.getByTestId('share-pack')).toHaveCount(0);

  // The free file: checked and stored offline, then studied.
  await other.getByTestId('import-pack-file').setInputFiles(shared.free);
  const importStarted = Date.now();
  await other.getByTestId('import-pack').click();
  const opened = other.getByRole('link', { name: text(downloads, 'pack.study') });
  await expect(opened).toBeVisible({ timeout: 60_000 });
  const importMs = Date.now() - importStarted;
  await opened.click();
  await expect(other.getByText(text(study, 'offline.banner'))).toBeVisible();
  const video = other.locator('video');
  await expect(video).toHaveAttribute('src', /^\/api\/media\/lessons\/[0-9a-f-]+\/(video|renditions\/\w+)$/);
  // Seeking works offline (the imported file answers byte ranges).
  const sought = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    if (element.readyState < 1) await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
    const target = element.duration * 0.5;
    element.currentTime = target;
    await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    return { at: element.currentTime, target, error: element.error?.code ?? null };
  });
  expect(sought.error).toBeNull();
  expect(sought.at).toBeGreaterThanOrEqual(sought.target - 0.5);
  // Every lesson played, not skipped to, until the final exam opens; then the exam, still offline.
  const lessonCount = lessonsOf(freeSeed);
  for (let step = 0; step < lessonCount; step += 1) {
    const title = await other.locator('.study-stage h2').innerText();
    await completeLesson(other, study);
    if (step < lessonCount - 1) {
      await other.locator('a.study-nav__continue').click();
      await expect(other.locator('.study-stage h2')).not.toHaveText(title);
    }
  }
  await other.getByRole('link', { name: text(study, 'nav.toQuiz') }).click();
  await other.getByRole('button', { name: text(quiz, 'intro.start') }).click();
  await passExam(other);
  await expect(other.getByText(text(quiz, 'waiting.offline'))).toBeVisible();

  // The paid file: imported the same way, it shows what it holds and its price, and stays locked.
  await other.goto(url('/downloads'));
  await other.getByTestId('import-pack-file').setInputFiles(shared.paid);
  await other.getByTestId('import-pack').click();
  const onPhone = other.getByTestId('pack-on-phone');
  await expect(onPhone).toBeVisible({ timeout: 60_000 });
  await expect(onPhone.locator('.pack-on-phone__facts > div', { hasText: text(downloads, 'onPhone.lessons') }).locator('dd')).toHaveText(
    String(lessonsOf(paidSeed)),
  );
  await expect(onPhone.locator('.pack-on-phone__facts > div', { hasText: text(downloads, 'onPhone.price') }).locator('dd')).toHaveText(
    /499[,.]00/,
  );
  await expect(onPhone.getByText(text(downloads, 'onPhone.locked'))).toBeVisible();
  // Paying from the pack screen: bank transfer is chosen, the accounts kept on the phone show where to pay.
  await onPhone.getByRole('link', { name: text(downloads, 'onPhone.pay') }).click();
  await expect(other.getByRole('radio', { name: new RegExp(`^${text(payments, 'method.bank')}`) })).toBeChecked();
  await expect(other.getByText(groupedRib)).toBeVisible();
  await expect(other.getByText(text(payments, 'bank.savedCopy'))).toBeVisible();
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#efe8d6' } })
    .jpeg()
    .toBuffer();
  await other
    .getByLabel(text(payments, 'receipt.photo'), { exact: true })
    .setInputFiles({ name: 'IMG_20261128_091500.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(other.locator('.receipt-form__sizes')).toBeVisible({ timeout: 30_000 });
  await other.getByLabel(text(payments, 'receipt.reference'), { exact: true }).fill('VIR-PACK-0001');
  await other.getByRole('button', { name: text(payments, 'receipt.submit') }).click();
  await expect(other.getByText(text(payments, 'state.queued'))).toBeVisible();
  // Still locked: the lessons wait for the approval, and the course page says so.
  await other.goto(url(`/course/${paidId}/study`));
  await expect(other.getByText(text(study, 'access.enrollFirst'))).toBeVisible();
  await expect(other.locator('video')).toHaveCount(0);
  await other.goto(url(`/course/${paidId}`));
  // The learner's part of the page and its strings load beside it: slow on a loaded machine.
  await expect(other.getByTestId('pack-on-phone').getByText(text(downloads, 'onPhone.pending'))).toBeVisible({ timeout: 30_000 });

  // Online again: B's enrolment, progress, the imports and the receipt reach the server.
  const reconnectedAt = Date.now();
  await phone.setOffline(false);
  await other.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(async () => (await me(other, learner.token)).progress.filter((row) => row.completed).length, { timeout: 90_000 })
    .toBe(lessonCount);
  const agent = await staffToken(page, 'agent');
  const pending = async () => {
    const response = await page.request.get(url(`/api/admin/payments?status=pending&user_id=${learner.user.id}&formation_id=${paidId}`), {
      headers: { authorization: `Bearer ${agent}` },
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as AdminPaymentPage).data;
  };
  await expect.poll(async () => (await pending()).length, { timeout: 60_000 }).toBe(1);
  const [payment] = await pending();
  expect(payment).toMatchObject({ method: 'bank_transfer', transfer_reference: 'VIR-PACK-0001', has_receipt: true });
  const admin = await staffToken(page, 'admin');
  await expect
    .poll(async () => {
      const stats = (await (await page.request.get(url('/api/admin/stats'), { headers: { authorization: `Bearer ${admin}` } })).json()) as {
        formations: { id: string; pack_imports: number }[];
      };
      return [freeId, paidId].map((id) => stats.formations.find((row) => row.id === id)?.pack_imports);
    })
    .toEqual([1, 1]);

  // Staff approve the transfer; B's phone learns of it through sync, and the lessons open without
  // downloading anything again: every request for lesson media that would reach the network is refused.
  const approved = await page.request.post(url(`/api/admin/payments/${payment?.id ?? ''}/approve`), {
    headers: { authorization: `Bearer ${agent}`, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(approved.ok()).toBe(true);
  const approvedAt = Date.now();
  const fromNetwork: string[] = [];
  await phone.route(/\/api\/media\/(lessons|attachments)\//, (route) => {
    fromNetwork.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  const mediaAsked: Promise<{ url: string; fromWorker: boolean }>[] = [];
  other.on('request', (request) => {
    if (request.url().includes('/api/media/lessons/')) {
      mediaAsked.push(request.response().then((response) => ({ url: request.url(), fromWorker: response?.fromServiceWorker() ?? false })));
    }
  });
  await other.reload();
  await expect(other.getByText(text(catalogue, 'enroll.enrolled'))).toBeVisible({ timeout: 60_000 });
  await expect(other.getByTestId('pack-on-phone')).toHaveCount(0);
  await other.getByRole('link', { name: text(catalogue, 'enroll.continue') }).click();
  const paidVideo = other.locator('video');
  await expect(paidVideo).toHaveAttribute('src', /^\/api\/media\/lessons\/[0-9a-f-]+\/(video|renditions\/\w+)$/);
  const playing = await paidVideo.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    if (element.readyState < 1) {
      await new Promise((resolve) => {
        element.addEventListener('loadedmetadata', resolve, { once: true });
        element.addEventListener('error', resolve, { once: true });
      });
    }
    // Read afresh each time: the player may fail while it plays.
    const errorCode = (): number | null => element.error?.code ?? null;
    if (errorCode() !== null) return { error: errorCode(), time: 0 };
    await element.play();
    while (element.currentTime < 1 && errorCode() === null) await new Promise((resolve) => setTimeout(resolve, 50));
    element.pause();
    return { error: errorCode(), time: element.currentTime };
  });
  const openedMs = Date.now() - approvedAt;
  expect(playing.error).toBeNull();
  expect(playing.time).toBeGreaterThanOrEqual(1);
  expect(fromNetwork).toEqual([]);
  const asked = await Promise.all(mediaAsked);
  expect(asked.length).toBeGreaterThan(0);
  for (const request of asked) expect(request.fromWorker, request.url).toBe(true);

  // The exam taken offline reaches the server once, graded, when the lessons count as studied.
  await expect
    .poll(async () => (await me(other, learner.token)).attempts.filter((row) => row.formation_id === freeId).length, {
      timeout: 240_000,
      intervals: [2_000],
    })
    .toBe(1);
  const gradedMs = Date.now() - reconnectedAt;
  const [attempt] = (await me(other, learner.token)).attempts.filter((row) => row.formation_id === freeId);
  expect(attempt?.passed).toBe(true);
  await other.goto(url(`/course/${freeId}/quiz`));
  await expect(other.getByRole('heading', { name: text(quiz, 'result.passedTitle') })).toBeVisible({ timeout: 60_000 });
  expect((await me(other, learner.token)).attempts.filter((row) => row.formation_id === freeId)).toHaveLength(1);

  console.log(
    // The download counts a file once per address; the pack carries equal contents once (the demo reuses videos).
    `course pack: ${shared.freePackBytes} bytes for a download of ${shared.freeDownloadBytes} bytes ` +
      `(pack / download = ${(shared.freePackBytes / shared.freeDownloadBytes).toFixed(3)}); built and shared in ${shared.buildMs} ms, ` +
      `checked and imported in ${importMs} ms; paid lesson playing ${openedMs} ms after the approval, with no media from the network; ` +
      `offline exam graded ${gradedMs} ms after reconnecting (under load)`,
  );
  await phone.close();
});
