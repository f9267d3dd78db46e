import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_CARD_CONFIRMATION_CODE,
  TEST_CARDS,
  type CardIntent,
  type PaymentMethods,
  type TestCardConfirm,
} from '../../../contract/payments';
import { enrollments } from '../../../server/db/schema/catalogue';
import { payments } from '../../../server/db/schema/payments';
import { RECONCILE_AFTER_MS, reconcileCardPayments } from '../../../server/modules/payments/payments-service';
import { bearer, type Person } from '../auth/support';
import { readMails } from '../site/read-eml';
import { cameraJpeg, createPaymentsWorld, jpegPart, person, submitReceipt, type PaymentsWorld } from './payments-fixture';

let w: PaymentsWorld;
let admin: Person;
beforeAll(async () => {
  w = await createPaymentsWorld();
  admin = await person(w.t, ['admin']);
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

async function confirm(learner: Person, url: string, card: string, code?: string) {
  return w.t.app.inject({
    method: 'POST',
    url,
    headers: bearer(learner.token),
    payload: { card_number: card, ...(code ? { confirmation_code: code } : {}) },
  });
}

const confirmUrl = (intent: CardIntent) => (intent.action.type === 'test_card' ? intent.action.confirm_url : 'none');
const enrolled = async (userId: string) =>
  (await w.t.database.db.select().from(enrollments).where(eq(enrollments.userId, userId))).filter((row) => row.status === 'active').length;

describe('the test card gateway (default)', () => {
  it('is offered in test mode by GET /api/payment-methods', async () => {
    const response = await w.t.app.inject({ method: 'GET', url: '/api/payment-methods' });
    expect(response.statusCode).toBe(200);
    expect(response.json<PaymentMethods>().card).toEqual({ available: true, provider: 'test', test_mode: true });
  });

  it('pays with the success card: paid, enrolled at once, e-mailed', async () => {
    const learner = await person(w.t);
    const { status, intent } = await startCard(learner);
    expect(status).toBe(201);
    expect(intent).toMatchObject({
      test_mode: true,
      payment: { method: 'card', provider: 'test', status: 'pending', amount_centimes: 49_900 },
    });
    expect(confirmUrl(intent)).toBe(`/api/payments/${intent.payment.id}/test-confirm`);
    const response = await confirm(learner, confirmUrl(intent), TEST_CARDS.success);
    expect(response.statusCode).toBe(200);
    expect(response.json<TestCardConfirm>()).toMatchObject({ needs_confirmation: false, payment: { status: 'paid', reason: null } });
    expect(await enrolled(learner.id)).toBe(1);
    await w.t.app.mailJobs.drain();
    expect(readMails(w.t.config.mailDir).filter((mail) => mail.headers.to === learner.email)).toHaveLength(1);
    // Paying again is refused: there is nothing left to pay.
    const again = await startCard(learner);
    expect(again.status).toBe(409);
  });

  it('fails with the decline card, with a reason, and a later success on the same order still pays', async () => {
    const learner = await person(w.t);
    const { intent } = await startCard(learner);
    const declined = await confirm(learner, confirmUrl(intent), TEST_CARDS.decline);
    expect(declined.json<TestCardConfirm>().payment).toMatchObject({ status: 'failed' });
    expect(declined.json<TestCardConfirm>().payment.reason).toMatch(/declined/i);
    expect(await enrolled(learner.id)).toBe(0);
    const paid = await confirm(learner, confirmUrl(intent), TEST_CARDS.success);
    expect(paid.json<TestCardConfirm>().payment.status).toBe('paid');
    expect(await enrolled(learner.id)).toBe(1);
  });

  it('asks for the confirmation code with the confirm card, refuses a wrong code, pays with the right one', async () => {
    const learner = await person(w.t);
    const { intent } = await startCard(learner);
    const step = await confirm(learner, confirmUrl(intent), TEST_CARDS.confirm);
    expect(step.json<TestCardConfirm>()).toMatchObject({ needs_confirmation: true, payment: { status: 'pending' } });
    const wrong = await confirm(learner, confirmUrl(intent), TEST_CARDS.confirm, '000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ errors: Record<string, string[]> }>().errors.confirmation_code).toEqual(['validation.invalid_value']);
    const right = await confirm(learner, confirmUrl(intent), TEST_CARDS.confirm, TEST_CARD_CONFIRMATION_CODE);
    expect(right.json<TestCardConfirm>()).toMatchObject({ needs_confirmation: false, payment: { status: 'paid' } });
  });

  it('continues the open card payment instead of opening a second one, and blocks a bank transfer meanwhile', async () => {
    const learner = await person(w.t);
    const first = await startCard(learner);
    const second = await startCard(learner);
    expect(second.status).toBe(200);
    expect(second.intent.payment.id).toBe(first.intent.payment.id);
    const transfer = await submitReceipt(w.t, learner.token, w.fixture.paidId, jpegPart(await cameraJpeg(64, 48)));
    expect(transfer.statusCode).toBe(409);
    expect(transfer.json<{ code: string }>().code).toBe('payment.already_pending');
  });

  it("does not let another learner confirm someone's payment, nor anyone forge a test callback", async () => {
    const owner = await person(w.t);
    const stranger = await person(w.t);
    const { intent } = await startCard(owner);
    const response = await confirm(stranger, confirmUrl(intent), TEST_CARDS.success);
    expect(response.statusCode).toBe(404);
    const forged = await w.t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        order_id: intent.payment.id.replace(/-/g, ''),
        amount: '499.00',
        outcome: 'paid',
        signature: 'made-up',
      }).toString(),
    });
    expect(forged.body).toBe('FAILURE');
    const [row] = await w.t.database.db.select().from(payments).where(eq(payments.id, intent.payment.id));
    expect(row?.status).toBe('pending');
  });

  it('reconciliation closes a card payment left open past the delay and leaves settled ones alone', async () => {
    const learner = await person(w.t);
    const { intent } = await startCard(learner);
    const later = new Date(Date.now() + RECONCILE_AFTER_MS + 60_000);
    expect(await reconcileCardPayments(w.t.database.db, w.t.config, new Date())).toBe(0);
    const changed = await reconcileCardPayments(w.t.database.db, w.t.config, later);
    expect(changed).toBeGreaterThanOrEqual(1);
    const [row] = await w.t.database.db.select().from(payments).where(eq(payments.id, intent.payment.id));
    expect(row?.status).toBe('failed');
    const paidRows = await w.t.database.db.select().from(payments).where(eq(payments.status, 'paid'));
    expect(paidRows.length).toBeGreaterThan(0);
  });

  it('refuses card payments while the gateway is switched off', async () => {
    const off = await w.t.app.inject({
      method: 'PUT',
      url: '/api/admin/card-gateway',
      headers: bearer(admin.token),
      payload: { enabled: false, provider: 'test', mode: 'test' },
    });
    expect(off.statusCode).toBe(200);
    const methods = await w.t.app.inject({ method: 'GET', url: '/api/payment-methods' });
    expect(methods.json<PaymentMethods>().card.available).toBe(false);
    const learner = await person(w.t);
    const { status, intent } = await startCard(learner);
    expect(status).toBe(409);
    expect((intent as unknown as { code: string }).code).toBe('payment.intent_error');
    await w.t.app.inject({
      method: 'PUT',
      url: '/api/admin/card-gateway',
      headers: bearer(admin.token),
      payload: { enabled: true, provider: 'test', mode: 'test' },
    });
  });
});
