/**
 * Paying for a formation, learner side, end to end in Chromium on a server of its own: offline,
 * the learner chooses bank transfer, sees the saved bank accounts, attaches a 4 MB camera photo (made
 * small on the phone), submits, reloads, goes online: the receipt reaches the server as a pending payment;
 * an agent approves it through the API; after a sync the phone shows the learner enrolled and opens the
 * first lesson. Card payment in test mode: a decline, then a success that enrols at once. The payment
 * screen in Arabic at 390 px, right to left.
 *
 * Figures (bytes sent for the 4 MB photo, time from reconnect to pending on the server) are printed as
 * JSON lines prefixed `payments-learner:` for the closing note; nothing asserts a time.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  BANK_TRANSFER_VERIFICATION_HOURS,
  RECEIPT_MAX_SIDE_PX,
  TEST_CARDS,
  type AdminPaymentPage,
  type PaymentList,
} from '../contract/payments';
import { RECEIPT_MAX_BYTES } from '../contract/constants';
import { seedFormations } from '../server/seed/content/all';
import { DEMO_ACCOUNTS } from '../server/seed/identity';
import { DEMO_BANK_ACCOUNT } from '../server/seed/payments';
import { serverPerFile } from './support/server-per-file';
import { expect, locale, test, text, waitForServiceWorkerControl, WITHOUT_SERVICE_WORKER } from './support/fixtures';
import { DIST, ROOT } from './support/paths';
import { seedSession } from './support/seed-session';

const payments = locale('en', 'payments');
/** The RIB as the screen groups it for reading: bank, town, account, key. */
const groupedRib = DEMO_BANK_ACCOUNT.rib.replace(/^(\d{3})(\d{3})(\d{16})(\d{2})$/, '$1 $2 $3 $4');
const paymentsAr = locale('ar', 'payments');
const catalogue = locale('en', 'catalogue');

interface ListedFormation {
  id: string;
  slug: string;
  price_centimes: number;
}

const { url } = serverPerFile({ staticDir: process.env.PAYMENTS_E2E_DIST ?? DIST });
let paid: ListedFormation[] = [];
let photo: Buffer;
test.beforeAll(async () => {
  // The camera-size photo is made by sharp here, once for the file.
  test.setTimeout(120_000);
  const list = (await (await fetch(url('/api/formations?per_page=100'))).json()) as { data: ListedFormation[] };
  paid = list.data.filter((formation) => formation.price_centimes > 0);
  expect(paid.length).toBeGreaterThanOrEqual(3);
  photo = await cameraPhoto();
  // A camera-size photo: the kind a phone takes of a bank receipt, about 4 MB, under the 5 MB limit.
  expect(photo.length).toBeGreaterThan(3_500_000);
  expect(photo.length).toBeLessThan(RECEIPT_MAX_BYTES);
});

/** A noisy 4000×3000 JPEG (noise defeats compression, as a real photo's detail does), about 4.3 MB. */
async function cameraPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff) / 0x7fffffff;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const noise = (random() - 0.5) * 40;
      raw[at] = Math.max(0, Math.min(255, 200 + noise - y / 40));
      raw[at + 1] = Math.max(0, Math.min(255, 190 + noise - x / 50));
      raw[at + 2] = Math.max(0, Math.min(255, 170 + noise));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

let learnerCounter = 0;
/** A new learner (registered and logged in through the API), signed in the way the login screen leaves it. */
async function signInNewLearner(page: Page, language: 'en' | 'ar' = 'en'): Promise<{ token: string; user: { id: string } }> {
  learnerCounter += 1;
  const email = `pay-${Date.now().toString(36)}-${learnerCounter}@example.test`;
  const password = 'pay-learner-2025';
  const registered = await page.request.post(url('/api/register'), {
    data: { first_name: 'Khadija', last_name: 'Amrani', email, phone: '0661234567', password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  const login = await page.request.post(url('/api/login'), { data: { email, password } });
  expect(login.ok()).toBe(true);
  const session = (await login.json()) as { token: string; user: { id: string } };
  await page.goto(url('/'));
  await seedSession(page, session, language);
  await page.reload();
  return session;
}

async function agentToken(page: Page): Promise<string> {
  const agent = DEMO_ACCOUNTS.find((account) => account.role === 'agent');
  if (!agent) throw new Error('no demo agent');
  const response = await page.request.post(url('/api/login'), { data: { email: agent.email, password: agent.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function pendingFor(page: Page, token: string, userId: string, formationId: string) {
  const response = await page.request.get(url(`/api/admin/payments?status=pending&user_id=${userId}&formation_id=${formationId}`), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as AdminPaymentPage).data;
}

/** The receipt photo waiting in the learner's outbox (IndexedDB): its bytes, type and pixel size. */
async function queuedReceipt(page: Page, userId: string) {
  return page.evaluate(
    (name) =>
      new Promise<{ size: number; type: string; width: number; height: number }>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('outbox').objectStore('outbox').getAll();
          read.onsuccess = async () => {
            const rows = read.result as { kind: string; request: { files: { blob: Blob }[] } }[];
            const blob = rows.find((row) => row.kind === 'receipt-upload')?.request.files[0]?.blob;
            if (!blob) return reject(new Error('no queued receipt'));
            const bitmap = await createImageBitmap(blob);
            resolve({ size: blob.size, type: blob.type, width: bitmap.width, height: bitmap.height });
          };
        };
      }),
    `academy-user-${userId}`,
  );
}

/** A payment method's radio button, named by its title (its hint follows in the same label). */
function methodRadio(page: Page, name: string) {
  return page.getByRole('radio', { name: new RegExp(`^${name}`) });
}

function firstLessonTitle(slug: string): string {
  const seed = seedFormations.find((formation) => formation.slug === slug);
  const title = seed?.modules[0]?.lessons[0]?.title.en;
  if (!title) throw new Error(`no first lesson for ${slug}`);
  return title;
}

test('offline bank transfer: the receipt waits on the phone across a reload, reaches staff on reconnect, and approval enrols the learner', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const formation = paid[0];
  if (!formation) throw new Error('no paid formation');
  const learner = await signInNewLearner(page);
  await waitForServiceWorkerControl(page);

  // Online once on the payment screen: the bank accounts are kept on the phone.
  await page.goto(url(`/course/${formation.id}/enroll`));
  await methodRadio(page, text(payments, 'method.bank')).check();
  await expect(page.getByText(groupedRib)).toBeVisible();

  // Signal lost: card says it needs a connection; the transfer screen works from the saved copy.
  await context.setOffline(true);
  await page.reload();
  await methodRadio(page, text(payments, 'method.card')).check();
  await expect(page.getByText(text(payments, 'card.offline'))).toBeVisible();
  await page.getByRole('button', { name: text(payments, 'card.useBank') }).click();
  await expect(methodRadio(page, text(payments, 'method.bank'))).toBeChecked();
  await expect(page.getByText(text(payments, 'bank.savedCopy'))).toBeVisible();
  await expect(page.getByText(groupedRib)).toBeVisible();
  await expect(page.getByText(DEMO_BANK_ACCOUNT.accountHolder)).toBeVisible();

  // Submitting without a photo says what is missing; then the camera photo, made small on the phone.
  await page.getByRole('button', { name: text(payments, 'receipt.submit') }).click();
  await expect(page.getByText(text(payments, 'receipt.required'))).toBeVisible();
  await page
    .getByLabel(text(payments, 'receipt.photo'), { exact: true })
    .setInputFiles({ name: 'IMG_20261124_101500.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText(/^Original .*, sent /)).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(text(payments, 'receipt.reference'), { exact: true }).fill('VIR-2026-0042');
  await page.getByRole('button', { name: text(payments, 'receipt.submit') }).click();
  await expect(page.getByText(text(payments, 'state.queued'))).toBeVisible();

  // The photo is in the outbox row itself, in IndexedDB: a reload (still offline) keeps it.
  await page.reload();
  await expect(page.getByText(text(payments, 'state.queued'))).toBeVisible();
  await expect(page.getByText(text(payments, 'state.doNotPayTwice'))).toBeVisible();
  const queued = await queuedReceipt(page, learner.user.id);
  expect(Math.max(queued.width, queued.height)).toBeLessThanOrEqual(RECEIPT_MAX_SIDE_PX);
  expect(queued.type).toBe('image/jpeg');
  expect(queued.size).toBeLessThan(photo.length / 4);

  // The course page says not to pay twice, and offers no pay button.
  await page.goto(url(`/course/${formation.id}`));
  await expect(page.getByText(text(payments, 'state.doNotPayTwice'))).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(text(catalogue, 'enroll.enrollPaid').split('{{')[0] ?? 'Enrol') })).toHaveCount(0);

  // Back online: the outbox sends the receipt (multipart, with its Idempotency-Key) and staff see it pending.
  // Watched on the context, not the page: on reconnect the browser's Background Sync may hand the outbox to
  // the service worker, whose requests only the context reports. Headers are read after the payment is seen.
  const sent = context.waitForEvent('request', {
    predicate: (request) => request.method() === 'POST' && request.url().endsWith('/api/payments/bank-transfer'),
    timeout: 60_000,
  });
  const token = await agentToken(page);
  const reconnectedAt = Date.now();
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(async () => (await pendingFor(page, token, learner.user.id, formation.id)).length, { timeout: 60_000, intervals: [250] })
    .toBe(1);
  const pendingAfterMs = Date.now() - reconnectedAt;
  const [payment] = await pendingFor(page, token, learner.user.id, formation.id);
  if (!payment) throw new Error('no pending payment');
  expect(payment).toMatchObject({
    method: 'bank_transfer',
    status: 'pending',
    transfer_reference: 'VIR-2026-0042',
    has_receipt: true,
    amount_centimes: formation.price_centimes,
  });
  const request = await sent;
  const headers = await request.allHeaders();
  const bodyBytes = Number(headers['content-length'] ?? 0) || (request.postDataBuffer()?.length ?? 0);
  expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const receipt = await page.request.get(url(`/api/payments/${payment.id}/receipt`), { headers: { authorization: `Bearer ${token}` } });
  expect(receipt.ok()).toBe(true);
  const stored = await sharp(await receipt.body()).metadata();
  expect(Math.max(stored.width ?? 0, stored.height ?? 0)).toBeLessThanOrEqual(RECEIPT_MAX_SIDE_PX);
  console.log(
    `payments-learner: ${JSON.stringify({ original_bytes: photo.length, queued_photo_bytes: queued.size, request_body_bytes: bodyBytes, queued_width: queued.width, queued_height: queued.height, reconnect_to_pending_ms: pendingAfterMs })}`,
  );

  // The phone says pending verification with the 24–48 h promise.
  await page.goto(url(`/course/${formation.id}`));
  const pendingText = text(payments, 'state.pending')
    .replace('{{min}}', String(BANK_TRANSFER_VERIFICATION_HOURS.min))
    .replace('{{max}}', String(BANK_TRANSFER_VERIFICATION_HOURS.max));
  await expect(page.getByText(pendingText)).toBeVisible();

  // The agent approves; the next sync brings the enrollment and the approved payment to the phone.
  const approved = await page.request.post(url(`/api/admin/payments/${payment.id}/approve`), {
    headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(approved.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText(text(catalogue, 'enroll.enrolled'))).toBeVisible({ timeout: 30_000 });
  await page.goto(url('/dashboard'));
  await expect(page.getByText(text(payments, 'state.approved'))).toBeVisible();
  await page.goto(url(`/course/${formation.id}/study`));
  await expect(page.getByText(firstLessonTitle(formation.slug)).first()).toBeVisible();
});

test.describe('online', () => {
  // Online only: the service worker is not its subject (fixtures.ts).
  test.use(WITHOUT_SERVICE_WORKER);

  test('card in test mode: a declined card charges nothing, a good card enrols at once', async ({ page }) => {
    test.setTimeout(120_000);
    const formation = paid[1];
    if (!formation) throw new Error('no second paid formation');
    const learner = await signInNewLearner(page);
    await page.goto(url(`/course/${formation.id}/enroll`));
    await methodRadio(page, text(payments, 'method.card')).check();
    await page.getByRole('button', { name: /by card$/ }).click();
    await expect(page.getByText(text(payments, 'card.testMode'))).toBeVisible();
    await expect(page.getByText('4242 4242 4242 4242')).toBeVisible();

    await page.getByLabel(text(payments, 'card.number'), { exact: true }).fill(TEST_CARDS.decline);
    await page.getByRole('button', { name: text(payments, 'card.pay'), exact: true }).click();
    await expect(page.getByText(text(payments, 'card.declined'))).toBeVisible();
    const own = async () =>
      (
        (await (
          await page.request.get(url('/api/payments'), { headers: { authorization: `Bearer ${learner.token}` } })
        ).json()) as PaymentList
      ).data;
    expect((await own()).map((entry) => entry.status)).toEqual(['failed']);

    await page.getByRole('button', { name: text(payments, 'card.tryAgain') }).click();
    await page.getByRole('button', { name: /by card$/ }).click();
    await page.getByLabel(text(payments, 'card.number'), { exact: true }).fill(TEST_CARDS.confirm);
    await page.getByRole('button', { name: text(payments, 'card.pay'), exact: true }).click();
    await page.getByLabel(text(payments, 'card.code'), { exact: true }).fill('123456');
    await page.getByRole('button', { name: text(payments, 'card.confirm') }).click();
    await expect(page.getByText(text(payments, 'card.successTitle'))).toBeVisible();
    // Enrolled: the course opens on its first lesson.
    await expect(page).toHaveURL(new RegExp(`/course/${formation.id}/study`), { timeout: 15_000 });
    await expect(page.getByText(firstLessonTitle(formation.slug)).first()).toBeVisible();
    // The second order voided the declined one: a late answer for it could only be a refund due.
    expect((await own()).map((entry) => entry.status).sort()).toEqual(['paid', 'void']);
  });
});

test('on a slow link the receipt upload shows its progress, then pending verification', async ({ page, context }) => {
  test.setTimeout(120_000);
  const formation = paid[2];
  if (!formation) throw new Error('no third paid formation');
  await signInNewLearner(page);
  await page.goto(url(`/course/${formation.id}/enroll`));
  await methodRadio(page, text(payments, 'method.bank')).check();
  await page
    .getByLabel(text(payments, 'receipt.photo'), { exact: true })
    .setInputFiles({ name: 'IMG_2.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText(/^Original .*, sent /)).toBeVisible({ timeout: 30_000 });
  // A weak rural uplink: about 40 KB/s, so the ~300 KB photo takes several seconds.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: 100_000,
    uploadThroughput: 40_000,
  });
  await page.getByRole('button', { name: text(payments, 'receipt.submit') }).click();
  const bar = page.getByRole('progressbar', { name: text(payments, 'state.upload') });
  await expect(bar).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(text(payments, 'state.sending'))).toBeVisible();
  const pendingText = text(payments, 'state.pending')
    .replace('{{min}}', String(BANK_TRANSFER_VERIFICATION_HOURS.min))
    .replace('{{max}}', String(BANK_TRANSFER_VERIFICATION_HOURS.max));
  await expect(page.getByText(pendingText)).toBeVisible({ timeout: 60_000 });
  await expect(bar).toHaveCount(0);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
});

test('a photo taken with the phone on its side is sent upright (EXIF orientation honoured)', async ({ page, context }) => {
  test.setTimeout(90_000);
  const formation = paid[2];
  if (!formation) throw new Error('no third paid formation');
  const learner = await signInNewLearner(page);
  // Pixels stored landscape (2000×1500) with EXIF orientation 6: the photo is upright as 1500×2000 portrait.
  const sideways = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 230, g: 225, b: 210 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  await page.goto(url(`/course/${formation.id}/enroll`));
  await methodRadio(page, text(payments, 'method.bank')).check();
  await context.setOffline(true);
  await page
    .getByLabel(text(payments, 'receipt.photo'), { exact: true })
    .setInputFiles({ name: 'IMG_3.jpg', mimeType: 'image/jpeg', buffer: sideways });
  await expect(page.getByText(/^Original .*, sent /)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: text(payments, 'receipt.submit') }).click();
  await expect(page.getByText(text(payments, 'state.queued'))).toBeVisible();
  const queued = await queuedReceipt(page, learner.user.id);
  expect({ width: queued.width, height: queued.height }).toEqual({ width: 1200, height: RECEIPT_MAX_SIDE_PX });
  await context.setOffline(false);
});

test('the payment screen in Arabic at 390 px reads right to left', async ({ page, context }) => {
  const formation = paid[2];
  if (!formation) throw new Error('no third paid formation');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInNewLearner(page, 'ar');
  await page.goto(url(`/course/${formation.id}/enroll`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await methodRadio(page, text(paymentsAr, 'method.bank')).check();
  await expect(page.getByText(groupedRib)).toBeVisible();
  await expect(page.getByRole('heading', { name: text(paymentsAr, 'bank.heading') })).toBeVisible();
  // The RIB keeps its digits left to right inside the Arabic page.
  await expect(page.locator('bdi', { hasText: groupedRib })).toHaveAttribute('dir', 'ltr');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const dir = path.join(ROOT, 'docs', 'screens');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, 'payment-enroll-ar-390.png'), fullPage: true });

  // Offline, the receipt queued: its state and the "do not pay twice" warning, in Arabic.
  await context.setOffline(true);
  const small = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 240, g: 236, b: 220 } } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(text(paymentsAr, 'receipt.photo'), { exact: true })
    .setInputFiles({ name: 'وصل.jpg', mimeType: 'image/jpeg', buffer: small });
  await page.getByRole('button', { name: text(paymentsAr, 'receipt.submit') }).click();
  await expect(page.getByText(text(paymentsAr, 'state.queued'))).toBeVisible();
  await expect(page.getByText(text(paymentsAr, 'state.doNotPayTwice'))).toBeVisible();
  // The learner lands on the receipt's state, not at the foot of a page that just got shorter.
  await expect(page.locator('.payments-panel').first()).toBeFocused();
  await page.screenshot({ path: path.join(dir, 'payment-queued-ar-390.png') });
  await context.setOffline(false);
});
