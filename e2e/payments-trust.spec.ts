/**
 * Money you can trust, at 390 px in Arabic, on a server of its own (the demo academy, so the test card gateway is on):
 * a learner's declined card is said in full view and a good card says "payment accepted" before the course
 * opens; an agent's approval asks for confirmation, and a transfer approved after the card already paid the
 * course lands under "Refund due" instead of enrolling twice.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { TEST_CARDS, type CardIntent, type Payment } from '../contract/payments';
import { DEMO_ACCOUNTS } from '../server/seed/identity';
import { serverPerFile } from './support/server-per-file';
import { expect, locale, test, text, WITHOUT_SERVICE_WORKER } from './support/fixtures';
import { DIST } from './support/paths';
import { seedSession, type StoredSession } from './support/seed-session';

// What these screens show, not working offline (fixtures.ts).
test.use(WITHOUT_SERVICE_WORKER);

const payments = locale('ar', 'payments');
const admin = locale('ar', 'payments-admin');

const { url } = serverPerFile({ staticDir: process.env.E2E_STATIC_DIR ?? DIST });
let paid: { id: string }[] = [];
test.beforeAll(async () => {
  const list = (await (await fetch(url('/api/formations?per_page=100'))).json()) as { data: { id: string; price_centimes: number }[] };
  paid = list.data.filter((formation) => formation.price_centimes > 0);
  expect(paid.length).toBeGreaterThanOrEqual(2);
});
test.use({ viewport: { width: 390, height: 844 } });

let counter = 0;
async function newLearner(page: Page): Promise<StoredSession> {
  counter += 1;
  const email = `trust-${Date.now().toString(36)}-${counter}@example.test`;
  const password = 'trust-learner-2025';
  const registered = await page.request.post(url('/api/register'), {
    data: { first_name: 'Khadija', last_name: 'Amrani', email, phone: '0661234567', password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  const login = await page.request.post(url('/api/login'), { data: { email, password } });
  expect(login.ok()).toBe(true);
  return (await login.json()) as StoredSession;
}

async function signIn(page: Page, session: StoredSession) {
  await page.goto(url('/'));
  await seedSession(page, session, 'ar');
  await page.reload();
}

test('card in Arabic at 390 px: the declined card in full view, then "payment accepted" before the course', async ({ page }) => {
  test.setTimeout(120_000);
  const formation = paid[0];
  if (!formation) throw new Error('no paid formation');
  await signIn(page, await newLearner(page));
  await page.goto(url(`/course/${formation.id}/enroll`));
  await page.getByRole('radio', { name: new RegExp(`^${text(payments, 'method.card')}`) }).check();
  await page.locator('.card-payment').getByRole('button').first().click();
  // Test cards grouped for reading, kept left to right inside the Arabic page.
  const card = page.locator('bdi', { hasText: '4242 4242 4242 4242' });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('dir', 'ltr');

  const number = page.getByLabel(text(payments, 'card.number'), { exact: true });
  await number.fill(TEST_CARDS.decline);
  await page.getByRole('button', { name: text(payments, 'card.pay'), exact: true }).click();
  await expect(page.getByText(text(payments, 'card.declined'))).toBeInViewport({ ratio: 1 });

  await page.getByRole('button', { name: text(payments, 'card.tryAgain') }).click();
  await page.locator('.card-payment').getByRole('button').first().click();
  await page.getByLabel(text(payments, 'card.number'), { exact: true }).fill(TEST_CARDS.success);
  await page.getByRole('button', { name: text(payments, 'card.pay'), exact: true }).click();
  await expect(page.getByText(text(payments, 'card.successTitle'))).toBeInViewport({ ratio: 1 });
  await expect(page).toHaveURL(new RegExp(`/course/${formation.id}/study`), { timeout: 15_000 });
});

test('staff in Arabic at 390 px: approving asks first, and a transfer for a course the card already paid is a refund due', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const formation = paid[1];
  if (!formation) throw new Error('no second paid formation');
  // Scenario A of the issue, through the API: a declined card, a transfer sent, the card paid late.
  const learner = await newLearner(page);
  const auth = { authorization: `Bearer ${learner.token}` };
  const intent = (await (
    await page.request.post(url('/api/payments/card'), { headers: auth, data: { formation_id: formation.id } })
  ).json()) as CardIntent;
  const confirmUrl = intent.action.type === 'test_card' ? intent.action.confirm_url : '';
  await page.request.post(url(confirmUrl), { headers: auth, data: { card_number: TEST_CARDS.decline } });
  const transfer = await page.request.post(url('/api/payments/bank-transfer'), {
    headers: auth,
    multipart: {
      formation_id: formation.id,
      reference: 'E2E-TRUST-001',
      receipt: {
        name: 'receipt.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#f0ecdc' } })
          .png()
          .toBuffer(),
      },
    },
  });
  expect(transfer.status()).toBe(201);
  const late = await page.request.post(url(confirmUrl), { headers: auth, data: { card_number: TEST_CARDS.success } });
  expect(((await late.json()) as { payment: Payment }).payment.status).toBe('paid');

  const agent = DEMO_ACCOUNTS.find((account) => account.role === 'agent');
  if (!agent) throw new Error('no demo agent');
  const login = await page.request.post(url('/api/login'), { data: { email: agent.email, password: agent.password } });
  await signIn(page, (await login.json()) as StoredSession);
  await page.goto(url('/dashboard/payment-verification/pending'));
  const row = page.getByRole('row').filter({ hasText: 'E2E-TRUST-001' });
  await row.getByRole('button', { name: new RegExp(text(admin, 'review.open')) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: text(admin, 'review.approve') }).click();
  // The confirmation names what is approved; nothing is sent before it.
  const confirm = dialog.getByRole('button', { name: text(admin, 'review.confirmApprove') });
  await expect(confirm).toBeVisible();
  await expect(dialog.getByRole('group', { name: /Khadija/ })).toBeVisible();
  await confirm.click();
  await expect(page.getByText(text(admin, 'review.duplicate'))).toBeVisible();

  const refunds = page.getByRole('link', { name: text(admin, 'tabs.refundsCount').replace('{{count}}', '1') });
  await expect(refunds).toBeVisible();
  await refunds.click();
  await expect(page).toHaveURL(/status=duplicate/);
  const owed = page.getByRole('row').filter({ hasText: 'E2E-TRUST-001' });
  await expect(owed.getByText(text(admin, 'status.duplicate'))).toBeVisible();
  await expect(page.getByText(text(admin, 'refundCount').replace('{{count}}', '1'))).toBeVisible();
});
