import type { FastifySchema } from 'fastify';
import * as v from 'valibot';
import type { ErrorCode } from '../../../contract/errors';
import {
  ContactInputSchema,
  MessageReceiptSchema,
  NewsletterInputSchema,
  NewsletterReceiptSchema,
  PublicStatsSchema,
  SupportInputSchema,
  UnsubscribeQuerySchema,
  type MessageReceipt,
  type NewsletterReceipt,
  type PublicStats,
} from '../../../contract/site';
import { SITE_FORM_BODY_LIMIT, SITE_FORM_RATE_LIMIT } from '../../../contract/site-limits';
import { perWindow } from '../../lib/http/limit-requests';
import { describeRoute, type ApiInstance } from '../../lib/http/route-schema';
import { idempotent } from '../../plugins/idempotency';
import { receiveMessage, type SiteContext } from './messages';
import { subscribe, unsubscribe } from './newsletter';
import { keptPublicStats } from './public-stats';
import { requestLanguage } from '../../lib/http/accept-language';
import { checkSiteTexts } from './site-texts';
import { staffMessageRoutes } from './staff-routes';
import { testimonialsRoutes } from './testimonials-routes';
import { UNSUBSCRIBE_PAGE_CSP, unsubscribePage } from './unsubscribe-page';

/**
 * The public forms are anonymous, so each is limited per client address (counted in the database, so
 * every server agrees and a restart forgets nothing) and its body kept small. The limit is counted after
 * the Idempotency-Key lookup: a retry of a message already acknowledged gets its stored answer, never 429.
 */
const publicForm = <TSchema extends FastifySchema>(name: string, schema: TSchema) =>
  idempotent({ bodyLimit: SITE_FORM_BODY_LIMIT, schema }, { limits: [{ name, rule: perWindow(SITE_FORM_RATE_LIMIT) }] });

/** What a public form can answer besides its field errors and its Idempotency-Key's (describeRoute adds those). */
const PUBLIC_FORM_ERRORS: Partial<Record<number, readonly ErrorCode[]>> = {
  413: ['http.payload_too_large'],
  429: ['http.too_many_requests'],
};

/** Home-page counters change slowly; a short cache spares the database on a busy landing page. */
const STATS_CACHE = 'public, max-age=60';

/** Public site (SPEC §1, §2): contact, footer support, newsletter, home-page counters and reviews. */
export async function siteRoutes(app: ApiInstance) {
  checkSiteTexts();
  const ctx: SiteContext = { db: app.database.db, config: app.config, log: app.log };

  const contact = describeRoute({
    tags: ['site'],
    summary: 'Sends a contact message to the staff (SPEC §3)',
    access: 'public',
    body: ContactInputSchema,
    response: { 201: MessageReceiptSchema },
    errors: PUBLIC_FORM_ERRORS,
    idempotent: true,
  });
  app.post('/contact', publicForm('contact', contact), async (request, reply): Promise<MessageReceipt> => {
    const input = request.body;
    const receipt = await receiveMessage(
      { ...ctx, db: request.db },
      {
        kind: 'contact',
        name: input.name,
        email: input.email,
        phone: null,
        subject: input.subject,
        message: input.message,
        language: requestLanguage(request, input.language),
      },
      request.idempotencyClaim?.key ?? null,
    );
    reply.code(201);
    return receipt;
  });

  const support = describeRoute({
    tags: ['site'],
    summary: "Sends the footer's support message to the staff (SPEC §3)",
    access: 'public',
    body: SupportInputSchema,
    response: { 201: MessageReceiptSchema },
    errors: PUBLIC_FORM_ERRORS,
    idempotent: true,
  });
  app.post('/support', publicForm('support', support), async (request, reply): Promise<MessageReceipt> => {
    const input = request.body;
    const receipt = await receiveMessage(
      { ...ctx, db: request.db },
      {
        kind: 'support',
        name: null,
        email: input.email,
        phone: input.phone,
        subject: null,
        message: input.message,
        language: requestLanguage(request, input.language),
      },
      request.idempotencyClaim?.key ?? null,
    );
    reply.code(201);
    return receipt;
  });

  const newsletter = describeRoute({
    tags: ['site'],
    summary: 'Subscribes an address to the newsletter; the same answer whether it was new or not',
    access: 'public',
    body: NewsletterInputSchema,
    response: { 200: NewsletterReceiptSchema },
    errors: PUBLIC_FORM_ERRORS,
    idempotent: true,
  });
  app.post('/newsletter', publicForm('newsletter', newsletter), async (request): Promise<NewsletterReceipt> => {
    const input = request.body;
    await subscribe({ ...ctx, db: request.db }, input.email, requestLanguage(request, input.language));
    return { subscribed: true };
  });

  // Opened from a mail client, so it answers a page, not JSON, even for a broken link.
  const unsubscribeLink = describeRoute({
    tags: ['site'],
    summary: "The newsletter mails' unsubscribe link: unsubscribes and answers a page in the subscriber's language",
    access: 'public',
    querystring: UnsubscribeQuerySchema,
    refusesInvalidInput: false,
    response: {
      200: { mediaType: 'text/html', description: 'Page confirming the address no longer receives the newsletter' },
      404: { mediaType: 'text/html', description: 'Page saying the link is unknown or broken' },
    },
  });
  app.get('/newsletter/unsubscribe', { schema: unsubscribeLink }, async (request, reply) => {
    const query = v.safeParse(UnsubscribeQuerySchema, request.query);
    const outcome = query.success ? await unsubscribe(ctx, query.output.token) : { status: 'unknown' as const };
    const done = outcome.status === 'unsubscribed';
    const language = done ? outcome.language : requestLanguage(request);
    return reply
      .code(done ? 200 : 404)
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', UNSUBSCRIBE_PAGE_CSP)
      .type('text/html; charset=utf-8')
      .send(unsubscribePage(language, done ? { email: outcome.email } : null));
  });

  const stats = describeRoute({
    tags: ['site'],
    summary: "The home page's counters: subscribers, students and quiz success rate (SPEC §1)",
    access: 'public',
    response: { 200: PublicStatsSchema },
  });
  const readStats = keptPublicStats(app.database);
  app.get('/stats/public', { schema: stats }, async (_request, reply): Promise<PublicStats> => {
    reply.header('Cache-Control', STATS_CACHE);
    return readStats();
  });

  await app.register(testimonialsRoutes);
  await app.register(staffMessageRoutes);
}
