import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '../../../contract/constants';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { formations } from '../../db/schema/catalogue';
import { users } from '../../db/schema/identity';
import { payments } from '../../db/schema/payments';
import { enqueueMail } from '../../lib/mail-jobs';
import { HttpProblem, notFound } from '../../lib/problem';
import { activatePaidEnrollment } from '../catalogue/enrollments-service';
import { approvedMail, rejectedMail, type PaymentMailInput } from './payment-mails';
import type { PaymentRow } from './serializers';

/**
 * Every change of a payment's status goes through here: staff approving or rejecting a receipt, and the
 * card gateway (a verified callback, the test provider's confirmation, or reconciliation) reporting paid
 * or failed. Each is one conditional UPDATE … WHERE status = … RETURNING: of two agents clicking at once,
 * twenty double clicks or a callback delivered twice, exactly one changes the row, and only that one
 * enrolls the learner and queues the e-mail, in the same transaction.
 */

async function mailInput(db: Db, row: PaymentRow): Promise<PaymentMailInput> {
  const [found] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.preferredLanguage, title: formations.title })
    .from(users)
    .innerJoin(formations, eq(formations.id, row.formationId))
    .where(eq(users.id, row.userId));
  if (!found) throw notFound('payment');
  return {
    to: found.email,
    firstName: found.firstName,
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

/** Staff accept a bank-transfer receipt: the learner is enrolled and told. */
export async function approvePayment(db: Db, config: AppConfig, id: string, reviewerId: string): Promise<PaymentRow> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .update(payments)
      .set({ status: 'approved', reviewerId, decidedAt: sql`now()`, updatedAt: sql`now()`, reason: null })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending'), eq(payments.method, 'bank_transfer')))
      .returning();
    if (!row) throw await refusal(tx, id, 'bank_transfer');
    await enrollAndMail(tx, config, row);
    return row;
  });
}

/** Staff refuse a receipt, with a reason the learner reads in the e-mail and on their phone. */
export async function rejectPayment(db: Db, config: AppConfig, id: string, reviewerId: string, reason: string): Promise<PaymentRow> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .update(payments)
      .set({ status: 'rejected', reviewerId, decidedAt: sql`now()`, updatedAt: sql`now()`, reason })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending'), eq(payments.method, 'bank_transfer')))
      .returning();
    if (!row) throw await refusal(tx, id, 'bank_transfer');
    await enqueueMail(tx, rejectedMail(config, await mailInput(tx, row), reason));
    return row;
  });
}

export type CardOutcome = { status: 'paid'; providerReference: string | null } | { status: 'failed'; reason: string };

/**
 * The gateway's word on a card payment. `paid` is accepted from pending or failed (a gateway lets the
 * learner retry the same order after a refused card, so failures may come before the success); `failed`
 * only from pending, so a late failure never undoes a payment. Returns the row when this call changed it,
 * null when the payment was already in that state or beyond (a replay).
 */
export async function settleCardPayment(db: Db, config: AppConfig, id: string, outcome: CardOutcome): Promise<PaymentRow | null> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (outcome.status === 'paid') {
      const [row] = await tx
        .update(payments)
        .set({ status: 'paid', providerReference: outcome.providerReference, decidedAt: sql`now()`, updatedAt: sql`now()`, reason: null })
        .where(and(eq(payments.id, id), eq(payments.method, 'card'), inArray(payments.status, ['pending', 'failed'])))
        .returning();
      if (!row) return null;
      await enrollAndMail(tx, config, row);
      return row;
    }
    const [row] = await tx
      .update(payments)
      .set({ status: 'failed', reason: outcome.reason, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(payments.id, id), eq(payments.method, 'card'), eq(payments.status, 'pending')))
      .returning();
    return row ?? null;
  });
}
