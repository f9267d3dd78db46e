import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FALLBACK_LANGUAGE, type Language } from '../../../contract/constants';
import {
  SETTLED_PAYMENT_STATUSES,
  type CardIntent,
  type Payment,
  type PaymentMethods,
  type TestCardConfirm,
} from '../../../contract/payments';
import { uuidv7 } from '../../../contract/uuid';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { enrollments, formations } from '../../db/schema/catalogue';
import { bankAccounts, cardGatewaySettings, paymentCallbacks, payments } from '../../db/schema/payments';
import { isUniqueViolation } from '../../lib/http/db-errors';
import { HttpProblem, notFound } from '../../lib/http/problem';
import type { AuthUser } from '../../plugins/authenticate';
import { testGatewayAllowed } from '../../seed/demo-academy';
import { settleCardPayment } from './decisions';
import { gatewayFor, gatewayNamed } from './providers';
import { testCallback, testCardResult } from './providers/test-gateway';
import { toBankAccount, toPayment, type CardGatewayRow, type PaymentRow } from './serializers';

type FormationRow = typeof formations.$inferSelect;

export async function loadGatewaySettings(db: Db): Promise<CardGatewayRow> {
  const [row] = await db.select().from(cardGatewaySettings).where(eq(cardGatewaySettings.id, 1));
  if (row) return row;
  // The migration inserts the row; a database restored without it gets the defaults back.
  const [inserted] = await db.insert(cardGatewaySettings).values({ id: 1 }).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [again] = await db.select().from(cardGatewaySettings).where(eq(cardGatewaySettings.id, 1));
  if (!again) throw new Error('card gateway settings row missing');
  return again;
}

/** GET /api/payment-methods: the active bank accounts in display order, and whether a card can be used. */
export async function paymentMethods(db: Db, config: AppConfig): Promise<PaymentMethods> {
  const rows = await db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.isActive, true))
    .orderBy(bankAccounts.displayOrder, bankAccounts.createdAt);
  const settings = await loadGatewaySettings(db);
  const gateway = gatewayFor(settings, await testGatewayAllowed(db, config));
  return {
    bank_accounts: rows.map(toBankAccount),
    card: { available: settings.enabled && gateway.configured, provider: gateway.name, test_mode: gateway.testMode },
  };
}

/**
 * Says at start which card provider learners get: `cmi` (test or live mode), `test` (only with
 * PAYMENTS_TEST_GATEWAY=1 or on a demo academy), or none, and why.
 */
export async function logCardProvider(app: Pick<FastifyInstance, 'config' | 'database' | 'log'>): Promise<void> {
  const { db } = app.database;
  const settings = await loadGatewaySettings(db);
  const testAllowed = await testGatewayAllowed(db, app.config);
  const gateway = gatewayFor(settings, testAllowed);
  const available = settings.enabled && gateway.configured;
  const details = {
    provider: available ? gateway.name : 'none',
    test_mode: available ? gateway.testMode : null,
    enabled: settings.enabled,
  };
  if (available && gateway.name === 'test')
    app.log.warn(details, 'card payments: TEST gateway (no money moves; PAYMENTS_TEST_GATEWAY=1 or the demo academy)');
  else if (available) app.log.info(details, `card payments: ${gateway.name} gateway`);
  else
    app.log.info(
      { ...details, configured: settings.provider },
      'card payments: off (configure CMI in the dashboard, or PAYMENTS_TEST_GATEWAY=1 for the test gateway)',
    );
}

/**
 * The formation a learner may pay for now: published (else 404), not free (409 `payment.not_required`), not
 * already theirs (409 `payment.already_paid`: enrolled, or a payment approved or paid).
 */
async function payableFormation(db: Db, userId: string, formationId: string): Promise<FormationRow> {
  const [formation] = await db
    .select()
    .from(formations)
    .where(and(eq(formations.id, formationId), eq(formations.published, true)));
  if (!formation) throw notFound('formation');
  if (formation.priceCentimes <= 0) throw new HttpProblem(409, 'payment.not_required');
  const [enrollment] = await db
    .select({ status: enrollments.status })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.formationId, formationId)));
  if (enrollment?.status === 'active') throw new HttpProblem(409, 'payment.already_paid');
  if (enrollment?.status === 'revoked') throw new HttpProblem(409, 'enrollment.revoked');
  const [settled] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.formationId, formationId), inArray(payments.status, SETTLED_PAYMENT_STATUSES)))
    .limit(1);
  if (settled) throw new HttpProblem(409, 'payment.already_paid');
  return formation;
}

async function openPayment(db: Db, userId: string, formationId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.formationId, formationId), eq(payments.status, 'pending')));
  return row ?? null;
}

const alreadyPending = () => new HttpProblem(409, 'payment.already_pending');

/**
 * Why a bank transfer for this formation would be refused now (not payable, already paid, a payment open),
 * or null: asked before a receipt's image is decoded, so a refused upload costs no decoding.
 */
export async function bankTransferRefusal(db: Db, userId: string, formationId: string): Promise<HttpProblem | null> {
  try {
    await payableFormation(db, userId, formationId);
  } catch (error) {
    if (error instanceof HttpProblem) return error;
    throw error;
  }
  return (await openPayment(db, userId, formationId)) ? alreadyPending() : null;
}

export interface BankTransferInput {
  /** The id the receipt was stored under (`<id>.<ext>`, receipts.ts). */
  paymentId: string;
  formationId: string;
  reference: string;
  notes: string;
  /** The clean receipt, already stored by the decoder (receipts.ts); the caller removes it if this throws. */
  receiptKey: string;
}

/**
 * Records a bank-transfer payment for a receipt already stored under its key. No file is written here:
 * on PGlite this runs inside the idempotency claim's transaction, which holds the only connection, so the
 * transaction holds nothing but its statements.
 */
export async function createBankTransfer(db: Db, userId: string, input: BankTransferInput): Promise<Payment> {
  const formation = await payableFormation(db, userId, input.formationId);
  if (await openPayment(db, userId, input.formationId)) throw alreadyPending();
  try {
    // A savepoint: a unique violation undoes the insert alone, and the claim's transaction can still store its 409.
    const [row] = await db.transaction((tx) =>
      tx
        .insert(payments)
        .values({
          id: input.paymentId,
          userId,
          formationId: formation.id,
          method: 'bank_transfer',
          amountCentimes: formation.priceCentimes,
          transferReference: input.reference === '' ? null : input.reference,
          notes: input.notes === '' ? null : input.notes,
          receiptKey: input.receiptKey,
        })
        .returning(),
    );
    if (!row) throw new Error('payment insert returned nothing');
    return toPayment(row);
  } catch (error) {
    // Two submissions at the same instant: the partial unique index lets one through.
    if (isUniqueViolation(error)) throw alreadyPending();
    throw error;
  }
}

export async function listOwnPayments(db: Db, userId: string): Promise<Payment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(sql`${payments.createdAt} desc`);
  return rows.map(toPayment);
}

export async function findPayment(db: Db, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

function languageOf(user: AuthUser): Language {
  const preferred = user.row.preferredLanguage;
  return preferred === 'ar' || preferred === 'fr' || preferred === 'en' ? preferred : FALLBACK_LANGUAGE;
}

/** The order id a gateway knows a payment by: the payment's id without dashes (CMI takes up to 64 letters and digits). */
const orderIdOf = (paymentId: string) => paymentId.replace(/-/g, '');

/**
 * POST /api/payments/card: a card payment waiting for its gateway, and what the browser does next. An
 * open card payment for the same formation and gateway is continued (same order) instead of opening a
 * second one; an open bank transfer is 409 `payment.already_pending`. A new order voids the older failed
 * ones for the formation.
 */
export async function createCardIntent(
  db: Db,
  config: AppConfig,
  user: AuthUser,
  formationId: string,
): Promise<{ intent: CardIntent; created: boolean }> {
  const settings = await loadGatewaySettings(db);
  const gateway = gatewayFor(settings, await testGatewayAllowed(db, config));
  if (!settings.enabled || !gateway.configured) throw new HttpProblem(409, 'payment.intent_error');
  const formation = await payableFormation(db, user.id, formationId);
  let row = await openPayment(db, user.id, formationId);
  let created = false;
  if (row && (row.method !== 'card' || row.provider !== gateway.name)) throw alreadyPending();
  if (!row) {
    const id = uuidv7();
    try {
      row = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        // A new order replaces the learner's older failed ones for this formation: they are void,
        // and should their gateway still report a success, it is recorded as `duplicate` (refund due).
        await tx
          .update(payments)
          .set({ status: 'void', updatedAt: sql`now()` })
          .where(
            and(
              eq(payments.userId, user.id),
              eq(payments.formationId, formation.id),
              eq(payments.method, 'card'),
              eq(payments.status, 'failed'),
            ),
          );
        const [inserted] = await tx
          .insert(payments)
          .values({
            id,
            userId: user.id,
            formationId: formation.id,
            method: 'card',
            amountCentimes: formation.priceCentimes,
            provider: gateway.name,
            providerOrderId: orderIdOf(id),
          })
          .returning();
        return inserted ?? null;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyPending();
      throw error;
    }
    created = true;
  }
  if (!row) throw new Error('payment insert returned nothing');
  const base = config.publicUrl.replace(/\/$/, '');
  const action = gateway.createIntent({
    paymentId: row.id,
    orderId: row.providerOrderId ?? orderIdOf(row.id),
    amountCentimes: row.amountCentimes,
    email: user.row.email,
    name: `${user.row.firstName} ${user.row.lastName}`.trim(),
    language: languageOf(user),
    okUrl: `${base}/api/payments/${row.id}/return`,
    failUrl: `${base}/api/payments/${row.id}/return`,
    callbackUrl: `${base}/api/payments/callback/${gateway.name}`,
    shopUrl: `${base}/course/${formation.id}/enroll`,
  });
  return { intent: { payment: toPayment(row), action, test_mode: gateway.testMode }, created };
}

export interface CallbackResult {
  /** The body the gateway reads. */
  reply: string;
  /** What happened, for the log and tests: `paid`, `failed`, `duplicate`, `replay`, `unchanged`, or why it was refused. */
  outcome: string;
}

/**
 * A gateway's server-to-server callback. Trusted only when its signature holds, its order is one of ours
 * for that gateway and its amount is the payment's; then it settles the payment once. The same callback
 * again (same signed content) answers what it answered first and changes nothing.
 */
export async function handleCallback(
  db: Db,
  config: AppConfig,
  providerName: string,
  fields: Record<string, string>,
): Promise<CallbackResult> {
  const settings = await loadGatewaySettings(db);
  const gateway = gatewayNamed(providerName, settings, await testGatewayAllowed(db, config));
  if (!gateway) return { reply: 'FAILURE', outcome: 'unknown_provider' };
  const verdict = gateway.verifyCallback(fields);
  if (!verdict.valid) return { reply: gateway.replies.error, outcome: 'bad_signature' };
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, gateway.name), eq(payments.providerOrderId, verdict.orderId), eq(payments.method, 'card')));
  if (!row) return { reply: gateway.replies.error, outcome: 'unknown_order' };
  if (verdict.amountCentimes !== row.amountCentimes) return { reply: gateway.replies.error, outcome: 'wrong_amount' };
  const answer = verdict.outcome.status === 'paid' ? gateway.replies.paid : gateway.replies.failed;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [first] = await tx
      .insert(paymentCallbacks)
      .values({ id: uuidv7(), provider: gateway.name, digest: verdict.digest, paymentId: row.id, outcome: verdict.outcome.status })
      .onConflictDoNothing()
      .returning({ id: paymentCallbacks.id });
    if (!first) return { reply: answer, outcome: 'replay' };
    const changed = await settleCardPayment(tx, config, row.id, verdict.outcome);
    if (!changed) return { reply: answer, outcome: 'unchanged' };
    return { reply: answer, outcome: changed.outcome === 'duplicate' ? 'duplicate' : verdict.outcome.status };
  });
}

/**
 * POST /api/payments/{id}/test-confirm: the learner's test card, for their own open test payment. The
 * result reaches the payment through handleCallback, as a real gateway's callback would.
 */
export async function confirmTestCard(
  db: Db,
  config: AppConfig,
  userId: string,
  id: string,
  cardNumber: string,
  confirmationCode: string | undefined,
): Promise<TestCardConfirm> {
  const row = await findPayment(db, id);
  if (!row || row.userId !== userId || row.method !== 'card' || row.provider !== 'test') throw notFound('payment');
  if (!(await testGatewayAllowed(db, config))) throw notFound('payment');
  if (row.status === 'paid' || row.status === 'duplicate') return { payment: toPayment(row), needs_confirmation: false };
  // A void order's page is still open in some tab: its answer goes through like a gateway's late answer.
  if (row.status !== 'pending' && row.status !== 'failed' && row.status !== 'void') throw new HttpProblem(409, 'payment.already_decided');
  const result = testCardResult(cardNumber, confirmationCode);
  if (result.kind === 'needs_confirmation') return { payment: toPayment(row), needs_confirmation: true };
  if (result.kind === 'wrong_code')
    throw new HttpProblem(422, 'validation.failed', undefined, { confirmation_code: ['validation.invalid_value'] });
  const orderId = row.providerOrderId ?? orderIdOf(row.id);
  const callback = testCallback(orderId, row.amountCentimes, result.kind === 'paid' ? 'paid' : 'failed');
  await handleCallback(db, config, 'test', callback);
  const after = await findPayment(db, id);
  if (!after) throw notFound('payment');
  return { payment: toPayment(after), needs_confirmation: false };
}

/** Card payments still open after this long are asked about (their callback may have been lost). */
export const RECONCILE_AFTER_MS = 10 * 60 * 1000;
/**
 * A card payment the gateway still calls open after this long is closed as failed: the gateway's payment
 * page session ended long ago, and an open payment would keep the learner from paying by bank transfer.
 * Should the gateway's success still arrive, it is applied (failed → paid is allowed), or recorded as
 * `duplicate` when the formation was settled meanwhile (a bank transfer approved, another order paid).
 */
export const CARD_SESSION_EXPIRY_MS = 60 * 60 * 1000;
const EXPIRED_REASON = 'No answer from the card gateway: the payment session expired';

/**
 * One pass of reconciliation: asks each open card payment's gateway about it and settles what the gateway
 * reports. Returns how many payments changed.
 */
export async function reconcileCardPayments(db: Db, config: AppConfig, now: Date = new Date()): Promise<number> {
  const settings = await loadGatewaySettings(db);
  const testAllowed = await testGatewayAllowed(db, config);
  const cutoff = new Date(now.getTime() - RECONCILE_AFTER_MS);
  const open = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.method, 'card'), eq(payments.status, 'pending'), lt(payments.createdAt, sql`${cutoff.toISOString()}::timestamptz`)),
    )
    .limit(100);
  let changed = 0;
  for (const row of open) {
    const gateway = gatewayNamed(row.provider ?? '', settings, testAllowed);
    if (!gateway || !row.providerOrderId) continue;
    const answer = await gateway.queryStatus(row.providerOrderId, row.amountCentimes);
    const expired = now.getTime() - row.createdAt.getTime() > CARD_SESSION_EXPIRY_MS;
    if (answer.status === 'open' && !expired) continue;
    const outcome = answer.status === 'open' ? { status: 'failed' as const, reason: EXPIRED_REASON } : answer;
    if (await settleCardPayment(db, config, row.id, outcome)) changed += 1;
  }
  return changed;
}
