import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '../../contract/constants';
import { API_TAGS } from '../lib/route-schema';
import { APP_VERSION } from '../version';

export const API_DOCS_PATH = `${API_BASE}/docs`;

/**
 * The OpenAPI 3.1 document, built by @fastify/swagger from every route's schema (server/lib/route-schema.ts),
 * as JSON at /api/docs/json and as Swagger UI at /api/docs. The UI's files come from the package, never a
 * CDN; its inline bootstrap is allowed by hash on its own pages only.
 */
export const apiDocs = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Agri Academy API',
          version: APP_VERSION,
          description:
            'The REST API of the academy. Errors are application/problem+json (RFC 9457) with a stable `code`; ' +
            'input errors are 422 with field codes. Writes the app queues offline carry an `Idempotency-Key`.',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', description: 'The session token from POST /api/auth/login.' },
          },
        },
        tags: API_TAGS.map((name) => ({ name })),
      },
    });
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      uiConfig: { docExpansion: 'list', deepLinking: true },
      transformStaticCSP: (header: string) => {
        const extra = app.swaggerCSP;
        return header
          .replace(/script-src ([^;]*)/, (_all, sources: string) => `script-src ${sources} ${extra.script.join(' ')}`)
          .replace(/style-src ([^;]*)/, (_all, sources: string) => `style-src ${sources} ${extra.style.join(' ')}`);
      },
    });
  },
  { name: 'api-docs' },
);
