import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PaymentMethod, PaymentStatus } from '../../../contract/payments';
import type { Translatable } from '../../../contract/translatable';
import { formations } from './catalogue';
import { users } from './identity';

/**
 * Payments (migration 0014_payments.sql). A payment is `pending` until staff decide a receipt or
 * the gateway confirms a card; a partial unique index keeps one open payment per learner and formation, and
 * another (0018) one settled payment (`approved` or `paid`) per learner and formation.
 * Rows travel in the learner's `me` sync stream (triggers in the migration keep `change_seq`).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    formationId: uuid('formation_id')
      .notNull()
      .references(() => formations.id, { onDelete: 'cascade' }),
    method: text('method').$type<PaymentMethod>().notNull(),
    amountCentimes: integer('amount_centimes').notNull(),
    currency: text('currency').notNull().default('MAD'),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    /** `test` or `cmi` for cards; null for bank transfers. */
    provider: text('provider'),
    /** The order id the gateway knows this payment by (CMI `oid`). */
    providerOrderId: text('provider_order_id'),
    /** The gateway's own transaction id, once it reported one. */
    providerReference: text('provider_reference'),
    transferReference: text('transfer_reference'),
    notes: text('notes'),
    /** File name of the re-encoded receipt under DATA_DIR/receipts. */
    receiptKey: text('receipt_key'),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    changeSeq: bigint('change_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('sync_change_seq')`),
  },
  (table) => [
    uniqueIndex('payments_one_open_key')
      .on(table.userId, table.formationId)
      .where(sql`${table.status} = 'pending'`),
    // At most one settlement per learner and formation: a second success is recorded as `duplicate`.
    uniqueIndex('payments_one_settled_key')
      .on(table.userId, table.formationId)
      .where(sql`${table.status} in ('approved', 'paid')`),
    uniqueIndex('payments_provider_order_key').on(table.provider, table.providerOrderId),
    index('payments_user_change_seq_idx').on(table.userId, table.changeSeq),
    // Staff's list (server/modules/payments/admin-service.ts) reads a page in (created_at, id) order, with
    // or without a status, method or formation filter: each has an index ending in that order, so a page
    // and a keyset `after` read only the rows shown, however many payments there are.
    index('payments_created_idx').on(table.createdAt, table.id),
    index('payments_status_created_idx').on(table.status, table.createdAt, table.id),
    index('payments_method_created_idx').on(table.method, table.createdAt, table.id),
    index('payments_formation_created_idx').on(table.formationId, table.createdAt, table.id),
    // Staff search payments by transfer reference as well as by learner (`ILIKE '%text%'`).
    index('payments_transfer_reference_trgm_idx').using('gin', sql`${table.transferReference} gin_trgm_ops`),
    check('payments_method_check', sql`${table.method} in ('card', 'bank_transfer')`),
    check('payments_status_check', sql`${table.status} in ('pending', 'approved', 'rejected', 'paid', 'failed', 'void', 'duplicate')`),
    check('payments_amount_check', sql`${table.amountCentimes} > 0`),
    check('payments_currency_check', sql`${table.currency} = 'MAD'`),
  ],
);

/** The academy's bank accounts learners transfer to (admin, /dashboard/payment-methods). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey(),
    bankName: text('bank_name').notNull(),
    accountHolder: text('account_holder').notNull(),
    accountNumber: text('account_number').notNull(),
    /** 24 digits, key checked (contract `isValidRib`). */
    rib: text('rib').notNull(),
    /** Beside the amount, in each language (0019: the single text of before went into all three). */
    amountNote: jsonb('amount_note').$type<Translatable>().notNull().default({ ar: '', fr: '', en: '' }),
    instructions: jsonb('instructions').$type<Translatable>().notNull().default({ ar: '', fr: '', en: '' }),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bank_accounts_order_idx').on(table.isActive, table.displayOrder),
    check('bank_accounts_rib_check', sql`${table.rib} ~ '^[0-9]{24}$'`),
  ],
);

/** The card gateway: one row (id 1). The store key is read by the server only, never sent to a browser. */
export const cardGatewaySettings = pgTable(
  'card_gateway_settings',
  {
    id: smallint('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(true),
    provider: text('provider').notNull().default('test'),
    mode: text('mode').notNull().default('test'),
    merchantId: text('merchant_id').notNull().default(''),
    gatewayUrl: text('gateway_url').notNull().default(''),
    storeKey: text('store_key'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('card_gateway_settings_single_row', sql`${table.id} = 1`),
    check('card_gateway_settings_provider_check', sql`${table.provider} in ('test', 'cmi')`),
    check('card_gateway_settings_mode_check', sql`${table.mode} in ('test', 'live')`),
  ],
);

/** Gateway callbacks already applied, by the digest of their signed content (replay protection). */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: uuid('id').primaryKey(),
    provider: text('provider').notNull(),
    digest: text('digest').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_callbacks_digest_key').on(table.provider, table.digest)],
);
