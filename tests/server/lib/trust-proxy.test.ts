import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_FORM_RATE_LIMIT } from '../../../contract/site-limits';
import { createTestApp, type TestApp } from '../helpers';

/**
 * TRUST_PROXY (README): only the entries added by trusted proxies are believed, so a client that writes
 * its own X-Forwarded-For cannot pick a new address for each request and dodge per-address limits.
 */
const payload = { email: 'visitor@example.ma', message: 'Hello' };

/** A test-only route that answers the address the server counts. */
const echoIp = (app: FastifyInstance) => {
  app.get('/__ip', (request) => ({ ip: request.ip }));
};

async function ipSeen(t: TestApp, socket: string, forwardedFor: string): Promise<string> {
  const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  return (await t.app.inject({ method: 'GET', url: '/__ip', remoteAddress: socket, headers })).json<{ ip: string }>().ip;
}

async function send(t: TestApp, socket: string, forwardedFor: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/support',
    payload,
    remoteAddress: socket,
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' }, configure: echoIp });
  });
  afterAll(() => t.close());

  it('takes the address the proxy saw, ignoring what the client wrote before it', async () => {
    expect(await ipSeen(t, '127.0.0.1', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeen(t, '127.0.0.1', '')).toBe('127.0.0.1');
  });

  it('an invented X-Forwarded-For per request does not escape the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SITE_FORM_RATE_LIMIT.max + 2; i += 1) {
      statuses.push((await send(t, '127.0.0.1', `198.51.100.${i}, 203.0.113.7`)).statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(SITE_FORM_RATE_LIMIT.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    // The next client behind the same proxy is someone else.
    expect((await send(t, '127.0.0.1', '203.0.113.8')).statusCode).toBe(201);
  });
});

describe("TRUST_PROXY as the proxy's address", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.10.0.2' }, configure: echoIp });
  });
  afterAll(() => t.close());

  it('believes X-Forwarded-For only from that proxy; a client talking directly is counted by its own address', async () => {
    const direct: number[] = [];
    for (let i = 0; i < SITE_FORM_RATE_LIMIT.max + 1; i += 1) {
      direct.push((await send(t, '192.0.2.44', `198.51.100.${i}`)).statusCode);
    }
    expect(direct.at(-1)).toBe(429);
    expect(await ipSeen(t, '192.0.2.44', '198.51.100.1')).toBe('192.0.2.44');
    expect(await ipSeen(t, '10.10.0.2', '198.51.100.1, 192.0.2.45')).toBe('192.0.2.45');
    // Through the proxy, each forwarded client counts on its own.
    expect((await send(t, '10.10.0.2', '192.0.2.45')).statusCode).toBe(201);
  });
});
