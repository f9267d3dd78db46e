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
import { describeRoute, type ApiInstance } from '../../lib/http/route-schema';
import { currentUser } from '../../plugins/authenticate';
import { listMessages, replyToMessage, setHandled, type SiteContext } from './messages';

/** The dashboard's messages view: agents and admins read, mark handled and answer by mail. */
export async function staffMessageRoutes(app: ApiInstance) {
  const ctx: SiteContext = { db: app.database.db, config: app.config, log: app.log };

  const list = describeRoute({
    tags: ['site'],
    summary: 'Contact and support messages, newest first, optionally only the handled or unhandled ones',
    access: 'staff',
    querystring: StaffMessageQuerySchema,
    response: { 200: StaffMessagePageSchema },
  });
  app.get('/admin/messages', { schema: list }, async (request): Promise<StaffMessagePage> => {
    const query = request.query;
    return listMessages(ctx.db, query.page, query.per_page, query.handled);
  });

  const handled = describeRoute({
    tags: ['site'],
    summary: 'Marks a message handled, or back to unhandled',
    description: 'A malformed id names no message: 404, like an unknown one.',
    access: 'staff',
    params: StaffMessageParamsSchema,
    malformedPath: 'not-found',
    body: StaffHandledInputSchema,
    response: { 200: StaffMessageSchema },
    errors: { 404: ['http.not_found'] },
  });
  app.post('/admin/messages/:id/handled', { schema: handled }, async (request): Promise<StaffMessage> => {
    const { id } = request.params;
    const input = request.body;
    return setHandled(ctx.db, id, input.handled, currentUser(request).id);
  });

  const reply = describeRoute({
    tags: ['site'],
    summary: "Mails the staff's answer to the sender, in the sender's language, and marks the message handled",
    description:
      'A malformed id names no message: 404, like an unknown one. A mail server that refuses the mail is a 500 and leaves the message unanswered, so it can be sent again.',
    access: 'staff',
    params: StaffMessageParamsSchema,
    malformedPath: 'not-found',
    body: StaffReplyInputSchema,
    response: { 200: StaffMessageSchema },
    errors: { 404: ['http.not_found'], 500: ['server.error'] },
  });
  app.post('/admin/messages/:id/reply', { schema: reply }, async (request): Promise<StaffMessage> => {
    const { id } = request.params;
    const input = request.body;
    return replyToMessage(ctx, id, input.message, currentUser(request).id);
  });
}
