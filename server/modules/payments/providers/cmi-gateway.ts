import { createHash, randomBytes } from 'node:crypto';
import { PAYMENT_CURRENCY_NUMERIC } from '../../../../contract/payments';
import { formatAmount, parseAmount, type CardGatewayRow } from '../serializers';
import { cmiHash, cmiHashMatches } from './cmi-hash';
import type { CardGateway, CallbackVerdict, IntentInput } from './provider';

/**
 * CMI (Centre Monétique Interbancaire), the Moroccan interbank gateway, in its "3D_PAY_HOSTING" mode: the
 * browser posts a signed form to CMI's hosted page (…/fim/est3Dgate), the card is typed there, and CMI
 * posts a signed server-to-server callback to `callbackUrl`. The callback is trusted only when its HASH
 * matches (cmi-hash.ts) and, in the caller, its order id and amount match our payment. The answer tells
 * CMI what to do: `ACTION=POSTAUTH` captures an approved card, `APPROVED` acknowledges a refusal, and
 * `FAILURE` says we could not take it (CMI then cancels the authorisation and may retry the callback).
 *
 * The browser's return to okUrl proves nothing (anyone can open that URL): it never marks a payment paid.
 */
/** Fields only CMI's answer carries (its request form has none of them), each non-empty in every answer. */
const CMI_ANSWER_FIELDS = ['ProcReturnCode', 'Response'] as const;

export function cmiGateway(settings: CardGatewayRow): CardGateway {
  const storeKey = settings.storeKey ?? '';
  return {
    name: 'cmi',
    testMode: settings.mode !== 'live',
    configured: storeKey !== '' && settings.merchantId !== '' && settings.gatewayUrl !== '',
    replies: { paid: 'ACTION=POSTAUTH', failed: 'APPROVED', error: 'FAILURE' },

    createIntent(input: IntentInput) {
      const fields: Record<string, string> = {
        clientid: settings.merchantId,
        oid: input.orderId,
        amount: formatAmount(input.amountCentimes),
        currency: PAYMENT_CURRENCY_NUMERIC,
        okUrl: input.okUrl,
        failUrl: input.failUrl,
        callbackUrl: input.callbackUrl,
        shopurl: input.shopUrl,
        TranType: 'PreAuth',
        storetype: '3D_PAY_HOSTING',
        hashAlgorithm: 'ver3',
        lang: input.language,
        email: input.email,
        BillToName: input.name,
        CallbackResponse: 'true',
        refreshtime: '5',
        // A fresh random value per form, as CMI asks, so two forms for one order never share a hash.
        rnd: randomBytes(12).toString('hex'),
        encoding: 'UTF-8',
      };
      fields.HASH = cmiHash(fields, storeKey);
      return { type: 'post_form', url: settings.gatewayUrl, fields };
    },

    verifyCallback(fields): CallbackVerdict {
      if (storeKey === '' || !cmiHashMatches(fields, storeKey)) return { valid: false };
      // The request form the browser posts to CMI is signed with the same store key: only CMI's answer,
      // which adds the outcome fields, is a callback. A learner's own form is refused.
      if (!CMI_ANSWER_FIELDS.every((name) => (fields[name] ?? '') !== '')) return { valid: false };
      const orderId = fields.oid ?? '';
      const code = fields.ProcReturnCode ?? '';
      const outcome =
        code === '00'
          ? { status: 'paid' as const, providerReference: fields.TransId || null }
          : { status: 'failed' as const, reason: (fields.ErrMsg || fields.Response || `ProcReturnCode ${code || '?'}`).slice(0, 500) };
      return {
        valid: true,
        orderId,
        amountCentimes: parseAmount(fields.amount ?? ''),
        outcome,
        digest: createHash('sha256')
          .update(fields.HASH ?? fields.hash ?? '')
          .digest('hex'),
      };
    },

    // CMI's order-status API needs API credentials the settings do not hold yet: an order whose callback
    // was lost stays open until reconciliation closes it as expired (a late callback still settles it).
    async queryStatus() {
      return { status: 'open' };
    },
  };
}
