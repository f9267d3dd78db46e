import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { UuidSchema } from '../../../contract/catalogue';
import { describeRoute, type RouteDescription, type ApiInstance } from '../../lib/http/route-schema';
import { handleCallback } from './payments-service';

const IdParamsSchema = v.object({ id: UuidSchema });
const ProviderParamsSchema = v.object({ provider: v.picklist(['test', 'cmi'], 'http.not_found') });

/**
 * The card gateway's side: its server-to-server callback, public and trusted only through its signature,
 * and the address it sends the browser back to.
 */
export function gatewayPaymentRoutes(app: ApiInstance): void {
  const { db } = app.database;
  const { config } = app;

  /** The gateway's server-to-server callback: answered in plain text, the way the gateway reads it. */
  const callbackSchema = describeRoute({
    tags: ['payments'],
    summary: "The card gateway's server-to-server callback (CMI), trusted only through its signature",
    description:
      'The gateway posts `application/x-www-form-urlencoded` fields (at most 64 KB). A valid signature, an order of ours and the right ' +
      'amount settle the payment once; a repeat answers what the first answered. The answer is plain text the gateway reads ' +
      '(CMI: `ACTION=POSTAUTH` when paid, `APPROVED` when refused, `FAILURE` on a bad signature, unknown order or wrong amount).',
    access: 'public',
    params: ProviderParamsSchema,
    bodyMediaType: { mediaType: 'application/x-www-form-urlencoded', description: "The gateway's signed fields" },
    response: { 200: { mediaType: 'text/plain', description: 'The acknowledgement the gateway expects' } },
    errors: { 413: ['http.payload_too_large'] },
  });
  app.post('/payments/callback/:provider', { schema: callbackSchema }, async (request, reply) => {
    const { provider } = request.params;
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
   * nothing about the money, changes nothing and reveals nothing (it is public, so it never
   * looks the payment up): it brings the learner to their dashboard, whose payments list learns the
   * outcome from the callback's effect (GET /api/payments, the `me` sync) once signed in.
   */
  // The id is checked by the route's params schema (a malformed one is 422), never looked up.
  const backToPaymentScreen = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    return reply.redirect('/dashboard', 303);
  };
  const returnRoute = (method: string): RouteDescription => ({
    tags: ['payments'],
    summary: `Where the card gateway sends the browser back (${method}): a 303 to the learner's dashboard`,
    description:
      'Proves nothing about the money, changes nothing and reveals nothing: the `Location` is `/dashboard` for any id, ' +
      'whose payments list learns the outcome from the callback’s effect.',
    access: 'public',
    params: IdParamsSchema,
    response: { 303: null },
  });
  app.get('/payments/:id/return', { schema: describeRoute(returnRoute('opened')) }, backToPaymentScreen);
  app.post(
    '/payments/:id/return',
    {
      schema: describeRoute({
        ...returnRoute('posted'),
        bodyMediaType: { mediaType: 'application/x-www-form-urlencoded', description: "The gateway's fields, ignored" },
      }),
    },
    backToPaymentScreen,
  );
}
