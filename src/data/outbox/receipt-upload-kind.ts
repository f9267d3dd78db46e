import * as v from 'valibot';
import { PaymentSchema, type Payment } from '../../../contract/payments';
import { registerOutboxKind } from './ack-handlers';

/**
 * Receipt write-back: the server's pending payment replaces the queued receipt on this device at once, so
 * the screens say "pending verification" before the `me` stream brings the same row. A refusal keeps the
 * row (and its photo) with its reason: the learner replaces the photo and sends again, nothing is lost.
 */
registerOutboxKind('receipt-upload', {
  tables: ['payments'],
  async onAck(db, _row, body) {
    const parsed = v.safeParse(PaymentSchema, body);
    if (parsed.success) await db.table<Payment, string>('payments').put(parsed.output);
  },
});
