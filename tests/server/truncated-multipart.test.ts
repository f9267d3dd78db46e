/**
 * A multipart body cut off mid-way (a phone on a dropping link) is a client error on every route, never
 * a 500: the routes that take no multipart body refuse it with 415 before reading it, the three that
 * take one answer 400 `http.malformed_body` and leave nothing in the spool folder. The routes come from
 * the route table as the app registers them, not from a list kept by hand.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../contract/uuid';
import { routeTakesMultipart } from '../../server/plugins/uploads';
import { createTestApp, type TestApp } from './helpers';
import { bearer, signedIn } from './auth/support';

interface RegisteredRoute {
  method: string;
  url: string;
  multipart: boolean;
}

const routes: RegisteredRoute[] = [];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TestApp;
const tokens: Record<string, string | null> = { anonymous: null };

beforeAll(async () => {
  t = await createTestApp({
    onRoute(route: RouteOptions) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (BODY_METHODS.has(method)) routes.push({ method, url: route.url, multipart: routeTakesMultipart(route.schema) });
      }
    },
  });
  tokens.client = (await signedIn(t, ['client'])).token;
  tokens.agent = (await signedIn(t, ['agent'])).token;
  tokens.admin = (await signedIn(t, ['admin'])).token;
}, 120_000);
afterAll(() => t.close());

/** A concrete URL for a route pattern: every parameter and wildcard filled with a fresh id. */
const fill = (url: string) => url.replace(/:[A-Za-z_]+/g, () => uuidv7()).replace(/\*$/, uuidv7());

const TRUNCATED = { 'content-type': 'multipart/form-data; boundary=x' };
const spoolFolder = () => path.join(t.dataDir, 'uploads', 'tmp');
const spooled = async () => readdir(spoolFolder()).catch(() => [] as string[]);

describe('a truncated multipart body', () => {
  it('is found on more than a handful of routes, three of which take multipart', () => {
    // Guards the test itself: an empty table would make every loop below pass.
    expect(routes.length).toBeGreaterThan(50);
    expect(
      routes
        .filter((route) => route.multipart)
        .map((route) => route.url)
        .sort(),
    ).toEqual([
      '/api/admin/formations/:id/modules/:moduleId/lessons/:lessonId/attachments',
      '/api/admin/formations/:id/thumbnail',
      '/api/payments/bank-transfer',
    ]);
  });

  it('answers 4xx problem+json on every route with a body, for every role', async () => {
    const failures: string[] = [];
    for (const [role, token] of Object.entries(tokens)) {
      for (const route of routes) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: fill(route.url),
          headers: { ...TRUNCATED, ...(token ? bearer(token) : {}), 'x-forwarded-for': `10.47.0.${routes.indexOf(route) % 250}` },
          payload: '--x\r\ngarbage',
        });
        const problem = String(res.headers['content-type'] ?? '').startsWith('application/problem+json');
        if (res.statusCode < 400 || res.statusCode >= 500 || !problem)
          failures.push(`${role} ${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('is refused with 415 before it is read by a route that takes no multipart body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: TRUNCATED, payload: '--x\r\ngarbage' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 415, code: 'http.unsupported_media_type' });
    const me = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { ...TRUNCATED, ...bearer(tokens.client ?? '') },
      payload: '--x\r\ngarbage',
    });
    expect(me.statusCode).toBe(415);
  });

  it('still asks who is calling before it reads a multipart body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/bank-transfer', headers: TRUNCATED, payload: '--x\r\ngarbage' });
    expect(res.statusCode).toBe(401);
    const learnerOnEditor = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/formations/${uuidv7()}/thumbnail`,
      headers: { ...TRUNCATED, ...bearer(tokens.client ?? '') },
      payload: '--x\r\ngarbage',
    });
    expect(learnerOnEditor.statusCode).toBe(403);
  });
});

describe('a file cut off mid-upload on the routes that take one', () => {
  /** A part header and some bytes of a JPEG, then nothing: the closing boundary never arrives. */
  const cutOff = (field: string) =>
    Buffer.concat([
      Buffer.from(`--x\r\nContent-Disposition: form-data; name="formation_id"\r\n\r\n${uuidv7()}\r\n`),
      Buffer.from(`--x\r\nContent-Disposition: form-data; name="${field}"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(64 * 1024, 7),
    ]);

  const cases = [
    { name: 'bank transfer receipt', role: 'client', method: 'POST', url: () => '/api/payments/bank-transfer', field: 'receipt' },
    { name: 'thumbnail', role: 'admin', method: 'PUT', url: () => `/api/admin/formations/${uuidv7()}/thumbnail`, field: 'file' },
    {
      name: 'attachment',
      role: 'admin',
      method: 'POST',
      url: () => `/api/admin/formations/${uuidv7()}/modules/${uuidv7()}/lessons/${uuidv7()}/attachments`,
      field: 'file',
    },
  ];

  for (const { name, role, method, url, field } of cases) {
    it(`answers 400 and keeps no file: ${name}`, async () => {
      const res = await t.app.inject({
        method: method as 'POST',
        url: url(),
        headers: { ...TRUNCATED, ...bearer(tokens[role] ?? ''), 'idempotency-key': uuidv7() },
        payload: cutOff(field),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'http.malformed_body' });
      expect(await spooled()).toEqual([]);
    });
  }
});
