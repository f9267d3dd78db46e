import { readFile } from 'node:fs/promises';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { UuidSchema } from '../../../contract/catalogue';
import {
  AdminPaymentQuerySchema,
  BankAccountInputSchema,
  BankAccountPatchSchema,
  BankTransferFieldsSchema,
  CardGatewayInputSchema,
  CardPaymentInputSchema,
  RejectPaymentInputSchema,
  TestCardConfirmInputSchema,
  type AdminPayment,
  type AdminPaymentPage,
  type BankAccount,
  type CardGateway,
  type CardIntent,
  type Payment,
  type PaymentList,
  type PaymentMethods,
  type TestCardConfirm,
} from '../../../contract/payments';
import { isStaff } from '../../../contract/roles';
import { HttpProblem, notFound } from '../../lib/problem';
import { parseInput } from '../../lib/validate';
import { currentUser, requireRole, requireUser } from '../../plugins/authenticate';
import { idempotent } from '../../plugins/idempotency';
import { isSpooledFile } from '../../plugins/uploads';
import {
  adminPayment,
  cardGateway,
  createBankAccount,
  deleteBankAccount,
  listBankAccounts,
  listPayments,
  saveCardGateway,
  updateBankAccount,
} from './admin-service';
import { approvePayment, rejectPayment } from './decisions';
import { checkPaymentTexts } from './payment-mails';
import {
  confirmTestCard,
  createBankTransfer,
  createCardIntent,
  findPayment,
  handleCallback,
  listOwnPayments,
  paymentMethods,
} from './payments-service';
import { processReceipt, receiptMime, receiptPath } from './receipts';

const IdParamsSchema = v.object({ id: UuidSchema });
const ProviderParamsSchema = v.object({ provider: v.picklist(['test', 'cmi'], 'http.not_found') });

/** Gateways post their callbacks as a form; a callback is small (CMI's is about 2 KB). */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Payments (issue 19; SPEC §2, §5, §8, §9). Learner routes take any signed-in person paying for
 * themselves (like enrollments); verification is for agents and admins; bank accounts and the card gateway
 * for admins. Gateway callbacks are public and trusted only through their signature.
 */
export async function paymentsRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const { config } = app;
  checkPaymentTexts();

  // Gateways (CMI) post application/x-www-form-urlencoded: to the callback and to the browser return URL.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    const fields: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))) fields[name] = value;
    done(null, fields);
  });

  const staffOnly = { preHandler: requireRole('agent', 'admin') };
  const adminOnly = { preHandler: requireRole('admin') };

  app.get('/payment-methods', async (): Promise<PaymentMethods> => paymentMethods(db));

  /**
   * The receipt upload. Multipart parsing (server/plugins/uploads.ts) has spooled the file, with the 5 MB
   * limit enforced while streaming, before this handler or the idempotency claim runs; a file over the
   * limit is 413 `payment.file_too_large` and is never stored.
   */
  app.post(
    '/payments/bank-transfer',
    {
      ...idempotent({ preHandler: requireUser }),
      errorHandler(error: FastifyError | HttpProblem, _request: FastifyRequest, _reply: FastifyReply) {
        const status = error instanceof HttpProblem ? error.status : error.statusCode;
        if (status === 413) throw new HttpProblem(413, 'payment.file_too_large');
        throw error;
      },
    },
    async (request, reply): Promise<Payment> => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { receipt, ...textFields } = body;
      const fields = parseInput(BankTransferFieldsSchema, textFields);
      if (!isSpooledFile(receipt)) throw new HttpProblem(422, 'validation.failed', undefined, { receipt: ['validation.field_required'] });
      const user = currentUser(request);
      const processed = await processReceipt(receipt);
      const payment = await createBankTransfer(request.db, config, user.id, {
        formationId: fields.formation_id,
        reference: fields.reference,
        notes: fields.notes,
        receipt: processed,
      });
      reply.code(201);
      return payment;
    },
  );

  app.post('/payments/card', idempotent({ preHandler: requireUser }), async (request, reply): Promise<CardIntent> => {
    const { formation_id } = parseInput(CardPaymentInputSchema, request.body);
    const { intent, created } = await createCardIntent(request.db, config, currentUser(request), formation_id);
    reply.code(created ? 201 : 200);
    return intent;
  });

  app.post('/payments/:id/test-confirm', { preHandler: requireUser }, async (request): Promise<TestCardConfirm> => {
    const { id } = parseInput(IdParamsSchema, request.params);
    const input = parseInput(TestCardConfirmInputSchema, request.body);
    return confirmTestCard(db, config, currentUser(request).id, id, input.card_number, input.confirmation_code);
  });

  /** The gateway's server-to-server callback: answered in plain text, the way the gateway reads it. */
  app.post('/payments/callback/:provider', async (request, reply) => {
    const { provider } = parseInput(ProviderParamsSchema, request.params);
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(raw)) if (typeof value === 'string') fields[name] = value;
    const result = await handleCallback(db, config, provider, fields);
    request.log.info({ provider, outcome: result.outcome }, 'payment callback');
    reply.header('Cache-Control', 'no-store');
    return reply.type('text/plain; charset=utf-8').send(result.reply);
  });

  /**
   * Where the gateway sends the browser back (CMI's okUrl and failUrl, posted or opened). It proves
   * nothing about the money and changes nothing: it only brings the learner back to the payment screen,
   * which learns the outcome from the callback's effect (GET /api/payments, the `me` sync).
   */
  const backToPaymentScreen = async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = parseInput(IdParamsSchema, request.params);
    const row = await findPayment(db, id);
    if (!row) throw notFound('payment');
    return reply.redirect(`/course/${row.formationId}/enroll?payment=${row.id}`, 303);
  };
  app.get('/payments/:id/return', backToPaymentScreen);
  app.post('/payments/:id/return', backToPaymentScreen);

  app.get('/payments', { preHandler: requireUser }, async (request, reply): Promise<PaymentList> => {
    reply.header('Cache-Control', 'private, no-store');
    return { data: await listOwnPayments(db, currentUser(request).id) };
  });

  /**
   * The receipt image: its owner, agents and admins. Anyone else gets 404, as for a payment that does not
   * exist, so the route does not tell strangers which payment ids are real.
   */
  app.get('/payments/:id/receipt', { preHandler: requireUser, compress: false }, async (request, reply) => {
    const { id } = parseInput(IdParamsSchema, request.params);
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

  // --- staff: verification --------------------------------------------------------------------------

  app.get('/admin/payments', staffOnly, async (request, reply): Promise<AdminPaymentPage> => {
    const query = parseInput(AdminPaymentQuerySchema, request.query);
    reply.header('Cache-Control', 'private, no-store');
    return listPayments(db, query);
  });

  app.get('/admin/payments/:id', staffOnly, async (request, reply): Promise<AdminPayment> => {
    const { id } = parseInput(IdParamsSchema, request.params);
    reply.header('Cache-Control', 'private, no-store');
    return adminPayment(db, id);
  });

  app.post('/admin/payments/:id/approve', idempotent(staffOnly), async (request): Promise<AdminPayment> => {
    const { id } = parseInput(IdParamsSchema, request.params);
    await approvePayment(request.db, config, id, currentUser(request).id);
    return adminPayment(request.db, id);
  });

  app.post('/admin/payments/:id/reject', idempotent(staffOnly), async (request): Promise<AdminPayment> => {
    const { id } = parseInput(IdParamsSchema, request.params);
    const { reason } = parseInput(RejectPaymentInputSchema, request.body);
    await rejectPayment(request.db, config, id, currentUser(request).id, reason);
    return adminPayment(request.db, id);
  });

  // --- admin: bank accounts and card gateway --------------------------------------------------------

  app.get('/admin/payment-methods', adminOnly, async (): Promise<{ data: BankAccount[] }> => ({ data: await listBankAccounts(db) }));

  app.post('/admin/payment-methods', adminOnly, async (request, reply): Promise<BankAccount> => {
    const input = parseInput(BankAccountInputSchema, request.body);
    reply.code(201);
    return createBankAccount(db, input);
  });

  app.patch('/admin/payment-methods/:id', adminOnly, async (request): Promise<BankAccount> => {
    const { id } = parseInput(IdParamsSchema, request.params);
    const input = parseInput(BankAccountPatchSchema, request.body);
    return updateBankAccount(db, id, input);
  });

  app.delete('/admin/payment-methods/:id', adminOnly, async (request, reply) => {
    const { id } = parseInput(IdParamsSchema, request.params);
    await deleteBankAccount(db, id);
    return reply.code(204).send();
  });

  app.get('/admin/card-gateway', adminOnly, async (request, reply): Promise<CardGateway> => {
    reply.header('Cache-Control', 'private, no-store');
    return cardGateway(db);
  });

  app.put('/admin/card-gateway', adminOnly, async (request): Promise<CardGateway> => {
    const input = parseInput(CardGatewayInputSchema, request.body);
    return saveCardGateway(db, input, currentUser(request).id);
  });
}
