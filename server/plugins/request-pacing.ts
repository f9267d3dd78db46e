import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '../../contract/constants';
import { serverBusy } from '../lib/http/problem';
import { isNeverBusy } from '../lib/http/route-schema';
import { PGLITE_PACER_LIMITS, POSTGRES_PACER_LIMITS, RequestPacer, type PacerLimits } from '../lib/http/request-pacer';

const API_PREFIX = `${API_BASE}/`;

declare module 'fastify' {
  interface FastifyInstance {
    /** Short event-loop turns under a crowd (server/lib/http/request-pacer.ts). */
    pacer: RequestPacer;
  }
}

/**
 * Paces the API's requests through the event loop (server/lib/http/request-pacer.ts): the first root
 * onRequest hook, so a request waits its turn before its guard or the database gate look at it, and is
 * refused with 503 `server.busy` and Retry-After when its wait would pass the bound. A route described
 * with `neverBusy` (the health check) is never paced, nor are pages and files, answered from memory.
 */
export const requestPacing = fp(
  async (app: FastifyInstance, options: { limits?: Partial<PacerLimits> }) => {
    const engineLimits = app.database.kind === 'postgres' ? POSTGRES_PACER_LIMITS : PGLITE_PACER_LIMITS;
    const pacer = new RequestPacer({ ...engineLimits, ...options.limits });
    app.decorate('pacer', pacer);
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.url.startsWith(API_PREFIX) || isNeverBusy(request.routeOptions.schema)) {
        done();
        return;
      }
      const offer = pacer.offer(() => done());
      if (!offer.started && !offer.queued) {
        done(serverBusy(offer.retryAfterSeconds));
      }
    });
  },
  { name: 'request-pacing' },
);
