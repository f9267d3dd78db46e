import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '../../contract/constants';
import { withInlineSources } from '../lib/http/csp';
import { API_TAG_DESCRIPTIONS, API_TAGS, withDocumentedHeaders } from '../lib/http/route-schema';
import { withSharedSchemas } from '../lib/http/shared-schemas';
import { APP_VERSION } from '../version';

export const API_DOCS_PATH = `${API_BASE}/docs`;

const pascal = (word: string) => word.replace(/(^|[-_.])(\w)/g, (_all, _sep: string, letter: string) => letter.toUpperCase());

/**
 * A stable, readable operationId from method and path (`GET /api/formations/{id}/quiz` →
 * `getFormationsByIdQuiz`), for client generators; without one Swagger UI's deep links use underscores
 * it then warns about.
 */
export function operationId(method: string, path: string): string {
  const words = path
    .replace(new RegExp(`^${API_BASE}`), '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('{') ? `By${pascal(segment.slice(1, -1))}` : pascal(segment)));
  return `${method.toLowerCase()}${words.join('')}`;
}

type PathItems = Record<string, Record<string, { operationId?: string; responses?: unknown } | undefined> | undefined>;

/** Every operation gets its own operationId (a tus route serves several methods from one route). */
function withOperationIds<T extends { paths?: unknown }>(document: T): T {
  // Read structurally: the OpenAPI typings are a union over spec versions that all share this shape.
  const paths = (document.paths ?? {}) as PathItems;
  for (const [path, item] of Object.entries(paths)) {
    if (!item) continue;
    for (const [method, operation] of Object.entries(item)) {
      // A copy: the methods of one route share one operation object.
      if (operation?.responses && !operation.operationId) item[method] = { ...operation, operationId: operationId(method, path) };
    }
  }
  return document;
}

/**
 * The OpenAPI 3.1 document, built by @fastify/swagger from every route's schema (server/lib/http/route-schema.ts),
 * as JSON at /api/docs/json and as Swagger UI at /api/docs. The UI's files come from the package, never a
 * CDN, and run under the app's own CSP (e2e/api-docs.spec.ts): Swagger UI 5 has no inline script, and the
 * hashes the package lists (`app.swaggerCSP`, empty today) are added on its pages only, should it get one.
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
            'input errors are 422 with field codes. Any route with a body may also answer 400 `validation.failed` ' +
            '(malformed JSON), 413 `http.payload_too_large` and 415 `http.unsupported_media_type` before its handler runs. ' +
            'Writes the app queues offline carry an `Idempotency-Key`.',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', description: 'The session token from POST /api/login (`token` in its answer).' },
          },
        },
        tags: API_TAGS.map((name) => ({ name, description: API_TAG_DESCRIPTIONS[name] })),
      },
      transform: ({ schema, url }) => ({ schema: withDocumentedHeaders(schema) as typeof schema, url }),
      transformObject: (documents) =>
        'openapiObject' in documents ? withSharedSchemas(withOperationIds(documents.openapiObject)) : documents.swaggerObject,
    });
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      // BaseLayout: no top bar, whose inline SVG logo carries a <style> the CSP refuses (and whose
      // "Explore" box would load other documents).
      uiConfig: { docExpansion: 'list', deepLinking: true, layout: 'BaseLayout' },
      transformStaticCSP: (header: string) => {
        return withInlineSources(header, app.swaggerCSP);
      },
    });
  },
  { name: 'api-docs' },
);
