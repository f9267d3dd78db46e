import * as v from 'valibot';
import { UuidSchema } from '../../../contract/catalogue';
import {
  AdminPaymentPageSchema,
  AdminPaymentQuerySchema,
  AdminPaymentSchema,
  BankAccountInputSchema,
  BankAccountListSchema,
  BankAccountPatchSchema,
  BankAccountSchema,
  CardGatewayInputSchema,
  CardGatewaySchema,
  RejectPaymentInputSchema,
  type AdminPayment,
  type AdminPaymentPage,
  type BankAccount,
  type BankAccountList,
  type CardGateway,
} from '../../../contract/payments';
import { describeRoute, type ApiInstance } from '../../lib/http/route-schema';
import { currentUser } from '../../plugins/authenticate';
import { idempotent } from '../../plugins/idempotency';
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

const IdParamsSchema = v.object({ id: UuidSchema });

/** Verification by agents and admins; bank accounts and the card gateway's settings for admins. */
export function adminPaymentRoutes(app: ApiInstance): void {
  const { db } = app.database;
  const { config } = app;

  // --- staff: verification --------------------------------------------------------------------------

  const adminListSchema = describeRoute({
    tags: ['payments'],
    summary: 'Staff: payments with filters; `status=pending&sort=oldest` is the verification queue',
    access: 'staff',
    querystring: AdminPaymentQuerySchema,
    response: { 200: AdminPaymentPageSchema },
  });
  app.get('/admin/payments', { schema: adminListSchema }, async (request, reply): Promise<AdminPaymentPage> => {
    const query = request.query;
    reply.header('Cache-Control', 'private, no-store');
    return listPayments(db, query);
  });

  const adminDetailSchema = describeRoute({
    tags: ['payments'],
    summary: 'Staff: one payment, with its learner, formation and reviewer',
    access: 'staff',
    params: IdParamsSchema,
    response: { 200: AdminPaymentSchema },
    errors: { 404: ['http.not_found'] },
  });
  app.get('/admin/payments/:id', { schema: adminDetailSchema }, async (request, reply): Promise<AdminPayment> => {
    const { id } = request.params;
    reply.header('Cache-Control', 'private, no-store');
    return adminPayment(db, id);
  });

  const approveSchema = describeRoute({
    tags: ['payments'],
    summary: 'Staff: accept a pending bank-transfer receipt; the learner is enrolled and told by e-mail',
    description:
      '404 for an unknown payment or a card payment; 409 `payment.already_decided` once another decision was taken; ' +
      '409 `payments.own_payment` when the reviewer is the payer (four eyes). When the formation was already settled ' +
      '(a card payment went through meanwhile) the answer is 200 with status `duplicate`: nobody is enrolled twice, a refund is due and staff are mailed.',
    access: 'staff',
    params: IdParamsSchema,
    response: { 200: AdminPaymentSchema },
    errors: { 404: ['http.not_found'], 409: ['payment.already_decided', 'payments.own_payment', 'http.conflict'] },
    idempotent: true,
  });
  app.post('/admin/payments/:id/approve', idempotent({ schema: approveSchema }), async (request): Promise<AdminPayment> => {
    const { id } = request.params;
    await approvePayment(request.db, config, id, currentUser(request).id);
    return adminPayment(request.db, id);
  });

  const rejectSchema = describeRoute({
    tags: ['payments'],
    summary: 'Staff: refuse a pending bank-transfer receipt, with the reason the learner reads',
    description:
      '404 for an unknown payment or a card payment; 409 `payment.already_decided` once another decision was taken; ' +
      '409 `payments.own_payment` when the reviewer is the payer (four eyes).',
    access: 'staff',
    params: IdParamsSchema,
    body: RejectPaymentInputSchema,
    response: { 200: AdminPaymentSchema },
    errors: { 404: ['http.not_found'], 409: ['payment.already_decided', 'payments.own_payment'] },
    idempotent: true,
  });
  app.post('/admin/payments/:id/reject', idempotent({ schema: rejectSchema }), async (request): Promise<AdminPayment> => {
    const { id } = request.params;
    const { reason } = request.body;
    await rejectPayment(request.db, config, id, currentUser(request).id, reason);
    return adminPayment(request.db, id);
  });

  // --- admin: bank accounts and card gateway --------------------------------------------------------

  const accountsSchema = describeRoute({
    tags: ['payments'],
    summary: 'Admin: every bank account, active or not, in display order',
    access: 'admin',
    response: { 200: BankAccountListSchema },
  });
  app.get('/admin/payment-methods', { schema: accountsSchema }, async (_request, reply): Promise<BankAccountList> => {
    reply.header('Cache-Control', 'private, no-store');
    return { data: await listBankAccounts(db) };
  });

  const createAccountSchema = describeRoute({
    tags: ['payments'],
    summary: 'Admin: add a bank account learners pay into',
    description: 'The RIB is 24 digits (spaces and dashes ignored) whose key holds; a wrong key is `validation.invalid_rib`.',
    access: 'admin',
    body: BankAccountInputSchema,
    response: { 201: BankAccountSchema },
  });
  app.post('/admin/payment-methods', { schema: createAccountSchema }, async (request, reply): Promise<BankAccount> => {
    const input = request.body;
    reply.code(201);
    return createBankAccount(db, input);
  });

  const updateAccountSchema = describeRoute({
    tags: ['payments'],
    summary: 'Admin: change any fields of a bank account',
    access: 'admin',
    params: IdParamsSchema,
    body: BankAccountPatchSchema,
    response: { 200: BankAccountSchema },
    errors: { 404: ['http.not_found'] },
  });
  app.patch('/admin/payment-methods/:id', { schema: updateAccountSchema }, async (request): Promise<BankAccount> => {
    const { id } = request.params;
    const input = request.body;
    return updateBankAccount(db, id, input);
  });

  const deleteAccountSchema = describeRoute({
    tags: ['payments'],
    summary: 'Admin: remove a bank account',
    access: 'admin',
    params: IdParamsSchema,
    response: { 204: null },
    errors: { 404: ['http.not_found'] },
  });
  app.delete('/admin/payment-methods/:id', { schema: deleteAccountSchema }, async (request, reply) => {
    const { id } = request.params;
    await deleteBankAccount(db, id);
    return reply.code(204).send();
  });

  const gatewaySchema = describeRoute({
    tags: ['payments'],
    summary: "Admin: the card gateway's settings; the store key never comes back, only `has_store_key`",
    access: 'admin',
    response: { 200: CardGatewaySchema },
  });
  app.get('/admin/card-gateway', { schema: gatewaySchema }, async (request, reply): Promise<CardGateway> => {
    reply.header('Cache-Control', 'private, no-store');
    return cardGateway(db, config);
  });

  const saveGatewaySchema = describeRoute({
    tags: ['payments'],
    summary: "Admin: save the card gateway's settings",
    description:
      'The store key is write-only: absent keeps the stored one, an empty string clears it; the answer only says `has_store_key`.',
    access: 'admin',
    body: CardGatewayInputSchema,
    response: { 200: CardGatewaySchema },
  });
  app.put('/admin/card-gateway', { schema: saveGatewaySchema }, async (request): Promise<CardGateway> => {
    const input = request.body;
    return saveCardGateway(db, config, input, currentUser(request).id);
  });
}
