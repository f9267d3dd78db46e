/**
 * Money you can trust, on the test gateway: one settlement per learner and formation (scenarios
 * A and B of the issue, 20 settlements at once), four eyes on decisions, the test gateway only where meant,
 * receipts refused before their image is decoded, and a return URL that reveals nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_CARDS,
  type AdminPayment,
  type CardGateway,
  type CardIntent,
  type Payment,
  type PaymentMethods,
  type TestCardConfirm,
} from '../../../contract/payments';
import { uuidv7 } from '../../../contract/uuid';
import { enrollments } from '../../../server/db/schema/catalogue';
import { payments } from '../../../server/db/schema/payments';
import { markDemoAcademy } from '../../../server/seed/demo-academy';
import { bearer, type Person } from '../auth/support';
import { createTestApp } from '../helpers';
import { readMails } from '../site/read-eml';
import { blackPng, cameraJpeg, createPaymentsWorld, jpegPart, person, submitReceipt, type PaymentsWorld } from './payments-fixture';

let w: PaymentsWorld;
let agent: Person;
beforeAll(async () => {
  w = await createPaymentsWorld();
  agent = await person(w.t, ['agent']);
});
afterAll(() => w.t.close());

async function startCard(learner: Person): Promise<{ status: number; intent: CardIntent }> {
  const response = await w.t.app.inject({
    method: 'POST',
    url: '/api/payments/card',
    headers: bearer(learner.token),
    payload: { formation_id: w.fixture.paidId },
  });
  return { status: response.statusCode, intent: response.json<CardIntent>() };
}
const confirmCard = (learner: Person, paymentId: string, card: string) =>
  w.t.app.inject({
    method: 'POST',
    url: `/api/payments/${paymentId}/test-confirm`,
    headers: bearer(learner.token),
    payload: { card_number: card },
  });
const decide = (reviewer: Person, paymentId: string, decision: 'approve' | 'reject') =>
  w.t.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${paymentId}/${decision}`,
    headers: bearer(reviewer.token),
    ...(decision === 'reject' ? { payload: { reason: 'Unreadable' } } : {}),
  });
const ownPayments = async (learner: Person) =>
  (await w.t.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(learner.token) })).json<{ data: Payment[] }>().data;
const activeEnrollments = async (userId: string) =>
  (
    await w.t.database.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.status, 'active')))
  ).length;
async function mails() {
  await w.t.app.mailJobs.drain();
  return readMails(w.t.config.mailDir);
}
const refundMailsAbout = async (paymentId: string) =>
  (await mails()).filter((mail) => mail.headers.to === w.t.config.staffEmail && mail.text.includes(paymentId));
const statusesOf = (rows: Payment[]) => rows.map((row) => row.status).sort();

describe('one settlement per learner and formation', () => {
  it('B: a declined order replaced by a new one that pays; the old order paid late is a duplicate, not a second payment', async () => {
    const learner = await person(w.t);
    const first = await startCard(learner);
    expect(first.status).toBe(201);
    expect((await confirmCard(learner, first.intent.payment.id, TEST_CARDS.decline)).json<TestCardConfirm>().payment.status).toBe('failed');
    const second = await startCard(learner);
    expect(second.status).toBe(201);
    expect(second.intent.payment.id).not.toBe(first.intent.payment.id);
    // The new order voids the old one.
    expect((await ownPayments(learner)).find((row) => row.id === first.intent.payment.id)?.status).toBe('void');
    expect((await confirmCard(learner, second.intent.payment.id, TEST_CARDS.success)).json<TestCardConfirm>().payment.status).toBe('paid');

    const late = await confirmCard(learner, first.intent.payment.id, TEST_CARDS.success);
    expect(late.statusCode).toBe(200);
    expect(late.json<TestCardConfirm>().payment).toMatchObject({ status: 'duplicate' });
    expect(statusesOf(await ownPayments(learner))).toEqual(['duplicate', 'paid']);
    expect(await activeEnrollments(learner.id)).toBe(1);
    const all = await mails();
    expect(all.filter((mail) => mail.headers.to === learner.email)).toHaveLength(1);
    expect(await refundMailsAbout(first.intent.payment.id)).toHaveLength(1);
  });

  it('B bis: a late success on a voided order is a duplicate even before the new order is paid', async () => {
    const learner = await person(w.t);
    const first = await startCard(learner);
    await confirmCard(learner, first.intent.payment.id, TEST_CARDS.decline);
    const second = await startCard(learner);
    expect((await confirmCard(learner, first.intent.payment.id, TEST_CARDS.success)).json<TestCardConfirm>().payment.status).toBe(
      'duplicate',
    );
    expect((await confirmCard(learner, second.intent.payment.id, TEST_CARDS.success)).json<TestCardConfirm>().payment.status).toBe('paid');
    expect(statusesOf(await ownPayments(learner))).toEqual(['duplicate', 'paid']);
  });

  it('A: a declined card paid late, then the bank transfer sent meanwhile approved: the approval is a duplicate', async () => {
    const learner = await person(w.t);
    const card = await startCard(learner);
    await confirmCard(learner, card.intent.payment.id, TEST_CARDS.decline);
    const transfer = await submitReceipt(w.t, learner.token, w.fixture.paidId, jpegPart(await cameraJpeg(64, 48)));
    expect(transfer.statusCode).toBe(201);
    const transferId = transfer.json<Payment>().id;
    expect((await confirmCard(learner, card.intent.payment.id, TEST_CARDS.success)).json<TestCardConfirm>().payment.status).toBe('paid');

    const approval = await decide(agent, transferId, 'approve');
    expect(approval.statusCode).toBe(200);
    expect(approval.json<AdminPayment>()).toMatchObject({ status: 'duplicate', reviewer: { id: agent.id } });
    expect(statusesOf(await ownPayments(learner))).toEqual(['duplicate', 'paid']);
    expect(await activeEnrollments(learner.id)).toBe(1);
    // One confirmation to the learner (the card), one refund notice to staff (the transfer).
    expect((await mails()).filter((mail) => mail.headers.to === learner.email)).toHaveLength(1);
    expect(await refundMailsAbout(transferId)).toHaveLength(1);
    // The staff queue's "refund due" filter lists it.
    const queue = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/payments?status=duplicate&user_id=${learner.id}`,
      headers: bearer(agent.token),
    });
    expect(queue.json<{ data: AdminPayment[] }>().data.map((row) => row.id)).toEqual([transferId]);
  });

  it('20 settlements of one formation at once: exactly one settles, the other 19 are duplicates', async () => {
    const learner = await person(w.t);
    // Twenty orders the gateway may still answer (failed ones, as after 20 declined tries on 20 tabs).
    const ids = Array.from({ length: 20 }, () => uuidv7());
    await w.t.database.db.insert(payments).values(
      ids.map((id) => ({
        id,
        userId: learner.id,
        formationId: w.fixture.paidId,
        method: 'card' as const,
        amountCentimes: 49_900,
        status: 'failed' as const,
        provider: 'test',
        providerOrderId: id.replace(/-/g, ''),
      })),
    );
    const answers = await Promise.all(ids.map((id) => confirmCard(learner, id, TEST_CARDS.success)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
    const statuses = answers.map((answer) => answer.json<TestCardConfirm>().payment.status);
    expect(statuses.filter((status) => status === 'paid')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'duplicate')).toHaveLength(19);
    expect(statusesOf(await ownPayments(learner)).filter((status) => status === 'paid')).toHaveLength(1);
    expect(await activeEnrollments(learner.id)).toBe(1);
  });

  it('the database itself refuses a second settled payment for one learner and formation', async () => {
    const learner = await person(w.t);
    const row = {
      userId: learner.id,
      formationId: w.fixture.paidId,
      method: 'bank_transfer' as const,
      amountCentimes: 49_900,
      status: 'approved' as const,
    };
    await w.t.database.db.insert(payments).values({ id: uuidv7(), ...row });
    await expect(w.t.database.db.insert(payments).values({ id: uuidv7(), ...row, method: 'card', status: 'paid' })).rejects.toThrow();
  });
});

describe('four eyes', () => {
  it('refuses staff approving or rejecting their own payment with 409 payments.own_payment', async () => {
    const payer = await person(w.t, ['agent']);
    const transfer = await submitReceipt(w.t, payer.token, w.fixture.paidId, jpegPart(await cameraJpeg(64, 48)));
    expect(transfer.statusCode).toBe(201);
    const id = transfer.json<Payment>().id;
    for (const decision of ['approve', 'reject'] as const) {
      const response = await decide(payer, id, decision);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ code: string }>().code).toBe('payments.own_payment');
    }
    expect((await ownPayments(payer))[0]?.status).toBe('pending');
    expect(await activeEnrollments(payer.id)).toBe(0);
    // Another reviewer may.
    expect((await decide(agent, id, 'approve')).statusCode).toBe(200);
  });
});

describe('receipts are checked before their image is decoded', () => {
  // Announces 20,000 × 20,000 pixels: sharp would refuse it as too large (415) if it ever looked at it.
  const undecodable = () => ({ filename: 'receipt.png', contentType: 'image/png', bytes: blackPng(20_000, 20_000, { headerOnly: true }) });

  it('answers why the formation is not payable (409), not what the image is', async () => {
    const learner = await person(w.t);
    expect((await submitReceipt(w.t, learner.token, w.fixture.paidId, jpegPart(await cameraJpeg(64, 48)))).statusCode).toBe(201);
    const again = await submitReceipt(w.t, learner.token, w.fixture.paidId, undecodable());
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('payment.already_pending');
    const free = await submitReceipt(w.t, learner.token, w.fixture.freeId, undecodable());
    expect(free.json<{ code: string }>().code).toBe('payment.not_required');
  });

  it('refuses an image over 24 megapixels (415) and takes one just under', async () => {
    const learner = await person(w.t);
    const over = await submitReceipt(w.t, learner.token, w.fixture.paidId, {
      filename: 'big.png',
      contentType: 'image/png',
      bytes: blackPng(6000, 4001),
    });
    expect(over.statusCode).toBe(415);
    const under = await submitReceipt(w.t, learner.token, w.fixture.paidId, {
      filename: 'big.png',
      contentType: 'image/png',
      bytes: blackPng(4000, 3000),
    });
    expect(under.statusCode).toBe(201);
  });

  it('decodes at most 10 receipts an hour per learner (429 with Retry-After after that)', async () => {
    const learner = await person(w.t);
    const notAnImage = { filename: 'receipt.png', contentType: 'image/png', bytes: Buffer.from('%PDF-1.7 not a receipt at all') };
    for (let i = 0; i < 10; i += 1) expect((await submitReceipt(w.t, learner.token, w.fixture.paidId, notAnImage)).statusCode).toBe(415);
    const eleventh = await submitReceipt(w.t, learner.token, w.fixture.paidId, jpegPart(await cameraJpeg(64, 48)));
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    // Another learner is not concerned.
    const other = await person(w.t);
    expect((await submitReceipt(w.t, other.token, w.fixture.paidId, jpegPart(await cameraJpeg(64, 48)))).statusCode).toBe(201);
  });
});

describe('the gateway return URL', () => {
  it('redirects every id, known or not, to the dashboard and names no formation', async () => {
    const learner = await person(w.t);
    const { intent } = await startCard(learner);
    for (const id of [intent.payment.id, uuidv7()]) {
      const response = await w.t.app.inject({ method: 'GET', url: `/api/payments/${id}/return` });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/dashboard');
      expect(response.body).not.toContain(w.fixture.paidId);
    }
  });
});

describe('the test gateway only where meant', () => {
  it('is absent with SEED_DEMO=0 and no PAYMENTS_TEST_GATEWAY, and says so at start', async () => {
    const lines: string[] = [];
    const world = await createPaymentsWorld({
      env: { SEED_DEMO: '0', PAYMENTS_TEST_GATEWAY: '0', PUBLIC_URL: 'https://academy.example', LOG_LEVEL: 'info' },
      startup: true,
      logger: true,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const methods = await world.t.app.inject({ method: 'GET', url: '/api/payment-methods' });
      expect(methods.json<PaymentMethods>().card.available).toBe(false);
      const learner = await person(world.t);
      const card = await world.t.app.inject({
        method: 'POST',
        url: '/api/payments/card',
        headers: bearer(learner.token),
        payload: { formation_id: world.fixture.paidId },
      });
      expect(card.statusCode).toBe(409);
      expect(card.json<{ code: string }>().code).toBe('payment.intent_error');
      // The admin's gateway screen is told, so it can say why card payments are off.
      const admin = await person(world.t, ['admin']);
      const settings = await world.t.app.inject({ method: 'GET', url: '/api/admin/card-gateway', headers: bearer(admin.token) });
      expect(settings.json<CardGateway>()).toMatchObject({ provider: 'test', test_gateway_available: false });
      const logged = lines
        .map((line) => JSON.parse(line) as { msg?: string; provider?: string })
        .find((entry) => entry.msg?.startsWith('card payments'));
      expect(logged).toMatchObject({ provider: 'none' });
    } finally {
      await world.t.close();
    }
  });

  it('is present with PAYMENTS_TEST_GATEWAY=1, and on a demo academy started with SEED_DEMO=1', async () => {
    const methods = await w.t.app.inject({ method: 'GET', url: '/api/payment-methods' });
    expect(methods.json<PaymentMethods>().card).toEqual({ available: true, provider: 'test', test_mode: true });

    const demo = await createTestApp({ env: { SEED_DEMO: '1' } });
    try {
      const before = await demo.app.inject({ method: 'GET', url: '/api/payment-methods' });
      expect(before.json<PaymentMethods>().card.available).toBe(false);
      await markDemoAcademy(demo.database.db);
      const after = await demo.app.inject({ method: 'GET', url: '/api/payment-methods' });
      expect(after.json<PaymentMethods>().card).toEqual({ available: true, provider: 'test', test_mode: true });
    } finally {
      await demo.close();
    }
  });
});
