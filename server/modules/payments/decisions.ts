import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../contract/constants';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { formations } from '../../db/schema/catalogue';
import { users } from '../../db/schema/identity';
import { payments } from '../../db/schema/payments';
import { enqueueMail } from '../../lib/jobs/mail-jobs';
import { isUniqueViolation } from '../../lib/http/db-errors';
import { HttpProblem, notFound } from '../../lib/http/problem';
import { activatePaidEnrollment } from '../catalogue/public';
import { approvedMail, refundDueMail, rejectedMail, type PaymentMailInput } from './payment-mails';
import type { PaymentRow } from './serializers';

/**
 * Every change of a payment's status goes through here: staff approving or rejecting a receipt, and the
 * card gateway (a verified callback, the test provider's confirmation, or reconciliation) reporting paid
 * or failed. Each is one conditional UPDATE … WHERE status = … RETURNING: of two agents clicking at once,
 * twenty double clicks or a callback delivered twice, exactly one changes the row, and only that one
 * enrolls the learner and queues the e-mail, in the same transaction.
 *
 * A formation is settled at most once per learner: the partial unique index
 * `payments_one_settled_key` admits one `approved` or `paid` row per learner and formation, on both engines.
 * The settling UPDATE runs in a savepoint; when the index refuses it (another payment settled first, or
 * is settling in a concurrent transaction that commits), the same payment is recorded as `duplicate`
 * instead: it enrols nobody, the learner sees the charge will be refunded and staff are mailed.
 */

async function mailInput(db: Db, row: PaymentRow): Promise<PaymentMailInput & { lastName: string }> {
  const [found] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.preferredLanguage,
      title: formations.title,
    })
    .from(users)
    .innerJoin(formations, eq(formations.id, row.formationId))
    .where(eq(users.id, row.userId));
  if (!found) throw notFound('payment');
  return {
    to: found.email,
    firstName: found.firstName,
    lastName: found.lastName,
    language: (found.language as Language | null) ?? null,
    formationId: row.formationId,
    formationTitle: found.title,
    amountCentimes: row.amountCentimes,
  };
}

/** Why a decision changed nothing: an unknown payment is 404, one already decided 409. */
async function refusal(db: Db, id: string, method?: 'bank_transfer'): Promise<HttpProblem> {
  const [row] = await db.select({ method: payments.method }).from(payments).where(eq(payments.id, id));
  if (!row || (method && row.method !== method)) return notFound('payment');
  return new HttpProblem(409, 'payment.already_decided');
}

async function enrollAndMail(tx: Db, config: AppConfig, row: PaymentRow): Promise<void> {
  await activatePaidEnrollment(tx, row.userId, row.formationId);
  await enqueueMail(tx, approvedMail(config, await mailInput(tx, row), row.method));
}

/** Why a payment became `duplicate`: kept in `reason`, which the learner and staff read. */
export const DUPLICATE_REASON = 'This course was already paid: this payment will be refunded';

type PaymentChanges = Partial<typeof payments.$inferInsert>;
export type Settlement = { row: PaymentRow; outcome: 'settled' | 'duplicate' };

/**
 * Settles payment `id` as `status` when `where` still holds, inside `tx`: the one settlement of its learner
 * and formation, or `duplicate` when another payment holds that place (the unique index decides, also
 * against a concurrent transaction). Null when `where` no longer holds (already decided, a replay).
 */
async function settleOnce(
  tx: Db,
  id: string,
  status: 'approved' | 'paid',
  changes: PaymentChanges,
  where: SQL,
): Promise<Settlement | null> {
  try {
    const settled = await tx.transaction(async (savepoint) => {
      const [row] = await savepoint
        .update(payments)
        .set({ ...changes, status, decidedAt: sql`now()`, updatedAt: sql`now()`, reason: null })
        .where(and(eq(payments.id, id), where))
        .returning();
      return row ?? null;
    });
    return settled ? { row: settled, outcome: 'settled' } : null;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return markDuplicate(tx, id, changes, where);
}

async function markDuplicate(tx: Db, id: string, changes: PaymentChanges, where: SQL): Promise<Settlement | null> {
  const [row] = await tx
    .update(payments)
    .set({ ...changes, status: 'duplicate', decidedAt: sql`now()`, updatedAt: sql`now()`, reason: DUPLICATE_REASON })
    .where(and(eq(payments.id, id), where))
    .returning();
  return row ? { row, outcome: 'duplicate' } : null;
}

/** Enrols and tells the learner for a settlement; tells staff a refund is due for a duplicate. */
async function afterSettlement(tx: Db, config: AppConfig, settlement: Settlement): Promise<void> {
  const { row } = settlement;
  if (settlement.outcome === 'settled') {
    await enrollAndMail(tx, config, row);
    return;
  }
  const input = await mailInput(tx, row);
  await enqueueMail(tx, refundDueMail(config, { ...input, paymentId: row.id, method: row.method }));
}

/** A reviewer never decides their own payment (four eyes): 409 `payments.own_payment`. */
async function refuseOwnPayment(tx: Db, id: string, reviewerId: string): Promise<void> {
  const [row] = await tx.select({ userId: payments.userId, method: payments.method }).from(payments).where(eq(payments.id, id));
  // A card payment is nobody's to decide: it stays 404 (refusal below), whoever asks.
  if (row?.method === 'bank_transfer' && row.userId === reviewerId) throw new HttpProblem(409, 'payments.own_payment');
}

const pendingTransfer = and(eq(payments.status, 'pending'), eq(payments.method, 'bank_transfer')) as SQL;

/**
 * Staff accept a bank-transfer receipt: the learner is enrolled and told, or, when the formation was
 * already settled (a card payment went through meanwhile), the transfer is recorded as `duplicate`.
 */
export async function approvePayment(db: Db, config: AppConfig, id: string, reviewerId: string): Promise<Settlement> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await refuseOwnPayment(tx, id, reviewerId);
    const settlement = await settleOnce(tx, id, 'approved', { reviewerId }, pendingTransfer);
    if (!settlement) throw await refusal(tx, id, 'bank_transfer');
    await afterSettlement(tx, config, settlement);
    return settlement;
  });
}

/** Staff refuse a receipt, with a reason the learner reads in the e-mail and on their phone. */
export async function rejectPayment(db: Db, config: AppConfig, id: string, reviewerId: string, reason: string): Promise<PaymentRow> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await refuseOwnPayment(tx, id, reviewerId);
    const [row] = await tx
      .update(payments)
      .set({ status: 'rejected', reviewerId, decidedAt: sql`now()`, updatedAt: sql`now()`, reason })
      .where(and(eq(payments.id, id), pendingTransfer))
      .returning();
    if (!row) throw await refusal(tx, id, 'bank_transfer');
    await enqueueMail(tx, rejectedMail(config, await mailInput(tx, row), reason));
    return row;
  });
}

export type CardOutcome = { status: 'paid'; providerReference: string | null } | { status: 'failed'; reason: string };

/**
 * The gateway's word on a card payment. `paid` is accepted from pending or failed (a gateway lets the
 * learner retry the same order after a refused card, so failures may come before the success) and
 * settles the formation, or is recorded as `duplicate` when another payment settled it; from `void` (an
 * order the learner replaced by a newer one) it is always `duplicate`. `failed` only from pending, so a
 * late failure never undoes a payment. Returns what this call changed, null when the payment was already
 * in that state or beyond (a replay).
 */
export async function settleCardPayment(db: Db, config: AppConfig, id: string, outcome: CardOutcome): Promise<Settlement | null> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (outcome.status === 'paid') {
      const changes = { providerReference: outcome.providerReference };
      const card = eq(payments.method, 'card');
      const settlement =
        (await settleOnce(tx, id, 'paid', changes, and(card, inArray(payments.status, ['pending', 'failed'])) as SQL)) ??
        (await markDuplicate(tx, id, changes, and(card, eq(payments.status, 'void')) as SQL));
      if (!settlement) return null;
      await afterSettlement(tx, config, settlement);
      return settlement;
    }
    const [row] = await tx
      .update(payments)
      .set({ status: 'failed', reason: outcome.reason, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(payments.id, id), eq(payments.method, 'card'), eq(payments.status, 'pending')))
      .returning();
    return row ? { row, outcome: 'settled' } : null;
  });
}
