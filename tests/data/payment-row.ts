/** A wire-shaped learner payment (`Payment`, as the `me` stream and the receipt upload give it) for client tests. */
import type { Payment } from '../../contract/payments';

/** A pending bank transfer of 499 MAD with its receipt, for `formation_id`; `overrides` set the rest. */
export function paymentRow(overrides: Partial<Payment> & Pick<Payment, 'formation_id'>): Payment {
  return {
    id: '0190eeee-0000-7000-8000-00000000p001',
    method: 'bank_transfer',
    amount_centimes: 49_900,
    currency: 'MAD',
    status: 'pending',
    provider: null,
    transfer_reference: null,
    notes: null,
    has_receipt: true,
    reason: null,
    created_at: '2026-03-01T08:00:00.000Z',
    decided_at: null,
    updated_at: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}
