import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

/**
 * The OpenAPI document at /api/docs/json: a valid OpenAPI 3.1 document, and every API route the server
 * registers is in it with a response schema, so nothing ships undocumented or unfiltered.
 */
interface Operation {
  responses?: Record<string, { headers?: Record<string, unknown> } | undefined>;
  tags?: string[];
  operationId?: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content?: Record<string, unknown> };
}
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { description?: string }> };
};

let t: TestApp;
const routes: { method: string; url: string; hasResponse: boolean; hidden: boolean }[] = [];

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        routes.push({
          method: method.toLowerCase(),
          url: route.url,
          hasResponse: Boolean(route.schema?.response),
          hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide),
        });
      }
    },
  });
});
afterAll(() => t.close());

async function document(): Promise<Document> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json<Document>();
}

/** Fastify's `/formations/:id` is OpenAPI's `/formations/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('GET /api/docs/json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every API route the server registers, each with a response schema and a tag', async () => {
    const doc = await document();
    // Fastify answers HEAD for every GET by itself; a HEAD route of its own (tus's) is an operation.
    const ownHead = (route: { method: string; url: string }) =>
      route.method === 'head' && !routes.some((other) => other.method === 'get' && other.url === route.url);
    const api = routes.filter((route) => route.url.startsWith('/api/') && !route.hidden && (route.method !== 'head' || ownHead(route)));
    expect(api.length).toBeGreaterThan(90);
    const missing = api.filter((route) => !doc.paths[openApiPath(route.url)]?.[route.method]).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const undocumented = api.filter((route) => !route.hasResponse).map((r) => `${r.method} ${r.url}`);
    expect(undocumented).toEqual([]);
    const untagged = api
      .filter((route) => !doc.paths[openApiPath(route.url)]?.[route.method]?.tags?.length)
      .map((r) => `${r.method} ${r.url}`);
    expect(untagged).toEqual([]);
  });

  it('names every operation with its own operationId, for client generators', async () => {
    const doc = await document();
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
    expect(ids).not.toContain(undefined);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/health']?.get?.operationId).toBe('getHealth');
  });

  it('describes the tus protocol: its request headers as parameters, HEAD as an operation, the headers it answers', async () => {
    const doc = await document();
    const upload = doc.paths['/api/admin/uploads/{id}'] ?? {};
    const headerParameters = (operation: Operation | undefined) =>
      Object.fromEntries((operation?.parameters ?? []).filter((parameter) => parameter.in === 'header').map((p) => [p.name, p.required]));
    expect(headerParameters(doc.paths['/api/admin/uploads']?.post)).toEqual({
      'Tus-Resumable': true,
      'Upload-Length': true,
      'Upload-Metadata': false,
    });
    expect(headerParameters(upload.head)).toEqual({ 'Tus-Resumable': true });
    expect(headerParameters(upload.patch)).toEqual({ 'Tus-Resumable': true, 'Upload-Offset': true });
    expect(headerParameters(upload.delete)).toEqual({ 'Tus-Resumable': true });
    expect(Object.keys(upload.patch?.requestBody?.content ?? {})).toEqual(['application/offset+octet-stream']);
    expect(Object.keys(upload.head?.responses?.['200']?.headers ?? {})).toEqual(expect.arrayContaining(['Upload-Offset', 'Upload-Length']));
    expect(Object.keys(upload.patch?.responses?.['204']?.headers ?? {})).toEqual(expect.arrayContaining(['Upload-Offset', 'Media-Id']));
    expect(Object.keys(doc.paths['/api/admin/uploads']?.post?.responses?.['201']?.headers ?? {})).toContain('Location');
  });

  it('names, for the bearer token, a sign-in operation the document has', async () => {
    const doc = await document();
    const described = doc.components?.securitySchemes?.bearer?.description ?? '';
    const [, method, path] = /\b(GET|POST) (\/api\/\S+?)\b/.exec(described) ?? [];
    expect(path && method ? doc.paths[path]?.[method.toLowerCase()] : undefined).toBeDefined();
  });
});
