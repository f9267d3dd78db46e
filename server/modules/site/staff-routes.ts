import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  StaffHandledInputSchema,
  StaffMessageParamsSchema,
  StaffMessageQuerySchema,
  StaffReplyInputSchema,
  type StaffMessage,
  type StaffMessagePage,
} from '../../../contract/site';
import { notFound } from '../../lib/problem';
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

  app.get('/admin/messages', async (request): Promise<StaffMessagePage> => {
    const query = parseInput(StaffMessageQuerySchema, request.query);
    return listMessages(ctx.db, query.page, query.per_page, query.handled);
  });

  app.post('/admin/messages/:id/handled', async (request): Promise<StaffMessage> => {
    const id = messageId(request);
    const input = parseInput(StaffHandledInputSchema, request.body);
    return setHandled(ctx.db, id, input.handled, currentUser(request).id);
  });

  app.post('/admin/messages/:id/reply', async (request): Promise<StaffMessage> => {
    const id = messageId(request);
    const input = parseInput(StaffReplyInputSchema, request.body);
    return replyToMessage(ctx, id, input.message, currentUser(request).id);
  });
}
