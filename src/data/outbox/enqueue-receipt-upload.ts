import type { ReceiptUploadBody } from '../payment-records';
import type { UserDatabase } from '../user-db';
import { enqueue } from './enqueue';
import type { OutboxRow } from './outbox-row';
import './receipt-upload-kind';

export interface ReceiptUploadInput {
  formationId: string;
  /** The photo as it will be sent (already recompressed by the screen). */
  receipt: Blob;
  filename: string;
  reference?: string;
  notes?: string;
}

/** The outbox queue of one learner's payment for a formation (see OutboxRow.resource). */
export const paymentResource = (formationId: string) => `payment:${formationId}`;

/**
 * Queues a bank-transfer receipt (multipart POST /api/payments/bank-transfer). The photo is a Blob in the
 * outbox row itself, in IndexedDB, so it survives reloads and a closed tab; the row's id is the
 * Idempotency-Key, so a resend after a lost answer never creates a second payment.
 *
 * Its resource is the payment's own (`payment:<formation>`), not the formation's: a 1 MB upload on a weak
 * link never holds back the quiz answers and progress of any formation, and the server enrolls the
 * learner only once staff approve, so nothing of the formation's queue waits on it.
 *
 * `replacing`: a refused receipt (its photo too big, not an image…) is replaced by this one in the same
 * transaction. A new row, not an edited one: the server ties a key to the body it first saw.
 */
export async function enqueueReceiptUpload(
  db: UserDatabase,
  input: ReceiptUploadInput,
  replacing?: string,
  now: Date = new Date(),
): Promise<OutboxRow> {
  const body: ReceiptUploadBody = {
    formation_id: input.formationId,
    reference: input.reference?.trim() ?? '',
    notes: input.notes?.trim() ?? '',
  };
  return db.transaction('rw', db.outbox, async () => {
    if (replacing) {
      const old = await db.outbox.get(replacing);
      // Only a refused row, or one never tried: a row that was sent may already be on the server.
      const replaceable = old?.status === 'rejected' || (old?.status === 'pending' && old.attempts === 0);
      if (old && old.kind === 'receipt-upload' && replaceable) await db.outbox.delete(replacing);
    }
    return enqueue(db, {
      kind: 'receipt-upload',
      path: 'payments/bank-transfer',
      body,
      files: [{ field: 'receipt', blob: input.receipt, filename: input.filename }],
      resource: paymentResource(input.formationId),
      userId: db.userId,
      now,
    });
  });
}
