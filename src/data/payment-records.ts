import type { ErrorCode } from '../../contract/errors';
import { OPEN_PAYMENT_STATUSES, type Payment } from '../../contract/payments';
import type { OutboxDatabase, OutboxRow } from './outbox/outbox-row';

/**
 * The learner's payments on this device: the server's rows (`payments`, mirrored by the `me` stream and
 * written back when a receipt upload is acknowledged) and the receipts still in the outbox. Screens read
 * one summary per formation (paymentStateFor) so the formation page, the dashboard and the profile agree.
 */
export const PAYMENT_STORES = {
  payments: 'id, formation_id',
} as const;

/** The fields of a queued receipt upload (multipart, POST /api/payments/bank-transfer). */
export interface ReceiptUploadBody {
  formation_id: string;
  reference: string;
  notes: string;
}

/** Where a learner's payment for one formation stands, newest fact first. */
export type PaymentState =
  /** A receipt waits in the outbox (sending or to be sent on reconnect). */
  | { kind: 'queued'; outboxId: string; createdAt: string; sending: boolean }
  /** The server refused the queued receipt (too big, not an image…): the row waits for a new photo. */
  | { kind: 'refused'; outboxId: string; createdAt: string; code: ErrorCode | null }
  /** The server has it: pending (staff or gateway), approved/paid, rejected/failed. */
  | { kind: 'server'; payment: Payment };

export function isOpenPayment(payment: Payment): boolean {
  return OPEN_PAYMENT_STATUSES.includes(payment.status);
}

export function isReceiptRow(row: OutboxRow, formationId?: string): boolean {
  if (row.kind !== 'receipt-upload' || row.status === 'done') return false;
  return formationId === undefined || (row.request.body as ReceiptUploadBody | null)?.formation_id === formationId;
}

/** The formation a receipt row pays for. */
export function receiptFormationOf(row: OutboxRow): string {
  return (row.request.body as ReceiptUploadBody).formation_id;
}

function stateOfRow(row: OutboxRow): PaymentState {
  return row.status === 'rejected'
    ? { kind: 'refused', outboxId: row.id, createdAt: row.created_at, code: row.last_error }
    : { kind: 'queued', outboxId: row.id, createdAt: row.created_at, sending: row.status === 'sending' };
}

/**
 * The payment state of every formation the learner has paid or tried to pay for: a receipt still on the
 * phone wins over the server's rows (it is newer: the learner sends a new receipt after a rejection);
 * otherwise the newest server payment. Use in a live query (reads `outbox` and `payments`).
 */
export async function paymentStates(db: OutboxDatabase): Promise<Map<string, PaymentState>> {
  const [rows, payments] = await Promise.all([
    db.outbox.where('kind').equals('receipt-upload').toArray(),
    db.table<Payment, string>('payments').toArray(),
  ]);
  const states = new Map<string, PaymentState>();
  for (const payment of payments.sort((a, b) => a.created_at.localeCompare(b.created_at))) {
    states.set(payment.formation_id, { kind: 'server', payment });
  }
  for (const row of rows.filter((entry) => isReceiptRow(entry)).sort((a, b) => a.id.localeCompare(b.id))) {
    states.set(receiptFormationOf(row), stateOfRow(row));
  }
  return states;
}

/** One formation's payment state, or null when the learner never started paying for it. Use in a live query. */
export async function paymentStateFor(db: OutboxDatabase, formationId: string): Promise<PaymentState | null> {
  return (await paymentStates(db)).get(formationId) ?? null;
}

/**
 * Paying again would charge twice: a receipt is on its way or waits for staff, or a card payment waits
 * for its gateway. A refused receipt is not open: the learner replaces its photo or pays another way.
 */
export function blocksNewPayment(state: PaymentState | null): boolean {
  if (!state) return false;
  if (state.kind === 'queued') return true;
  return state.kind === 'server' && isOpenPayment(state.payment);
}
