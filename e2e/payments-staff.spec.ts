/**
 * Staff payment screens end to end, on a server of their own: a learner sends two bank-transfer
 * receipts through the API (multipart); an agent types /dashboard/payment-verification/pending, sees the
 * hours each has waited, zooms a receipt, approves one (the list then shows it approved) and rejects the
 * other with a reason; an admin adds a bank account, refused with a wrong RIB key, accepted with the right
 * one, which learners then get from GET /api/payment-methods; a client is refused these routes. Axe on the
 * queue, the review and the payment methods; Arabic 390 px screenshots (test-results/screens, copied to docs/screens).
 */
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import type { Language } from '../contract/constants';
import type { Payment, PaymentMethods } from '../contract/payments';
import { DEMO_ACCOUNTS } from '../server/seed/identity';
import { serverPerFile } from './support/server-per-file';
import { expect, locale, test, text, WITHOUT_SERVICE_WORKER } from './support/fixtures';
import { DIST, ROOT } from './support/paths';
import { seedSessionOnLoad, type StoredSession } from './support/seed-session';

const en = { pay: locale('en', 'payments-admin'), common: locale('en', 'common'), errors: locale('en', 'errors') };
const ar = { pay: locale('ar', 'payments-admin'), common: locale('ar', 'common') };
const SCREENS = path.join(ROOT, 'test-results', 'screens');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** 22 digits, then the key 97 − (those digits × 100 mod 97); the same digits with another key are refused. */
const GOOD_RIB = '007780000123456789012396';
const BAD_RIB = '007780000123456789012397';

const { url } = serverPerFile({ staticDir: process.env.E2E_STATIC_DIR ?? DIST });
// What these screens do online, not working offline (fixtures.ts): the contexts made here block it too.
test.use(WITHOUT_SERVICE_WORKER);
const sessions: Partial<Record<'client' | 'agent' | 'admin', StoredSession>> = {};
const paid: { id: string; title: string }[] = [];

test.beforeAll(async () => {
  for (const role of ['client', 'agent', 'admin'] as const) {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
    if (!account) throw new Error(`no demo ${role}`);
    const response = await fetch(url('/api/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(response.ok).toBe(true);
    sessions[role] = (await response.json()) as StoredSession;
  }
  const list = (await (await fetch(url('/api/formations?per_page=100'))).json()) as {
    data: { id: string; price_centimes: number; title: { en: string } }[];
  };
  paid.push(
    ...list.data.filter((formation) => formation.price_centimes > 0).map((formation) => ({ id: formation.id, title: formation.title.en })),
  );
  expect(paid.length).toBeGreaterThanOrEqual(2);
});
function session(role: 'client' | 'agent' | 'admin'): StoredSession {
  const stored = sessions[role];
  if (!stored) throw new Error(`no ${role} session`);
  return stored;
}

/** The learner's receipt, sent the way the phone's outbox sends it: multipart with the photo and the text fields. */
async function sendReceipt(formationId: string, reference: string): Promise<Payment> {
  const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 240, g: 236, b: 220 } } })
    .composite([
      {
        input: Buffer.from('<svg width="900" height="300"><rect x="60" y="80" width="780" height="140" fill="#1b5e20"/></svg>'),
        top: 200,
        left: 0,
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
  const form = new FormData();
  form.set('formation_id', formationId);
  form.set('reference', reference);
  form.set('notes', 'Versement à l’agence de Meknès');
  form.set('receipt', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'receipt.jpg');
  const response = await fetch(url('/api/payments/bank-transfer'), {
    method: 'POST',
    headers: { Authorization: `Bearer ${session('client').token}`, 'Idempotency-Key': crypto.randomUUID() },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Payment;
}

/** A staff member on a 390 px phone, signed in, in `language`, who already answered the cookie banner. */
async function staffPage(browser: Browser, role: 'agent' | 'admin' | 'client', language: Language) {
  const context = await browser.newContext({
    ...WITHOUT_SERVICE_WORKER,
    viewport: { width: 390, height: 844 },
    locale: language === 'ar' ? 'ar-MA' : 'en-US',
  });
  await seedSessionOnLoad(context, session(role), language);
  return { context, page: await context.newPage() };
}

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').withTags(AXE_TAGS).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

/** The errors namespace keeps its dotted codes as flat keys. */
const errorText = (code: string) => String(en.errors[code]);
const row = (page: Page, reference: string) => page.getByRole('row').filter({ hasText: reference });

test('an agent reviews the queue: hours waited, zoomed receipt, one approval, one rejection with its reason', async ({ browser }) => {
  const [first, second] = paid;
  if (!first || !second) throw new Error('two paid formations needed');
  await sendReceipt(first.id, 'E2E-APPROVE-001');
  await sendReceipt(second.id, 'E2E-REJECT-002');

  const { context, page } = await staffPage(browser, 'agent', 'en');
  await page.goto(url('/dashboard/payment-verification/pending'));
  await expect(page.getByRole('heading', { level: 1, name: text(en.common, 'pages.paymentVerificationPending') })).toBeVisible();
  const approveRow = row(page, 'E2E-APPROVE-001');
  await expect(approveRow).toBeVisible();
  // Just sent: under an hour of the 48 h promise, and said so.
  await expect(approveRow.getByText(text(en.pay, 'wait.recent'))).toBeVisible();
  await expectNoAxeViolations(page);

  await approveRow.getByRole('button', { name: new RegExp(text(en.pay, 'review.open')) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const image = dialog.getByRole('img', { name: /Transfer receipt sent by/ });
  await expect(image).toBeVisible();
  // Fetched with the staff token and shown from a blob: URL: the receipt has no public address.
  expect(await image.getAttribute('src')).toMatch(/^blob:/);
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  const before = (await image.boundingBox())?.width ?? 0;
  await dialog.getByRole('button', { name: text(en.pay, 'receipt.zoomIn') }).click();
  await expect(dialog.getByText('150 %')).toBeVisible();
  await dialog.getByRole('region', { name: text(en.pay, 'receipt.frame') }).focus();
  await page.keyboard.press('+');
  await expect(dialog.getByText('200 %')).toBeVisible();
  expect((await image.boundingBox())?.width ?? 0).toBeGreaterThan(before * 1.9);
  await page.keyboard.press('0');
  await expect(dialog.getByText('100 %')).toBeVisible();
  await expect(dialog.getByText('E2E-APPROVE-001')).toBeVisible();
  await expectNoAxeViolations(page);

  const decisions: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/admin\/payments\/[^/]+\/(approve|reject)$/.test(request.url()))
      decisions.push(request.url());
  });
  // Approving asks first, as rejecting does; the confirmation is sent once however it is clicked.
  await dialog.getByRole('button', { name: text(en.pay, 'review.approve') }).click();
  expect(decisions).toHaveLength(0);
  await dialog.getByRole('button', { name: text(en.pay, 'review.confirmApprove') }).dblclick();
  await expect(page.getByText(text(en.pay, 'review.approved'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(approveRow).toHaveCount(0);
  expect(decisions).toHaveLength(1);

  const rejectRow = row(page, 'E2E-REJECT-002');
  await rejectRow.getByRole('button', { name: new RegExp(text(en.pay, 'review.open')) }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text(en.pay, 'review.reject'), exact: true }).click();
  const reason = dialog.getByRole('textbox', { name: text(en.pay, 'review.reasonLabel') });
  await expect(reason).toBeFocused();
  await dialog.getByRole('button', { name: text(en.pay, 'review.confirmReject') }).click();
  await expect(dialog.getByText(errorText('validation.field_required'))).toBeVisible();
  await reason.fill('The amount on the receipt is not the price of the course.');
  await dialog.getByRole('button', { name: text(en.pay, 'review.confirmReject') }).click();
  await expect(page.getByText(text(en.pay, 'review.rejected'))).toBeVisible();
  await expect(page.getByText(text(en.pay, 'empty.pending'))).toBeVisible();

  // The full list, filtered by status as typed in the address, shows each decision.
  await page.goto(url('/dashboard/payment-verification?status=approved'));
  await expect(row(page, 'E2E-APPROVE-001').getByText(text(en.pay, 'status.approved'))).toBeVisible();
  await expect(row(page, 'E2E-REJECT-002')).toHaveCount(0);
  await page.getByRole('combobox', { name: text(en.pay, 'filters.status') }).selectOption('rejected');
  await page.getByRole('button', { name: text(en.pay, 'filters.apply') }).click();
  await expect(page).toHaveURL(/status=rejected/);
  await expect(row(page, 'E2E-REJECT-002').getByText(text(en.pay, 'status.rejected'))).toBeVisible();

  const mine = (await (await fetch(url('/api/payments'), { headers: { Authorization: `Bearer ${session('client').token}` } })).json()) as {
    data: Payment[];
  };
  expect(mine.data.map((payment) => [payment.transfer_reference, payment.status]).sort()).toEqual([
    ['E2E-APPROVE-001', 'approved'],
    ['E2E-REJECT-002', 'rejected'],
  ]);
  await context.close();
});

test('an admin adds a bank account: a wrong RIB key is refused, the right one reaches learners', async ({ browser }) => {
  const { context, page } = await staffPage(browser, 'admin', 'en');
  await page.goto(url('/dashboard/payment-methods'));
  await page.getByRole('button', { name: text(en.pay, 'accounts.add') }).click();
  const dialog = page.getByRole('dialog', { name: text(en.pay, 'accounts.addTitle') });
  await dialog.getByRole('textbox', { name: text(en.pay, 'accounts.bankName') }).fill('Banque Populaire E2E');
  await dialog.getByRole('textbox', { name: text(en.pay, 'accounts.holder') }).fill('Académie agricole');
  await dialog.getByRole('textbox', { name: text(en.pay, 'accounts.number') }).fill('1234567890123456');
  const rib = dialog.getByRole('textbox', { name: text(en.pay, 'accounts.rib') });
  await rib.fill(BAD_RIB);
  await expect(dialog.getByText(errorText('validation.invalid_rib'))).toBeVisible();
  await dialog.getByRole('button', { name: text(en.pay, 'accounts.save') }).click();
  await expect(rib).toBeFocused();
  await expect(dialog).toBeVisible();
  await rib.fill(GOOD_RIB);
  await expect(dialog.getByText(errorText('validation.invalid_rib'))).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'العربية', exact: true }).fill('اكتب اسمك الكامل في مرجع التحويل');
  await dialog.getByRole('button', { name: text(en.pay, 'accounts.save') }).click();
  await expect(page.getByText(text(en.pay, 'accounts.saved'))).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Banque Populaire E2E' })).toBeVisible();
  await expectNoAxeViolations(page);

  const methods = (await (await fetch(url('/api/payment-methods'))).json()) as PaymentMethods;
  const added = methods.bank_accounts.find((account) => account.bank_name === 'Banque Populaire E2E');
  expect(added?.rib).toBe(GOOD_RIB);
  expect(added?.instructions.ar).toBe('اكتب اسمك الكامل في مرجع التحويل');

  // The card gateway's store key is write-only: typed once, then only "a key is stored", never its value.
  const key = page.getByLabel(text(en.pay, 'gateway.storeKey'));
  await expect(key).toHaveValue('');
  await page.getByRole('textbox', { name: text(en.pay, 'gateway.merchantId') }).fill('600000042');
  await key.fill('e2e-store-key-not-to-be-shown');
  await page.getByRole('button', { name: text(en.pay, 'gateway.save') }).click();
  await expect(page.getByText(text(en.pay, 'gateway.saved'))).toBeVisible();
  await page.reload();
  await expect(page.getByText(text(en.pay, 'gateway.keyStored'))).toBeVisible();
  await expect(page.getByLabel(text(en.pay, 'gateway.storeKey'))).toHaveValue('');
  await expect(page.getByRole('textbox', { name: text(en.pay, 'gateway.merchantId') })).toHaveValue('600000042');
  const stored = await (
    await fetch(url('/api/admin/card-gateway'), { headers: { Authorization: `Bearer ${session('admin').token}` } })
  ).text();
  expect(JSON.parse(stored)).toMatchObject({ merchant_id: '600000042', has_store_key: true });
  expect(stored).not.toContain('e2e-store-key-not-to-be-shown');
  await context.close();
});

test('a client is refused the staff payment routes, and the API refuses the staff calls', async ({ browser }) => {
  const { context, page } = await staffPage(browser, 'client', 'en');
  for (const route of ['/dashboard/payment-verification', '/dashboard/payment-verification/pending', '/dashboard/payment-methods']) {
    await page.goto(url(route));
    await expect(page.getByRole('heading', { level: 1, name: text(en.common, 'pages.accessDenied') })).toBeVisible();
  }
  const headers = { Authorization: `Bearer ${session('client').token}` };
  expect((await fetch(url('/api/admin/payments'), { headers })).status).toBe(403);
  expect((await fetch(url('/api/admin/payment-methods'), { headers })).status).toBe(403);
  await context.close();
});

test('in Arabic at 390 px: the queue, a review and the payment methods read right to left (screenshots)', async ({ browser }) => {
  const [, , third] = paid;
  await sendReceipt((third ?? paid[0])?.id ?? '', 'VIR-AR-2026-17');
  const { context, page } = await staffPage(browser, 'agent', 'ar');
  await page.goto(url('/dashboard/payment-verification/pending'));
  await expect(page.getByRole('heading', { level: 1, name: text(ar.common, 'pages.paymentVerificationPending') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arRow = row(page, 'VIR-AR-2026-17');
  await expect(arRow).toBeVisible();
  // Nothing runs off the side of a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, 'payment-verification-pending-ar-390.png'), fullPage: true });
  await arRow.getByRole('button', { name: new RegExp(text(ar.pay, 'review.open')) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: path.join(SCREENS, 'payment-review-ar-390.png') });
  await context.close();

  const admin = await staffPage(browser, 'admin', 'ar');
  await admin.page.goto(url('/dashboard/payment-methods'));
  await expect(admin.page.getByRole('heading', { level: 1, name: text(ar.common, 'pages.paymentMethods') })).toBeVisible();
  await expect(admin.page.getByRole('table')).toBeVisible();
  await expect(admin.page.getByLabel(text(ar.pay, 'gateway.storeKey'))).toBeVisible();
  expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(admin.page);
  await admin.page.screenshot({ path: path.join(SCREENS, 'payment-methods-ar-390.png'), fullPage: true });
  await admin.context.close();
});
