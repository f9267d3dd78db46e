import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '../../../contract/payments';
import { bearer } from '../auth/support';
import { cameraJpeg, createPaymentsWorld, jpegPart, person, submitReceipt, type PaymentsWorld } from './payments-fixture';

let w: PaymentsWorld;
beforeAll(async () => {
  w = await createPaymentsWorld();
});
afterAll(() => w.t.close());

const receiptFiles = () => {
  try {
    return readdirSync(path.join(w.t.dataDir, 'receipts')).filter((name) => !name.startsWith('.'));
  } catch {
    return [];
  }
};

describe('POST /api/payments/bank-transfer', () => {
  it('records a pending payment at the formation price with its receipt', async () => {
    const learner = await person(w.t);
    const response = await submitReceipt(w.t, learner.token, w.fixture.paidId, jpegPart(await cameraJpeg()), {
      reference: ' VIR-2026-001 ',
      notes: 'Paid at the agency',
    });
    expect(response.statusCode).toBe(201);
    const payment = response.json<Payment>();
    expect(payment).toMatchObject({
      formation_id: w.fixture.paidId,
      method: 'bank_transfer',
      amount_centimes: 49_900,
      currency: 'MAD',
      status: 'pending',
      provider: null,
      transfer_reference: 'VIR-2026-001',
      notes: 'Paid at the agency',
      has_receipt: true,
      reason: null,
      decided_at: null,
    });
    const list = await w.t.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(learner.token) });
    expect(list.json<{ data: Payment[] }>().data.map((p) => p.id)).toEqual([payment.id]);
    expect(receiptFiles()).toContain(`${payment.id}.jpg`);
  });
});
