import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  StaffHandledInputSchema,
  StaffMessagePageSchema,
  StaffMessageParamsSchema,
  StaffMessageQuerySchema,
  StaffMessageSchema,
  StaffReplyInputSchema,
  type StaffMessage,
  type StaffMessagePage,
} from '../../../contract/site';
import { notFound } from '../../lib/problem';
import { describeRoute } from '../../lib/route-schema';
import { parseInput } from '../../lib/validate';
import { currentUser, requireRole } from '../../plugins/authenticate';
import { listMessages, replyToMessage, setHandled, type SiteContext } from './messages';

/** A malformed id names no message: 404, never a database error. */
function messageId(request: FastifyRequest): string {
  const params = v.safeParse(StaffMessageParamsSchema, request.params);
  if (!params.success) throw notFound();
  return params.output.id;
}

/** The dashboard's messages view: agents and admins read, mark handled and answer by mail. */
export async function staffMessageRoutes(app: FastifyInstance) {
  const ctx: SiteContext = { db: app.database.db, config: app.config, log: app.log };
  app.addHook('preHandler', requireRole('agent', 'admin'));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  const list = describeRoute({
    tags: ['site'],
    summary: 'Contact and support messages, newest first, optionally only the handled or unhandled ones',
    access: 'staff',
    querystring: StaffMessageQuerySchema,
    response: { 200: StaffMessagePageSchema },
  });
  app.get('/admin/messages', { schema: list }, async (request): Promise<StaffMessagePage> => {
    const query = parseInput(StaffMessageQuerySchema, request.query);
    return listMessages(ctx.db, query.page, query.per_page, query.handled);
  });

  const handled = describeRoute({
    tags: ['site'],
    summary: 'Marks a message handled, or back to unhandled',
    description: 'A malformed id names no message: 404, like an unknown one.',
    access: 'staff',
    params: StaffMessageParamsSchema,
    body: StaffHandledInputSchema,
    response: { 200: StaffMessageSchema },
    errors: { 404: ['http.not_found'] },
  });
  app.post('/admin/messages/:id/handled', { schema: handled }, async (request): Promise<StaffMessage> => {
    const id = messageId(request);
    const input = parseInput(StaffHandledInputSchema, request.body);
    return setHandled(ctx.db, id, input.handled, currentUser(request).id);
  });

  const reply = describeRoute({
    tags: ['site'],
    summary: "Mails the staff's answer to the sender, in the sender's language, and marks the message handled",
    description: 'A malformed id names no message: 404, like an unknown one. A mail server that refuses the mail is a 500 and leaves the message unanswered, so it can be sent again.',
    access: 'staff',
    params: StaffMessageParamsSchema,
    body: StaffReplyInputSchema,
    response: { 200: StaffMessageSchema },
    errors: { 404: ['http.not_found'], 500: ['server.error'] },
  });
  app.post('/admin/messages/:id/reply', { schema: reply }, async (request): Promise<StaffMessage> => {
    const id = messageId(request);
    const input = parseInput(StaffReplyInputSchema, request.body);
    return replyToMessage(ctx, id, input.message, currentUser(request).id);
  });
}
