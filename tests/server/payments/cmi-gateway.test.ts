import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardGateway, CardIntent, Payment, PaymentMethods } from '../../../contract/payments';
import { enrollments } from '../../../server/db/schema/catalogue';
import { paymentCallbacks, payments } from '../../../server/db/schema/payments';
import { CARD_SESSION_EXPIRY_MS, RECONCILE_AFTER_MS, reconcileCardPayments } from '../../../server/modules/payments/payments-service';
import { bearer, type Person } from '../auth/support';
import { readMails } from '../site/read-eml';
import { cameraJpeg, createPaymentsWorld, jpegPart, person, submitReceipt, type PaymentsWorld } from './payments-fixture';
import { FakeCmiGateway, formBody } from './fake-cmi-gateway';

// A store key with both characters the hash escapes, so a wrong escaping cannot pass.
const STORE_KEY = 'Sk|test\\2026';
const GATEWAY_URL = 'https://testpayment.cmi.co.ma/fim/est3Dgate';

let w: PaymentsWorld;
let admin: Person;
const gateway = new FakeCmiGateway(STORE_KEY);

beforeAll(async () => {
  w = await createPaymentsWorld({ env: { PUBLIC_URL: 'https://academy.example' } });
  admin = await person(w.t, ['admin']);
  const response = await w.t.app.inject({
    method: 'PUT',
    url: '/api/admin/card-gateway',
    headers: bearer(admin.token),
    payload: { enabled: true, provider: 'cmi', mode: 'test', merchant_id: '600000123', gateway_url: GATEWAY_URL, store_key: STORE_KEY },
  });
  expect(response.statusCode).toBe(200);
});
afterAll(() => w.t.close());

async function startCard(learner: Person): Promise<{ intent: CardIntent; form: Record<string, string> }> {
  const response = await w.t.app.inject({
    method: 'POST',
    url: '/api/payments/card',
    headers: bearer(learner.token),
    payload: { formation_id: w.fixture.paidId },
  });
  expect(response.statusCode).toBeLessThan(300);
  const intent = response.json<CardIntent>();
  if (intent.action.type !== 'post_form') throw new Error('expected a CMI form');
  return { intent, form: intent.action.fields };
}

const postCallback = (fields: Record<string, string>) =>
  w.t.app.inject({
    method: 'POST',
    url: '/api/payments/callback/cmi',
    // As CMI sends it, with its charset.
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    payload: formBody(fields),
  });

async function paymentRow(id: string) {
  const [row] = await w.t.database.db.select().from(payments).where(eq(payments.id, id));
  return row;
}
const activeEnrollments = async (userId: string) =>
  (await w.t.database.db.select().from(enrollments).where(eq(enrollments.userId, userId))).filter((row) => row.status === 'active').length;
async function callbacksStored(): Promise<number> {
  const [row] = await w.t.database.db.select({ value: count() }).from(paymentCallbacks);
  return row?.value ?? 0;
}
async function mailsTo(email: string) {
  await w.t.app.mailJobs.drain();
  return readMails(w.t.config.mailDir).filter((mail) => mail.headers.to === email);
}

describe('CMI settings', () => {
  it('never sends the store key back, and offers the card in test mode', async () => {
    const response = await w.t.app.inject({ method: 'GET', url: '/api/admin/card-gateway', headers: bearer(admin.token) });
    expect(response.json<CardGateway>()).toEqual({
      enabled: true,
      provider: 'cmi',
      mode: 'test',
      merchant_id: '600000123',
      gateway_url: GATEWAY_URL,
      has_store_key: true,
      test_gateway_available: true,
    });
    expect(response.body).not.toContain('Sk|test');
    const methods = await w.t.app.inject({ method: 'GET', url: '/api/payment-methods' });
    expect(methods.json<PaymentMethods>().card).toEqual({ available: true, provider: 'cmi', test_mode: true });
    expect(methods.body).not.toContain('Sk|test');
  });

  it('declares card-gateway answers without any store key, so the serialiser drops one a handler might leak', async () => {
    type Operation = { responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }> };
    const doc = (await w.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const operations = doc.paths['/api/admin/card-gateway'];
    for (const method of ['get', 'put']) {
      const properties = operations?.[method]?.responses['200']?.content?.['application/json']?.schema.properties ?? {};
      expect(Object.keys(properties).sort()).toEqual([
        'enabled',
        'gateway_url',
        'has_store_key',
        'merchant_id',
        'mode',
        'provider',
        'test_gateway_available',
      ]);
    }
  });
});

describe('the CMI adapter against a fake gateway', () => {
  it('builds a form the gateway accepts: client id, order id, amount, currency 504, URLs, ver3 HASH', async () => {
    const learner = await person(w.t);
    const { intent, form } = await startCard(learner);
    expect(intent.test_mode).toBe(true);
    expect(intent.action.type === 'post_form' && intent.action.url).toBe(GATEWAY_URL);
    expect(form).toMatchObject({
      clientid: '600000123',
      oid: intent.payment.id.replace(/-/g, ''),
      amount: '499.00',
      currency: '504',
      okUrl: `https://academy.example/api/payments/${intent.payment.id}/return`,
      failUrl: `https://academy.example/api/payments/${intent.payment.id}/return`,
      callbackUrl: 'https://academy.example/api/payments/callback/cmi',
      hashAlgorithm: 'ver3',
      storetype: '3D_PAY_HOSTING',
    });
    expect(gateway.acceptsForm(form)).toBe(true);
    expect(gateway.acceptsForm({ ...form, amount: '1.00' })).toBe(false);
  });

  it('a good callback with ProcReturnCode 00 marks the payment paid, enrolls, mails, and answers ACTION=POSTAUTH', async () => {
    const learner = await person(w.t);
    const { intent, form } = await startCard(learner);
    const response = await postCallback(gateway.callback(form, { approved: true }));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('ACTION=POSTAUTH');
    const row = await paymentRow(intent.payment.id);
    expect(row?.status).toBe('paid');
    expect(row?.providerReference).toMatch(/^T\d+$/);
    expect(await activeEnrollments(learner.id)).toBe(1);
    expect(await mailsTo(learner.email)).toHaveLength(1);
  });

  it('a callback with a bad hash changes nothing and answers FAILURE', async () => {
    const learner = await person(w.t);
    const { intent, form } = await startCard(learner);
    const signed = gateway.callback(form, { approved: true });
    for (const forged of [
      { ...signed, HASH: 'AAAA' },
      { ...signed, TransId: 'T-other' },
      Object.fromEntries(Object.entries(signed).filter(([name]) => name !== 'HASH')),
      { ...signed, HASH: new FakeCmiGateway('wrong key').callback(form, { approved: true }).HASH ?? '' },
    ]) {
      const response = await postCallback(forged);
      expect(response.body).toBe('FAILURE');
    }
    expect((await paymentRow(intent.payment.id))?.status).toBe('pending');
    expect(await activeEnrollments(learner.id)).toBe(0);
  });

  it('a correctly signed callback for another amount changes nothing and answers FAILURE', async () => {
    const learner = await person(w.t);
    const { intent, form } = await startCard(learner);
    const response = await postCallback(gateway.callback(form, { approved: true, amount: '1.00' }));
    expect(response.body).toBe('FAILURE');
    expect((await paymentRow(intent.payment.id))?.status).toBe('pending');
    const unknownOrder = await postCallback(gateway.callback({ ...form, oid: '0'.repeat(32) }, { approved: true }));
    expect(unknownOrder.body).toBe('FAILURE');
  });

  it('a refused card is acknowledged with APPROVED, and the same order may still succeed afterwards', async () => {
    const learner = await person(w.t);
    const { intent, form } = await startCard(learner);
    const refused = await postCallback(gateway.callback(form, { approved: false }));
    expect(refused.body).toBe('APPROVED');
    const failed = await paymentRow(intent.payment.id);
    expect(failed?.status).toBe('failed');
    expect(failed?.reason).toContain('fonds insuffisants');
    const paid = await postCallback(gateway.callback(form, { approved: true }));
    expect(paid.body).toBe('ACTION=POSTAUTH');
    expect((await paymentRow(intent.payment.id))?.status).toBe('paid');
    expect(await activeEnrollments(learner.id)).toBe(1);
  });

  it('a replayed callback changes nothing: same answer, one enrollment, one e-mail', async () => {
    const learner = await person(w.t);
    const { intent, form } = await startCard(learner);
    const failure = gateway.callback(form, { approved: false });
    const success = gateway.callback(form, { approved: true });
    expect((await postCallback(failure)).body).toBe('APPROVED');
    expect((await postCallback(success)).body).toBe('ACTION=POSTAUTH');
    const settled = await paymentRow(intent.payment.id);
    const stored = await callbacksStored();
    for (const replay of [success, failure, success]) await postCallback(replay);
    const after = await paymentRow(intent.payment.id);
    expect(after?.status).toBe('paid');
    expect(after?.updatedAt.getTime()).toBe(settled?.updatedAt.getTime());
    expect(after?.changeSeq).toBe(settled?.changeSeq);
    expect(await callbacksStored()).toBe(stored);
    expect(await activeEnrollments(learner.id)).toBe(1);
    expect(await mailsTo(learner.email)).toHaveLength(1);
    // A late, fresh failure for a paid order does not undo the payment either.
    expect((await postCallback(gateway.callback(form, { approved: false }))).body).toBe('APPROVED');
    expect((await paymentRow(intent.payment.id))?.status).toBe('paid');
  });

  it('the ok-URL return, even with an approved signed body, only redirects and marks nothing paid', async () => {
    const learner = await person(w.t);
    const { intent, form } = await startCard(learner);
    const response = await w.t.app.inject({
      method: 'POST',
      url: `/api/payments/${intent.payment.id}/return`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody(gateway.callback(form, { approved: true })),
    });
    expect(response.statusCode).toBe(303);
    // It names no formation: the learner's dashboard lists their payments once signed in.
    expect(response.headers.location).toBe('/dashboard');
    expect((await paymentRow(intent.payment.id))?.status).toBe('pending');
    const own = await w.t.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(learner.token) });
    expect(own.json<{ data: Payment[] }>().data[0]?.status).toBe('pending');
  });

  it('reconciliation leaves an unanswered CMI order open for a while, then closes it; a late success still pays', async () => {
    const learner = await person(w.t);
    const { intent, form } = await startCard(learner);
    const soon = new Date(Date.now() + RECONCILE_AFTER_MS + 60_000);
    await reconcileCardPayments(w.t.database.db, w.t.config, soon);
    expect((await paymentRow(intent.payment.id))?.status).toBe('pending');
    await reconcileCardPayments(w.t.database.db, w.t.config, new Date(Date.now() + CARD_SESSION_EXPIRY_MS + 60_000));
    const expired = await paymentRow(intent.payment.id);
    expect(expired?.status).toBe('failed');
    expect(expired?.reason).toMatch(/expired/);
    expect((await postCallback(gateway.callback(form, { approved: true }))).body).toBe('ACTION=POSTAUTH');
    expect((await paymentRow(intent.payment.id))?.status).toBe('paid');
  });

  it('a late success after reconciliation, once the formation was paid by transfer, is a duplicate (refund due), not a second payment', async () => {
    const learner = await person(w.t);
    const { intent, form } = await startCard(learner);
    await reconcileCardPayments(w.t.database.db, w.t.config, new Date(Date.now() + CARD_SESSION_EXPIRY_MS + 60_000));
    expect((await paymentRow(intent.payment.id))?.status).toBe('failed');
    // The learner pays by bank transfer instead, and an agent approves it.
    const transfer = await submitReceipt(w.t, learner.token, w.fixture.paidId, jpegPart(await cameraJpeg(64, 48)));
    expect(transfer.statusCode).toBe(201);
    const agent = await person(w.t, ['agent']);
    const approval = await w.t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${transfer.json<Payment>().id}/approve`,
      headers: bearer(agent.token),
    });
    expect(approval.json<Payment>().status).toBe('approved');
    // CMI's answer finally arrives: the money was taken, so it is acknowledged, and recorded as owed back.
    expect((await postCallback(gateway.callback(form, { approved: true }))).body).toBe('ACTION=POSTAUTH');
    const late = await paymentRow(intent.payment.id);
    expect(late?.status).toBe('duplicate');
    expect(await activeEnrollments(learner.id)).toBe(1);
    expect(await mailsTo(learner.email)).toHaveLength(1);
    expect((await mailsTo(w.t.config.staffEmail)).filter((mail) => mail.text.includes(intent.payment.id))).toHaveLength(1);
  });

  it("refuses the learner's own signed request form posted to the callback: only CMI's answer is a callback", async () => {
    const learner = await person(w.t);
    const { intent, form } = await startCard(learner);
    // The form the browser posts to CMI carries a valid HASH made with the store key, but no answer fields.
    expect(gateway.acceptsForm(form)).toBe(true);
    const response = await postCallback(form);
    expect(response.body).toBe('FAILURE');
    expect((await paymentRow(intent.payment.id))?.status).toBe('pending');
    const stored = await w.t.database.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.paymentId, intent.payment.id));
    expect(stored).toHaveLength(0);
  });
});
