import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '../../contract/constants';
import { classifyRequest } from '../db/gate';

const HEALTH_ROUTE = `${API_BASE}/health`;

/**
 * Gives every request its ticket for the database gate (server/db/gate.ts). A preHandler, not an
 * onRequest hook: reading the body hops to the socket's own async context, which would lose the ticket;
 * registered before the plugins whose preHandlers read the database, so theirs are counted too.
 */
export const databaseGate = fp(
  async (app: FastifyInstance) => {
    const { gate } = app.database;
    app.addHook('preHandler', (request, reply, done) => {
      // The load balancer's health check must tell a dead server from a busy one: it is never refused.
      if (request.routeOptions.url === HEALTH_ROUTE) {
        done();
        return;
      }
      const ticket = gate.ticket(classifyRequest(request.method, request.url));
      // 'close' comes after the answer is sent and also when the client goes away first.
      reply.raw.once('close', () => gate.release(ticket));
      gate.run(ticket, done);
    });
  },
  { name: 'database-gate' },
);
