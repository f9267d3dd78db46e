import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { classifyRequest, type Ticket } from '../db/gate';
import { isNeverBusy } from '../lib/http/route-schema';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's place in the database gate; null for the health check, which is never refused. */
    gateTicket: Ticket | null;
  }
}

/**
 * Gives every request its ticket for the database gate (server/db/gate.ts) in a root onRequest hook, so the
 * route's guard (its own onRequest hook, which looks the session up) is counted too, and enters it again in a
 * preHandler: reading the body hops to the socket's own async context, which loses the ticket. Registered
 * before the plugins whose preHandlers read the database, so theirs are counted as well.
 */
export const databaseGate = fp(
  async (app: FastifyInstance) => {
    const { gate } = app.database;
    app.decorateRequest('gateTicket', null);
    app.addHook('onRequest', (request, reply, done) => {
      // The load balancer's health check must tell a dead server from a busy one: it is never refused.
      if (isNeverBusy(request.routeOptions.schema)) {
        done();
        return;
      }
      const ticket = gate.ticket(classifyRequest(request.method, request.url));
      request.gateTicket = ticket;
      // 'close' comes after the answer is sent and also when the client goes away first.
      reply.raw.once('close', () => gate.release(ticket));
      gate.run(ticket, done);
    });
    app.addHook('preHandler', (request, _reply, done) => {
      if (request.gateTicket) gate.run(request.gateTicket, done);
      else done();
    });
  },
  { name: 'database-gate' },
);
