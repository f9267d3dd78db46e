import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_ROLES } from '../../contract/roles';
import { invalidInput } from '../lib/http/problem';
import { accessOf, takesJsonBody, type Access } from '../lib/http/route-schema';
import { requireRole, requireUser } from './authenticate';

/** The guard each `access` implies; public and optional-user routes have none. */
const GUARDS: Partial<Record<Access, onRequestAsyncHookHandler>> = {
  user: requireUser,
  staff: requireRole(...STAFF_ROLES),
  admin: requireRole('admin'),
};

const listOf = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Every JSON body the contract describes is an object. A body of `null` or an array is refused before
 * the schema runs (valibot's object check would take an array for an empty object, and the validator
 * cannot tell `null` from no body): no write happens on a body the document forbids. No body at all
 * still reads as `{}`, for the routes whose fields are all optional.
 */
async function refuseNonObjectBody(request: FastifyRequest): Promise<void> {
  if (request.body === null || Array.isArray(request.body)) throw invalidInput({ _: ['validation.invalid_value'] });
}

/**
 * The route's declared `access` (describeRoute) is its guard: installed here as the route's first
 * `onRequest` hook, so a caller without the right gets 401/403 before any body is read (an anonymous upload
 * never spools a byte) and before any 422. No route attaches a guard of its own.
 *
 * Answers to a signed-in caller are personal: unless the route chose its own `Cache-Control`, they leave
 * as `private, no-store`, so no shared cache keeps them and no browser shows them from its cache later.
 */
export const routeAccess = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      const access = accessOf(route.schema);
      const guard = access ? GUARDS[access] : undefined;
      if (guard && !listOf(route.onRequest).includes(guard)) route.onRequest = [guard, ...listOf(route.onRequest)];
      if (takesJsonBody(route.schema)) route.preValidation = [refuseNonObjectBody, ...listOf(route.preValidation)];
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.auth && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'private, no-store');
      return payload;
    });
  },
  { name: 'route-access', dependencies: ['authenticate'] },
);
