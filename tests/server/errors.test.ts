import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpProblem } from '../../server/lib/http/problem';
import { createTestApp, type TestApp } from './helpers';

const SECRET = 'postgres://academy:hunter2@10.0.0.5/academy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    configure(app) {
      // Test-only routes that fail the ways real handlers can.
      app.get('/api/test/crash', async () => {
        throw new Error(`connect ECONNREFUSED ${SECRET}`);
      });
      app.get('/api/test/refusal', async () => {
        throw new HttpProblem(423, 'lesson.locked', undefined, undefined, { 'Retry-After': '5' });
      });
      app.post('/api/test/echo', async (request) => ({ received: request.body }));
    },
  });
});
afterAll(() => t.close());

describe('error answers', () => {
  it('never leaks a 5xx’s internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toEqual({ type: 'about:blank', title: 'Internal Server Error', status: 500, code: 'server.error' });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('ECONNREFUSED');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers a deliberate refusal with its status, stable code and headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/refusal' });
    expect(res.statusCode).toBe(423);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ status: 423, code: 'lesson.locked', title: 'Locked' });
  });

  it('answers malformed JSON with a 400 problem, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status: 400, code: 'http.malformed_body' });
  });

  it('answers the router’s own refusals as problems: a malformed escape 400, an over-long parameter 414', async () => {
    for (const url of ['/api/formations/%E0%A4%A', '/api/formations/%zz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toEqual({ type: 'about:blank', title: 'Bad Request', status: 400, code: 'http.malformed_url' });
    }
    const long = await t.app.inject({ method: 'GET', url: `/api/formations/${'a'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(long.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(long.json()).toMatchObject({ status: 414, code: 'http.uri_too_long' });
  });

  it('answers an unsupported body type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'http.unsupported_media_type' });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'http.payload_too_large' });
  });

  it('answers an unknown API path with a 404 problem even without a built app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'http.not_found' });
  });
});
