import { readFile } from 'node:fs/promises';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { UuidSchema } from '../../../contract/catalogue';
import { uuidv7 } from '../../../contract/uuid';
import {
  BankTransferFieldsSchema,
  CardIntentSchema,
  CardPaymentInputSchema,
  PAYMENT_NOTES_MAX_LENGTH,
  PAYMENT_REFERENCE_MAX_LENGTH,
  PaymentListSchema,
  PaymentMethodsSchema,
  PaymentSchema,
  TestCardConfirmInputSchema,
  TestCardConfirmSchema,
  type CardIntent,
  type Payment,
  type PaymentList,
  type PaymentMethods,
  type TestCardConfirm,
} from '../../../contract/payments';
import { isStaff } from '../../../contract/roles';
import { tooManyRequests } from '../../lib/http/limit-requests';
import { HttpProblem, notFound } from '../../lib/http/problem';
import { consume } from '../../lib/http/rate-limiter';
import { BINARY_PART, describeRoute, jsonSchemaOf, type RouteDescription, type ApiInstance } from '../../lib/http/route-schema';
import { parseInput } from '../../lib/http/validate';
import { currentUser } from '../../plugins/authenticate';
import { idempotent } from '../../plugins/idempotency';
import { isSpooledFile, UPLOAD_LIMITS } from '../../plugins/uploads';
import {
  bankTransferRefusal,
  confirmTestCard,
  createBankTransfer,
  createCardIntent,
  findPayment,
  listOwnPayments,
  paymentMethods,
} from './payments-service';
import { createReceiptDecoder } from './receipt-decoder';
import { processReceipt, RECEIPT_MAX_MEGAPIXELS, RECEIPT_UPLOAD_LIMIT, receiptMime, receiptPath, type StoredReceipt } from './receipts';

const IdParamsSchema = v.object({ id: UuidSchema });

type RouteErrors = NonNullable<RouteDescription['errors']>;

/** Why a learner cannot start a payment for a formation (payments-service.ts, payableFormation). */
const PAYABLE_ERRORS: RouteErrors = {
  404: ['http.not_found'],
  409: ['payment.not_required', 'payment.already_paid', 'enrollment.revoked', 'payment.already_pending'],
};

const RECEIPT_MB = UPLOAD_LIMITS.fileSize / (1024 * 1024);

/**
 * A learner paying for themselves (like enrollments): how to pay, a bank transfer with its receipt, a card
 * payment, their own payments and receipts (the receipt also for agents and admins).
 */
export function learnerPaymentRoutes(app: ApiInstance): void {
  const { db } = app.database;
  const { config } = app;

  const methodsSchema = describeRoute({
    tags: ['payments'],
    summary: 'How a learner can pay: the active bank accounts in display order, and whether a card can be used',
    access: 'public',
    response: { 200: PaymentMethodsSchema },
  });
  app.get('/payment-methods', { schema: methodsSchema }, async (): Promise<PaymentMethods> => paymentMethods(db, config));

  /**
   * The receipt upload. Multipart parsing (server/plugins/uploads.ts) has spooled the file, with the 5 MB
   * limit enforced while streaming, before this handler or the idempotency claim runs; a file over the
   * limit is 413 `payment.file_too_large` and is never stored.
   *
   * The image work happens in `prepareReceipt`, a preHandler that runs before the idempotency claim:
   * on PGlite the claim's transaction holds the only connection, so a decode inside it would
   * stall every other request. It runs in the receipt decoder's child process at a lower priority
   * (receipt-decoder.ts), which also writes the clean copy, so no file is written inside the transaction
   * either. And nothing is decoded for a receipt that would be refused anyway: the formation must be payable
   * with no payment open (else the handler answers why, after the claim, so that a retry of an accepted
   * upload still replays its answer), and the learner within RECEIPT_UPLOAD_LIMIT.
   */
  const decoder = createReceiptDecoder();
  app.addHook('onClose', () => decoder.close());
  const preparedReceipts = new WeakMap<FastifyRequest, (StoredReceipt & { paymentId: string }) | null>();
  const prepareReceipt = async (request: FastifyRequest): Promise<void> => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { receipt, ...textFields } = body;
    const fields = parseInput(BankTransferFieldsSchema, textFields);
    if (!isSpooledFile(receipt)) throw new HttpProblem(422, 'validation.failed', undefined, { receipt: ['validation.field_required'] });
    const user = currentUser(request);
    if (await bankTransferRefusal(db, user.id, fields.formation_id)) {
      preparedReceipts.set(request, null);
      return;
    }
    const verdict = await consume(db, `receipt:${user.id}`, RECEIPT_UPLOAD_LIMIT);
    if (!verdict.allowed) throw tooManyRequests(verdict);
    const stored = await processReceipt(decoder, config, receipt, uuidv7());
    // Removed with the spooled upload as the answer goes, unless a payment row keeps it (the handler).
    (request.spooledFiles ??= []).push(stored.file);
    preparedReceipts.set(request, stored);
  };

  // The form's text fields as the contract reads them, and the file part beside them.
  const receiptFields = jsonSchemaOf(BankTransferFieldsSchema, 'input');
  const receiptForm = {
    ...receiptFields,
    required: [...(receiptFields.required ?? []), 'receipt'],
    properties: { ...receiptFields.properties, receipt: { ...BINARY_PART, description: 'One JPEG, PNG or WebP photo' } },
  };
  const bankTransferSchema = describeRoute({
    tags: ['payments'],
    summary: 'Pay for a formation by bank transfer: the receipt photo goes to staff for verification',
    description:
      `A \`multipart/form-data\` body. Fields: \`formation_id\` (required, UUID of a published, paid formation), ` +
      `\`reference\` (optional, the transfer's reference, at most ${PAYMENT_REFERENCE_MAX_LENGTH} characters), ` +
      `\`notes\` (optional, at most ${PAYMENT_NOTES_MAX_LENGTH} characters) and the file part \`receipt\` ` +
      `(required, one JPEG, PNG or WebP photo of at most ${RECEIPT_MB} MB and ${RECEIPT_MAX_MEGAPIXELS} megapixels, judged by its bytes and re-encoded without its metadata). ` +
      'The answer is the pending payment; staff approve or reject it within 24 to 48 hours. ' +
      'A receipt for a formation that is not payable or has a payment open is refused before its image is decoded; ' +
      `a learner may send ${RECEIPT_UPLOAD_LIMIT.limit} receipts an hour that get decoded (429 with Retry-After past that).`,
    access: 'user',
    bodyMediaType: {
      mediaType: 'multipart/form-data',
      description: 'formation_id, reference, notes and the receipt file',
      schema: receiptForm,
    },
    response: { 201: PaymentSchema },
    errors: {
      ...PAYABLE_ERRORS,
      413: ['payment.file_too_large', 'http.payload_too_large'],
      415: ['payment.only_images'],
      422: ['validation.failed'],
      429: ['http.too_many_requests'],
    },
    idempotent: true,
  });
  app.post(
    '/payments/bank-transfer',
    {
      ...idempotent({ preHandler: prepareReceipt, schema: bankTransferSchema }),
      errorHandler(error: FastifyError | HttpProblem, _request: FastifyRequest, _reply: FastifyReply) {
        // The receipt over 5 MB (spooling stopped, or the parser's own file limit); other 413s keep their code.
        const tooLarge = error instanceof HttpProblem ? error.code === 'http.payload_too_large' : error.code === 'FST_REQ_FILE_TOO_LARGE';
        if (tooLarge) throw new HttpProblem(413, 'payment.file_too_large');
        throw error;
      },
    },
    async (request, reply): Promise<Payment> => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { receipt: _receipt, ...textFields } = body;
      const fields = parseInput(BankTransferFieldsSchema, textFields);
      const user = currentUser(request);
      const processed = preparedReceipts.get(request);
      if (!processed) {
        // Refused before any decode: say why, from the state inside the claim.
        throw (await bankTransferRefusal(request.db, user.id, fields.formation_id)) ?? new HttpProblem(409, 'payment.already_pending');
      }
      const payment = await createBankTransfer(request.db, user.id, {
        paymentId: processed.paymentId,
        formationId: fields.formation_id,
        reference: fields.reference,
        notes: fields.notes,
        receiptKey: processed.key,
      });
      // The payment keeps its receipt: no longer removed with the request's temporary files.
      request.spooledFiles = (request.spooledFiles ?? []).filter((file) => file !== processed.file);
      reply.code(201);
      return payment;
    },
  );

  const cardSchema = describeRoute({
    tags: ['payments'],
    summary: 'Start (or continue) a card payment for a formation, and what the browser does next',
    description:
      'Answers 201 with a new pending card payment, or 200 with the open one for the same formation and gateway. ' +
      '`action` is `post_form` (post `fields` to the gateway page at `url`) or `test_card` (test provider: post a test card to `confirm_url`). ' +
      '409 `payment.intent_error` when card payments are switched off or the gateway is not configured.',
    access: 'user',
    body: CardPaymentInputSchema,
    response: { 200: CardIntentSchema, 201: CardIntentSchema },
    errors: { ...PAYABLE_ERRORS, 409: ['payment.intent_error', ...(PAYABLE_ERRORS[409] ?? [])] },
    idempotent: true,
  });
  app.post('/payments/card', idempotent({ schema: cardSchema }), async (request, reply): Promise<CardIntent> => {
    const { formation_id } = request.body;
    const { intent, created } = await createCardIntent(request.db, config, currentUser(request), formation_id);
    reply.code(created ? 201 : 200);
    return intent;
  });

  const testConfirmSchema = describeRoute({
    tags: ['payments'],
    summary: "The test provider's card form: pay the learner's own open test payment with a documented test card",
    description:
      'A card that asks for its confirmation code answers `needs_confirmation: true` until the code comes with it; ' +
      'a wrong code is 422 with `confirmation_code: validation.invalid_value`. 404 for a payment that is not the caller’s test card payment.',
    access: 'user',
    params: IdParamsSchema,
    body: TestCardConfirmInputSchema,
    response: { 200: TestCardConfirmSchema },
    errors: { 404: ['http.not_found'], 409: ['payment.already_decided'] },
  });
  app.post('/payments/:id/test-confirm', { schema: testConfirmSchema }, async (request): Promise<TestCardConfirm> => {
    const { id } = request.params;
    const input = request.body;
    return confirmTestCard(db, config, currentUser(request).id, id, input.card_number, input.confirmation_code);
  });

  const ownPaymentsSchema = describeRoute({
    tags: ['payments'],
    summary: "The caller's own payments, newest first",
    access: 'user',
    response: { 200: PaymentListSchema },
  });
  app.get('/payments', { schema: ownPaymentsSchema }, async (request, reply): Promise<PaymentList> => {
    reply.header('Cache-Control', 'private, no-store');
    return { data: await listOwnPayments(db, currentUser(request).id) };
  });

  /**
   * The receipt image: its owner, agents and admins. Anyone else gets 404, as for a payment that does not
   * exist, so the route does not tell strangers which payment ids are real.
   */
  const receiptSchema = describeRoute({
    tags: ['payments'],
    summary: 'The receipt photo of a bank-transfer payment: its owner, agents and admins',
    description: 'Anyone else gets 404, as for a payment that does not exist.',
    access: 'user',
    params: IdParamsSchema,
    response: { 200: { mediaType: 'image/*', description: 'The re-encoded receipt: JPEG, PNG or WebP, shown inline' } },
    errors: { 404: ['http.not_found'] },
  });
  app.get('/payments/:id/receipt', { compress: false, schema: receiptSchema }, async (request, reply) => {
    const { id } = request.params;
    const user = currentUser(request);
    const row = await findPayment(db, id);
    if (!row || (row.userId !== user.id && !isStaff(user.roles)) || !row.receiptKey) throw notFound('receipt');
    const file = receiptPath(config, row.receiptKey);
    if (!file) throw notFound('receipt');
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch {
      throw notFound('receipt');
    }
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `inline; filename="receipt-${row.id}.${row.receiptKey.split('.').pop() ?? 'jpg'}"`)
      .type(receiptMime(row.receiptKey))
      .send(bytes);
  });
}
