import * as v from 'valibot';
import { maxLength } from './text';
import type { ErrorCode } from './errors';
import { AfterQuerySchema, keysetPageOf, PageQuerySchema } from './pagination';
import { TranslatableSchema } from './translatable';
import { UUID_PATTERN } from './uuid';

/**
 * Payments (SPEC §2, §5, §8, §9): bank-transfer receipts verified by staff, and card payments
 * behind a provider interface. Amounts travel in centimes of MAD so no float ever rounds a price.
 */

const code = (value: ErrorCode): ErrorCode => value;

export const PAYMENT_CURRENCY = 'MAD';
/** ISO 4217 numeric code of the dirham, as the CMI gateway expects it. */
export const PAYMENT_CURRENCY_NUMERIC = '504';
export const PAYMENT_METHODS = ['card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * `pending`: a receipt waits for staff, or a card payment waits for its gateway. `approved`: staff accepted
 * the receipt. `paid`: the gateway confirmed the card. `rejected` and `failed` end a payment without
 * enrolling; the learner may start another one. `void`: an older card order the learner replaced by a new
 * one (its gateway page must not be used any more). `duplicate`: money that arrived for a formation already
 * settled (a late card answer, a transfer approved after a card payment, a voided order paid anyway): it
 * never enrols, and the academy owes the learner a refund.
 */
export const PAYMENT_STATUSES = ['pending', 'approved', 'rejected', 'paid', 'failed', 'void', 'duplicate'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** The statuses that settle a formation: at most one payment per learner and formation is in one of them (database-enforced). */
export const SETTLED_PAYMENT_STATUSES = ['approved', 'paid'] as const satisfies readonly PaymentStatus[];
/** At most one payment per learner and formation may be in these statuses. */
export const OPEN_PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending'];
/** The staff promise of SPEC §4 and §9: a bank transfer is verified within 24–48 hours. */
export const BANK_TRANSFER_VERIFICATION_HOURS = { min: 24, max: 48 } as const;

export const PAYMENT_REFERENCE_MAX_LENGTH = 100;
export const PAYMENT_NOTES_MAX_LENGTH = 1000;
export const PAYMENT_REJECT_REASON_MAX_LENGTH = 1000;
/** Longest side of a receipt photo after the phone recompresses it. */
export const RECEIPT_MAX_SIDE_PX = 1600;

/** One payment as its owner sees it (GET /api/payments, sync `me` entity `payments`). */
export const PaymentSchema = v.object({
  id: v.string(),
  formation_id: v.string(),
  method: v.picklist(PAYMENT_METHODS),
  amount_centimes: v.number(),
  currency: v.literal(PAYMENT_CURRENCY),
  status: v.picklist(PAYMENT_STATUSES),
  /** The gateway: `test` or `cmi` for cards, null for bank transfers. */
  provider: v.nullable(v.string()),
  transfer_reference: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  has_receipt: v.boolean(),
  /** Staff's reason when rejected, the gateway's message when a card failed. */
  reason: v.nullable(v.string()),
  created_at: v.string(),
  decided_at: v.nullable(v.string()),
  updated_at: v.string(),
});
export type Payment = v.InferOutput<typeof PaymentSchema>;

export const PaymentListSchema = v.object({ data: v.array(PaymentSchema) });
export type PaymentList = v.InferOutput<typeof PaymentListSchema>;

/** The staff view of a payment: who paid for what, and who decided. */
export const AdminPaymentSchema = v.object({
  ...PaymentSchema.entries,
  learner: v.object({ id: v.string(), first_name: v.string(), last_name: v.string(), email: v.string() }),
  formation_title: TranslatableSchema,
  reviewer: v.nullable(v.object({ id: v.string(), name: v.string() })),
});
export type AdminPayment = v.InferOutput<typeof AdminPaymentSchema>;

export const AdminPaymentPageSchema = keysetPageOf(AdminPaymentSchema);
export type AdminPaymentPage = v.InferOutput<typeof AdminPaymentPageSchema>;

const optionalUuid = v.optional(v.pipe(v.string(), v.regex(UUID_PATTERN, code('validation.invalid_value'))));
const optionalDate = v.optional(v.pipe(v.string(), v.isoDate(code('validation.invalid_value'))));

/** GET /api/admin/payments: `status=pending&sort=oldest` is the verification queue. */
export const AdminPaymentQuerySchema = v.object({
  ...PageQuerySchema.entries,
  ...AfterQuerySchema.entries,
  status: v.optional(v.picklist(PAYMENT_STATUSES, code('validation.invalid_value'))),
  method: v.optional(v.picklist(PAYMENT_METHODS, code('validation.invalid_value'))),
  user_id: optionalUuid,
  formation_id: optionalUuid,
  /** Learner name or e-mail, or transfer reference. */
  q: v.optional(v.pipe(v.string(), v.trim(), maxLength(100, code('validation.too_long')))),
  from: optionalDate,
  to: optionalDate,
  sort: v.optional(v.picklist(['newest', 'oldest'], code('validation.invalid_value')), 'newest'),
});
export type AdminPaymentQuery = v.InferOutput<typeof AdminPaymentQuerySchema>;

/** POST /api/admin/payments/{id}/reject */
export const RejectPaymentInputSchema = v.object({
  reason: v.pipe(
    v.string(code('validation.field_required')),
    v.check((value) => !value.includes('\u0000'), code('validation.invalid_characters')),
    v.trim(),
    v.nonEmpty(code('validation.field_required')),
    maxLength(PAYMENT_REJECT_REASON_MAX_LENGTH, code('validation.too_long')),
  ),
});
export type RejectPaymentInput = v.InferInput<typeof RejectPaymentInputSchema>;

/** Text fields of POST /api/payments/bank-transfer (multipart; the file part is `receipt`). */
export const BankTransferFieldsSchema = v.object({
  formation_id: v.pipe(v.string(code('validation.field_required')), v.regex(UUID_PATTERN, code('validation.invalid_value'))),
  reference: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => !value.includes('\u0000'), code('validation.invalid_characters')),
      v.trim(),
      maxLength(PAYMENT_REFERENCE_MAX_LENGTH, code('validation.too_long')),
    ),
    '',
  ),
  notes: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => !value.includes('\u0000'), code('validation.invalid_characters')),
      v.trim(),
      maxLength(PAYMENT_NOTES_MAX_LENGTH, code('validation.too_long')),
    ),
    '',
  ),
});
export type BankTransferFields = v.InferInput<typeof BankTransferFieldsSchema>;

/** POST /api/payments/card */
export const CardPaymentInputSchema = v.object({
  formation_id: v.pipe(v.string(code('validation.field_required')), v.regex(UUID_PATTERN, code('validation.invalid_value'))),
});
export type CardPaymentInput = v.InferInput<typeof CardPaymentInputSchema>;

/**
 * What the browser does next with a card payment:
 * - `post_form` (CMI): build a form with these fields and post it to `url`, the gateway's hosted page;
 * - `test_card` (test provider): show the test card form, then POST the card number to `confirm_url`.
 */
export const CardActionSchema = v.variant('type', [
  v.object({ type: v.literal('post_form'), url: v.string(), fields: v.record(v.string(), v.string()) }),
  v.object({ type: v.literal('test_card'), confirm_url: v.string() }),
]);
export type CardAction = v.InferOutput<typeof CardActionSchema>;

export const CardIntentSchema = v.object({ payment: PaymentSchema, action: CardActionSchema, test_mode: v.boolean() });
export type CardIntent = v.InferOutput<typeof CardIntentSchema>;

/**
 * Card numbers the test provider documents (shown on the test-mode screen): success, decline, and one that
 * asks for a confirmation code first (like 3-D Secure); the code is TEST_CARD_CONFIRMATION_CODE.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  confirm: '4000000000003220',
} as const;
export const TEST_CARD_CONFIRMATION_CODE = '123456';

/** POST /api/payments/{id}/test-confirm (test provider only) */
export const TestCardConfirmInputSchema = v.object({
  card_number: v.pipe(v.string(code('validation.field_required')), v.regex(/^\d{12,19}$/, code('validation.invalid_value'))),
  confirmation_code: v.optional(v.pipe(v.string(), v.regex(/^\d{4,8}$/, code('validation.invalid_value')))),
});
export type TestCardConfirmInput = v.InferInput<typeof TestCardConfirmInputSchema>;

/** The answer of test-confirm: the payment, and whether the card asks for its confirmation code. */
export const TestCardConfirmSchema = v.object({ payment: PaymentSchema, needs_confirmation: v.boolean() });
export type TestCardConfirm = v.InferOutput<typeof TestCardConfirmSchema>;

// --- the Moroccan RIB -----------------------------------------------------------------------------

/** 24 digits: bank 3, city 3, account 16, key 2. */
export const RIB_LENGTH = 24;

/** Spaces and dashes people type while copying a RIB are ignored. */
export function normaliseRib(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The whole 24-digit number leaves remainder 0 modulo 97 (key = 97 − (first 22 digits × 100 mod 97)). */
export function isValidRib(value: string): boolean {
  const rib = normaliseRib(value);
  if (!/^\d{24}$/.test(rib)) return false;
  return BigInt(rib) % 97n === 0n;
}

const requiredText = (max: number) =>
  v.pipe(
    v.string(code('validation.field_required')),
    v.check((value) => !value.includes('\u0000'), code('validation.invalid_characters')),
    v.trim(),
    v.nonEmpty(code('validation.field_required')),
    maxLength(max, code('validation.too_long')),
  );
const optionalText = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check((value) => !value.includes('\u0000'), code('validation.invalid_characters')),
      v.trim(),
      maxLength(max, code('validation.too_long')),
    ),
    '',
  );

/** A bank account learners pay into (GET /api/payment-methods shows the active ones in display order). */
export const BankAccountSchema = v.object({
  id: v.string(),
  bank_name: v.string(),
  account_holder: v.string(),
  account_number: v.string(),
  rib: v.string(),
  /** A note beside the amount, in each language like the instructions. */
  amount_note: TranslatableSchema,
  instructions: TranslatableSchema,
  is_active: v.boolean(),
  display_order: v.number(),
});
export type BankAccount = v.InferOutput<typeof BankAccountSchema>;

/** GET /api/admin/payment-methods: every account, active or not, in display order. */
export const BankAccountListSchema = v.object({ data: v.array(BankAccountSchema) });
export type BankAccountList = v.InferOutput<typeof BankAccountListSchema>;

/** POST /api/admin/payment-methods; PATCH takes any subset. A RIB with a wrong key is `validation.invalid_rib`. */
export const BankAccountInputSchema = v.object({
  bank_name: requiredText(120),
  account_holder: requiredText(120),
  account_number: requiredText(40),
  rib: v.pipe(
    v.string(code('validation.field_required')),
    v.transform(normaliseRib),
    v.nonEmpty(code('validation.field_required')),
    v.check(isValidRib, code('validation.invalid_rib')),
  ),
  amount_note: v.optional(v.object({ ar: optionalText(200), fr: optionalText(200), en: optionalText(200) }), { ar: '', fr: '', en: '' }),
  instructions: v.optional(v.object({ ar: optionalText(2000), fr: optionalText(2000), en: optionalText(2000) }), {
    ar: '',
    fr: '',
    en: '',
  }),
  is_active: v.optional(v.boolean(), true),
  display_order: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)), 0),
});
export type BankAccountInput = v.InferInput<typeof BankAccountInputSchema>;
export const BankAccountPatchSchema = v.partial(BankAccountInputSchema);

export const CARD_PROVIDERS = ['test', 'cmi'] as const;
export type CardProvider = (typeof CARD_PROVIDERS)[number];
export const CARD_MODES = ['test', 'live'] as const;

/**
 * Where the browser may post the CMI payment form (the page's CSP `form-action`): CMI's hosted pages for
 * test and live merchants. A gateway URL elsewhere is blocked by the browser, which the card screen reports.
 */
export const CMI_GATEWAY_ORIGINS = ['https://testpayment.cmi.co.ma', 'https://payment.cmi.co.ma'] as const;

/** GET /api/payment-methods (public). */
export const PaymentMethodsSchema = v.object({
  bank_accounts: v.array(BankAccountSchema),
  card: v.object({ available: v.boolean(), provider: v.picklist(CARD_PROVIDERS), test_mode: v.boolean() }),
});
export type PaymentMethods = v.InferOutput<typeof PaymentMethodsSchema>;

/** GET/PUT /api/admin/card-gateway: the store key is write-only; only `has_store_key` comes back. */
export const CardGatewaySchema = v.object({
  enabled: v.boolean(),
  provider: v.picklist(CARD_PROVIDERS),
  mode: v.picklist(CARD_MODES),
  merchant_id: v.string(),
  /** The gateway's hosted payment page (CMI: …/fim/est3Dgate). */
  gateway_url: v.string(),
  has_store_key: v.boolean(),
  /** Whether this server offers the test gateway (PAYMENTS_TEST_GATEWAY=1 or the demo academy). */
  test_gateway_available: v.boolean(),
});
export type CardGateway = v.InferOutput<typeof CardGatewaySchema>;

export const CardGatewayInputSchema = v.object({
  enabled: v.boolean(),
  provider: v.picklist(CARD_PROVIDERS, code('validation.invalid_value')),
  mode: v.picklist(CARD_MODES, code('validation.invalid_value')),
  merchant_id: optionalText(64),
  gateway_url: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.url(code('validation.invalid_value')))]), ''),
  /** Absent keeps the stored key; an empty string clears it. */
  store_key: v.optional(v.pipe(v.string(), maxLength(256, code('validation.too_long')))),
});
export type CardGatewayInput = v.InferInput<typeof CardGatewayInputSchema>;
