import type { CardAction, CardProvider as CardProviderName } from '../../../../contract/payments';
import type { CardGatewayRow } from '../serializers';

/**
 * A card gateway behind one interface: create an intent (what the browser does next), verify
 * the gateway's server-to-server callback, and ask the gateway about an order whose callback never came.
 * The payments module never trusts the browser about money: only `verifyCallback` or `queryStatus` can
 * make a payment paid, and both go through `settleCardPayment`.
 */

export interface IntentInput {
  paymentId: string;
  orderId: string;
  amountCentimes: number;
  email: string;
  name: string;
  language: 'ar' | 'fr' | 'en';
  /** Where the gateway sends the browser back (never trusted), and where it posts the callback. */
  okUrl: string;
  failUrl: string;
  callbackUrl: string;
  shopUrl: string;
}

/** What a callback says, once its signature held. Amount and order are checked against our row by the caller. */
export type CallbackVerdict =
  | { valid: false }
  | {
      valid: true;
      orderId: string;
      /** Null when the callback's amount is not a well-formed amount: treated as a mismatch. */
      amountCentimes: number | null;
      outcome: { status: 'paid'; providerReference: string | null } | { status: 'failed'; reason: string };
      /** Identifies this exact callback (its signed content) for replay protection. */
      digest: string;
    };

export type StatusAnswer = { status: 'paid'; providerReference: string | null } | { status: 'failed'; reason: string } | { status: 'open' };

export interface CallbackReply {
  /** Body of the answer to the gateway (CMI reads `ACTION=POSTAUTH`, `APPROVED` or `FAILURE`). */
  paid: string;
  failed: string;
  error: string;
}

export interface CardGateway {
  readonly name: CardProviderName;
  /** Test mode: the screen says so plainly and no real card is charged. */
  readonly testMode: boolean;
  /** False when the settings lack what the gateway needs (merchant id, URL, store key). */
  readonly configured: boolean;
  readonly replies: CallbackReply;
  createIntent(input: IntentInput): CardAction;
  verifyCallback(fields: Record<string, string>): CallbackVerdict;
  queryStatus(orderId: string, amountCentimes: number): Promise<StatusAnswer>;
}

export type GatewayFactory = (settings: CardGatewayRow) => CardGateway;
