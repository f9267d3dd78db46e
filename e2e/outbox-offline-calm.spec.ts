/**
 * The phone rests when the network is gone, in Chromium on a server of its own, at 390×844:
 * a learner offline with a bank-transfer receipt and lesson progress queued presses "Sync now"; for 60 s
 * the page makes at most one request per row (none, in fact: Chromium says it is offline), the header
 * shows what waits, the ages on /sync tick. Back online, both rows reach the server within 5 s, once
 * each. A receipt the server refuses for good (409) offers "Remove", not "Retry".
 *
 * Figures for the closing note are printed as lines prefixed `outbox-offline-calm:`.
 * OFFLINE_CALM_DIST: a build elsewhere (an older commit, to measure it the same way).
 */
import type { Page, Request } from '@playwright/test';
import sharp from 'sharp';
import type { AdminPaymentPage } from '../contract/payments';
import type { MeSyncPage } from '../contract/sync';
import { DEMO_ACCOUNTS } from '../server/seed/identity';
import { serverPerFile } from './support/server-per-file';
import { expect, locale, test, text, waitForServiceWorkerControl } from './support/fixtures';
import { DIST } from './support/paths';
import { seedSession } from './support/seed-session';

const sync = locale('en', 'sync');
const common = locale('en', 'common');
const errors = locale('en', 'errors') as Record<string, string>;
const OFFLINE_SECONDS = 60;

const { url } = serverPerFile({ staticDir: process.env.OFFLINE_CALM_DIST ?? DIST });

interface ListedFormation {
  id: string;
  price_centimes: number;
}
interface Learner {
  token: string;
  user: { id: string };
}

let paid: ListedFormation;
let free: ListedFormation;
let lessonId: string;
let receipt: number[];

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  const list = (await (await fetch(url('/api/formations?per_page=100'))).json()) as { data: ListedFormation[] };
  const [firstPaid] = list.data.filter((formation) => formation.price_centimes > 0);
  const [firstFree] = list.data.filter((formation) => formation.price_centimes === 0);
  if (!firstPaid || !firstFree) throw new Error('the demo catalogue has a paid and a free formation');
  paid = firstPaid;
  free = firstFree;
  const detail = (await (await fetch(url(`/api/formations/${free.id}`))).json()) as { modules: { lessons: { id: string }[] }[] };
  const lesson = detail.modules[0]?.lessons[0];
  if (!lesson) throw new Error('the free formation has a lesson');
  lessonId = lesson.id;
  // A small photo of a receipt, as the payment screen leaves it after making it small.
  receipt = [
    ...(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#ddd' } })
      .jpeg()
      .toBuffer()),
  ];
});

let counter = 0;
/** A new learner enrolled in the free formation, signed in the way the login screen leaves it. */
async function signInNewLearner(page: Page): Promise<Learner> {
  counter += 1;
  const email = `calm-${Date.now().toString(36)}-${counter}@example.test`;
  const password = 'calm-outbox-2026';
  const registered = await page.request.post(url('/api/register'), {
    data: { first_name: 'Amina', last_name: 'Idrissi', email, phone: '0661234567', password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  const session = (await (await page.request.post(url('/api/login'), { data: { email, password } })).json()) as Learner;
  const enrolled = await page.request.post(url('/api/enrollments'), {
    data: { formation_id: free.id },
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(enrolled.ok()).toBe(true);
  await page.goto(url('/'));
  await seedSession(page, session);
  return session;
}

interface QueuedRow {
  kind: 'receipt-upload' | 'lesson-progress';
  path: string;
  resource: string;
  body: Record<string, unknown>;
  /** The receipt photo's bytes, sent as the multipart field `receipt`. */
  photo?: number[];
}

/**
 * Writes rows into the learner's outbox as the app's enqueue functions do (same fields, same database),
 * straight through IndexedDB: the test needs the rows, not the screens that make them.
 */
async function queue(page: Page, userId: string, rows: QueuedRow[]): Promise<void> {
  await page.evaluate(
    async ({ owner, rows: queued }) => {
      const open = indexedDB.open(`academy-user-${owner}`);
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const transaction = db.transaction('outbox', 'readwrite');
      queued.forEach((row, index) => {
        // A UUIDv7-shaped id: time first, so rows sort in creation order.
        const time = (Date.now() + index).toString(16).padStart(12, '0');
        const id = `${time.slice(0, 8)}-${time.slice(8)}-7000-8000-${String(index).padStart(12, '0')}`;
        const files = row.photo
          ? [{ field: 'receipt', blob: new Blob([new Uint8Array(row.photo)], { type: 'image/jpeg' }), filename: 'receipt.jpg' }]
          : [];
        transaction.objectStore('outbox').add({
          id,
          kind: row.kind,
          request: { method: 'POST', path: row.path, body: row.body, files },
          created_at: new Date().toISOString(),
          attempts: 0,
          next_attempt_at: 0,
          status: 'pending',
          last_error: null,
          resource: row.resource,
          user_id: owner,
          claimed_by: null,
          claimed_at: null,
        });
      });
      await new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
      db.close();
    },
    { owner: userId, rows },
  );
}

const receiptRow = (formationId: string): QueuedRow => ({
  kind: 'receipt-upload',
  path: 'payments/bank-transfer',
  resource: `payment:${formationId}`,
  body: { formation_id: formationId, reference: 'VIR-39', notes: '' },
  photo: receipt,
});

async function agentToken(page: Page): Promise<string> {
  const agent = DEMO_ACCOUNTS.find((account) => account.role === 'agent');
  if (!agent) throw new Error('no demo agent');
  return (
    (await (await page.request.post(url('/api/login'), { data: { email: agent.email, password: agent.password } })).json()) as {
      token: string;
    }
  ).token;
}

/** What the server holds from this learner: bank-transfer payments for the paid formation, progress rows. */
async function onServer(page: Page, learner: Learner, agent: string): Promise<{ payments: number; progress: number }> {
  const payments = await page.request.get(url(`/api/admin/payments?user_id=${learner.user.id}&formation_id=${paid.id}`), {
    headers: { authorization: `Bearer ${agent}` },
  });
  const me = await page.request.get(url('/api/sync/me'), { headers: { authorization: `Bearer ${learner.token}` } });
  return {
    payments: ((await payments.json()) as AdminPaymentPage).data.length,
    progress: ((await me.json()) as MeSyncPage).changes.progress.filter((row) => row.lesson_id === lessonId).length,
  };
}

const OUTBOX_PATHS = ['/api/payments/bank-transfer', '/api/progress'];

test('offline, "Sync now" makes no storm; back online both rows arrive within 5 s, once each', async ({ page, context }) => {
  test.setTimeout(180_000);
  const learner = await signInNewLearner(page);
  await page.goto(url('/sync'));
  await waitForServiceWorkerControl(page);
  const agent = await agentToken(page);

  // Every request to the outbox's two endpoints, from the page or the service worker, and those that failed.
  const outboxRequest = (request: Request) => request.method() === 'POST' && OUTBOX_PATHS.some((path) => request.url().endsWith(path));
  const requests: Request[] = [];
  const failed: Request[] = [];
  /** When each answer reached the browser (ms since the epoch): the test's later polling is no part of the delivery. */
  const answered = new Map<Request, number>();
  context.on('request', (request) => {
    if (outboxRequest(request)) requests.push(request);
  });
  context.on('requestfinished', (request) => {
    if (!outboxRequest(request)) return;
    const timing = request.timing();
    // The browser's own clock when it has the timing; when the event reached the test otherwise.
    answered.set(request, timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : Date.now());
  });
  context.on('requestfailed', (request) => {
    if (outboxRequest(request)) failed.push(request);
  });

  await context.setOffline(true);
  await queue(page, learner.user.id, [
    receiptRow(paid.id),
    {
      kind: 'lesson-progress',
      path: 'progress',
      resource: `formation:${free.id}`,
      body: { lesson_id: lessonId, position_seconds: 12, completed: false, watched_seconds: 12, opened_at: new Date().toISOString() },
    },
  ]);
  await page.reload();
  const main = page.getByRole('main');
  const waiting = main.getByRole('region', { name: text(sync, 'pending.heading') });
  await expect(waiting.getByRole('listitem')).toHaveCount(2);
  // The header, menu closed, says two changes wait.
  await expect(page.getByRole('button', { name: text(common, 'nav.openMenu') })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('banner').getByRole('link', { name: '2 changes waiting to be sent' })).toBeVisible();

  const syncButton = main.getByRole('button', { name: text(sync, 'syncNow') });
  await syncButton.click();
  const pressedAt = Date.now();
  await expect.soft(main.getByText(text(sync, 'offlineNow'))).toBeVisible();
  await expect.soft(syncButton).toHaveText(text(sync, 'syncNow'));
  await expect.soft(waiting.getByText(text(sync, 'pending.waiting'))).toHaveCount(2);
  const saved = waiting.getByRole('listitem').first().locator('time').first();
  const ageBefore = await saved.textContent();

  await page.waitForTimeout(Math.max(0, OFFLINE_SECONDS * 1000 - (Date.now() - pressedAt)));
  const offlineRequests = requests.length;
  const attempts = await waiting.getByRole('listitem').allTextContents();
  console.log(`outbox-offline-calm: ${JSON.stringify({ offlineSeconds: OFFLINE_SECONDS, rows: 2, requestsOffline: offlineRequests })}`);
  // The ages tick while the screen stays open: "just now" has become a minute.
  await expect(saved).not.toHaveText(ageBefore ?? '');
  expect(offlineRequests).toBeLessThanOrEqual(2 * 2);
  expect(attempts.join(' ')).toContain('0 attempts');

  const reconnectedAt = Date.now();
  await context.setOffline(false);
  await expect.poll(() => onServer(page, learner, agent), { timeout: 30_000, intervals: [100] }).toEqual({ payments: 1, progress: 1 });
  const afterOnline = requests.length - offlineRequests;
  // Delivered when the server had answered both rows, as the browser timed it: polling the server from here
  // takes longer on a busy machine and would be counted otherwise.
  const answeredAt = await Promise.all(
    requests.slice(offlineRequests).map(async (request) => {
      await request.response();
      await expect.poll(() => answered.get(request)).toBeDefined();
      return answered.get(request) ?? Number.POSITIVE_INFINITY;
    }),
  );
  const deliveredAfterMs = Math.round(Math.max(...answeredAt) - reconnectedAt);
  console.log(
    `outbox-offline-calm: ${JSON.stringify({ deliveredAfterMs, requestsAfterOnline: afterOnline, failedAfterOnline: failed.length })}`,
  );
  expect(deliveredAfterMs).toBeLessThanOrEqual(5_000);

  await expect(waiting.getByText(text(sync, 'pending.empty'))).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /waiting to be sent/ })).toHaveCount(0);
  // Each once on the server, sent once and answered once: the network is on when `online` reaches the page.
  expect(await onServer(page, learner, agent)).toEqual({ payments: 1, progress: 1 });
  expect(failed).toHaveLength(0);
  expect(afterOnline).toBe(2);
});

test('a receipt the server refuses for good (409) says why and offers "Remove", not "Retry"', async ({ page }) => {
  const learner = await signInNewLearner(page);
  await page.goto(url('/sync'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(sync, 'title'));
  // A receipt for a formation that is free: 409 payment.not_required, whatever is tried again. The
  // outbox may send it on its own as soon as it is queued (a run already under way), before "Sync now":
  // the answer is awaited from then on, and from the page or its service worker.
  const answered = page.context().waitForEvent('response', (response) => response.url().endsWith('/api/payments/bank-transfer'));
  await queue(page, learner.user.id, [receiptRow(free.id)]);
  await page.getByRole('button', { name: text(sync, 'syncNow') }).click();
  expect((await answered).status()).toBe(409);

  const refused = page.getByRole('region', { name: text(sync, 'rejected.heading') });
  await expect(refused.getByText(text(sync, 'rejected.reason').replace('{{reason}}', errors['payment.not_required'] ?? ''))).toBeVisible();
  await expect(refused.getByRole('button', { name: /retry|try again/i })).toHaveCount(0);
  await refused.getByRole('button', { name: text(sync, 'rejected.discard') }).click();
  await expect(refused.getByRole('listitem')).toHaveCount(0);
});
