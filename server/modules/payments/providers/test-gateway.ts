import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TEST_CARD_CONFIRMATION_CODE, TEST_CARDS } from '../../../../contract/payments';
import { formatAmount, parseAmount } from '../serializers';
import type { CardGateway, CallbackVerdict, IntentInput } from './provider';

/**
 * The test gateway (demos and tests only: PAYMENTS_TEST_GATEWAY=1 or the demo seed): no money moves. The learner types one of the
 * documented TEST_CARDS on our own test-card form; POST /api/payments/{id}/test-confirm turns it into a
 * callback signed by this gateway and hands it to the same callback handling as a real gateway's, so a
 * test payment becomes paid through exactly the path a CMI payment does.
 *
 * The signing key is drawn when the server starts and never leaves the process: nobody outside can forge
 * a test callback, even though POST /api/payments/callback/test is public like every gateway callback.
 */
const signingKey = randomBytes(32);

function signature(fields: Record<string, string>): string {
  const text = Object.keys(fields)
    .filter((name) => name !== 'signature')
    .sort()
    .map((name) => `${name}=${fields[name] ?? ''}`)
    .join('&');
  return createHmac('sha256', signingKey).update(text).digest('base64url');
}

export type TestCardResult = { kind: 'paid' } | { kind: 'declined' } | { kind: 'needs_confirmation' } | { kind: 'wrong_code' };

/** What the documented test cards do; any other number is declined, as an issuer would. */
export function testCardResult(cardNumber: string, confirmationCode: string | undefined): TestCardResult {
  if (cardNumber === TEST_CARDS.success) return { kind: 'paid' };
  if (cardNumber === TEST_CARDS.confirm) {
    if (confirmationCode === undefined) return { kind: 'needs_confirmation' };
    return confirmationCode === TEST_CARD_CONFIRMATION_CODE ? { kind: 'paid' } : { kind: 'wrong_code' };
  }
  return { kind: 'declined' };
}

/** The callback the test gateway "posts" for an order: the same shape a real gateway's callback has. */
export function testCallback(orderId: string, amountCentimes: number, outcome: 'paid' | 'failed'): Record<string, string> {
  const fields: Record<string, string> = {
    order_id: orderId,
    amount: formatAmount(amountCentimes),
    outcome,
    reference: outcome === 'paid' ? `test-${randomBytes(6).toString('hex')}` : '',
    reason: outcome === 'failed' ? 'Card declined by the issuer (test card)' : '',
    nonce: randomBytes(8).toString('hex'),
  };
  fields.signature = signature(fields);
  return fields;
}

/** `allowed`: PAYMENTS_TEST_GATEWAY=1 or a demo academy; otherwise it takes no payment. */
export function testGateway(allowed: boolean): CardGateway {
  return {
    name: 'test',
    testMode: true,
    configured: allowed,
    replies: { paid: 'OK', failed: 'OK', error: 'FAILURE' },

    createIntent(input: IntentInput) {
      return { type: 'test_card', confirm_url: `/api/payments/${input.paymentId}/test-confirm` };
    },

    verifyCallback(fields): CallbackVerdict {
      const given = Buffer.from(fields.signature ?? '');
      const expected = Buffer.from(signature(fields));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false };
      const outcome =
        fields.outcome === 'paid'
          ? { status: 'paid' as const, providerReference: fields.reference || null }
          : { status: 'failed' as const, reason: fields.reason || 'Card declined (test card)' };
      return {
        valid: true,
        orderId: fields.order_id ?? '',
        amountCentimes: parseAmount(fields.amount ?? ''),
        outcome,
        digest: createHash('sha256')
          .update(fields.signature ?? '')
          .digest('hex'),
      };
    },

    // Nothing was confirmed on the test form for this order (or its confirmation was lost): like a
    // gateway whose payment session expired, the order is reported as failed.
    async queryStatus() {
      return { status: 'failed', reason: 'No card was confirmed for this order (test mode)' };
    },
  };
}
