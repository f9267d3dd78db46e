import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSettings } from '../../../contract/chat';
import { isPublicAddress, providerNetwork } from '../../../server/modules/chat/provider-address';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn, type Person } from '../auth/support';
import { seedCatalogueRows } from './seed-catalogue';

/**
 * Chat sessions are counted per account for learners (a shared address never
 * stops them), and the provider setting can neither send the key to a new server nor reach inside the
 * server's network, whatever the spelling of the address or what the name resolves to when asked.
 */

/** Names this test resolves itself: no DNS. */
const fakeDns = new Map<string, string[]>([
  ['api.provider.test', ['93.184.216.34']],
  ['other.provider.test', ['93.184.216.35']],
  ['looks-public.example', ['127.0.0.1']],
  ['mixed.example', ['93.184.216.34', '10.0.0.7']],
]);
const systemResolve = providerNetwork.resolve;
function fakeResolve(hostname: string): Promise<LookupAddress[]> {
  const addresses = fakeDns.get(hostname);
  if (!addresses) return Promise.reject(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }));
  return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
}

let t: TestApp;
let admin: Person;
const logLines: string[] = [];
beforeAll(async () => {
  providerNetwork.resolve = fakeResolve;
  t = await createTestApp({ logger: true, env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void logLines.push(line) } });
  await seedCatalogueRows(t);
  admin = await signedIn(t, ['admin']);
});
afterAll(async () => {
  providerNetwork.resolve = systemResolve;
  await t.close();
});

const settingsBody = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  provider: 'openai_compatible',
  daily_quota: 20,
  base_url: 'https://api.provider.test/v1',
  model: 'tiny',
  timeout_ms: 2000,
  system_prompt: { ar: 'مرشد', fr: 'Guide', en: 'Guide' },
  ...overrides,
});
const put = (overrides: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/chat-config', headers: bearer(admin.token), payload: settingsBody(overrides) });
const builtin = () => put({ provider: 'builtin', base_url: '', model: '', api_key: null });

describe('chat sessions: per account for learners, per device and address for visitors', () => {
  afterEach(async () => {
    expect((await builtin()).statusCode).toBe(200);
  });

  it('65 visitor sessions at one address, then a signed-in learner there still starts one', async () => {
    await builtin();
    const ip = '203.0.113.50';
    for (let i = 0; i < 65; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/chat/start-session',
        headers: { 'x-device-id': `village-phone-${i}` },
        remoteAddress: ip,
      });
      expect(response.statusCode, `visitor ${i}: ${response.body}`).toBe(201);
    }
    const learner = await signedIn(t, ['client']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat/start-session',
      headers: bearer(learner.token),
      remoteAddress: ip,
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('one device is limited on its own, and a learner by account whatever the address', async () => {
    const device = { 'x-device-id': 'one-busy-device' };
    let refused = null;
    for (let i = 0; i < 31 && !refused; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/chat/start-session',
        headers: device,
        remoteAddress: `198.51.100.${i}`,
      });
      if (response.statusCode === 429) refused = { i, retryAfter: response.headers['retry-after'] };
    }
    expect(refused?.i).toBe(30);
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
    // Another device at the same addresses is not affected.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/chat/start-session',
          headers: { 'x-device-id': 'another-device' },
          remoteAddress: '198.51.100.1',
        })
      ).statusCode,
    ).toBe(201);

    const learner = await signedIn(t, ['client']);
    let learnerRefusedAt = -1;
    for (let i = 0; i < 61 && learnerRefusedAt < 0; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/chat/start-session',
        headers: bearer(learner.token),
        remoteAddress: `192.0.2.${i}`,
      });
      if (response.statusCode === 429) learnerRefusedAt = i;
    }
    expect(learnerRefusedAt).toBe(60);
  });
});

describe('provider settings', () => {
  afterEach(async () => {
    expect((await builtin()).statusCode).toBe(200);
  });

  it('the addresses behind each spelling: public ones pass, every non-public range is refused', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '0.0.0.0',
      '0.1.2.3',
      '10.1.2.3',
      '100.64.0.1',
      '100.127.255.254',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      'ff02::1',
      '2001:db8::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it.each([
    'http://127.0.0.1:8080/v1',
    'http://[::1]:11434/v1',
    'http://0x7f000001/v1',
    'http://2130706433/v1',
    'http://0177.0.0.1/v1',
    'http://127.1/v1',
    'http://169.254.169.254/latest',
    'http://10.1.2.3/v1',
    'http://100.64.1.1/v1',
    'http://[::ffff:127.0.0.1]/v1',
    'http://[fd00::1]/v1',
    'http://looks-public.example/v1',
    'http://mixed.example/v1',
  ])('refuses %s with a field error on base_url', async (baseUrl) => {
    const response = await put({ base_url: baseUrl, api_key: 'sk-refused-0000' });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ base_url: ['chatbot.provider_address_refused'] });
    const stored = await t.app.inject({ method: 'GET', url: '/api/admin/chat-config', headers: bearer(admin.token) });
    expect(stored.json<ChatSettings>().base_url).not.toBe(baseUrl);
  });

  it('a new origin without a key drops the stored key; the same origin keeps it; a key sent with the new origin is kept', async () => {
    const secret = 'sk-live-abcdefghijklmnop';
    expect((await put({ api_key: secret })).json<ChatSettings>().has_api_key).toBe(true);
    const samePlace = await put({ base_url: 'https://api.provider.test/v2/' });
    expect(samePlace.json<ChatSettings>().has_api_key).toBe(true);
    const moved = await put({ base_url: 'https://other.provider.test/v1' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<ChatSettings>().has_api_key).toBe(false);
    // Another port or scheme is another origin too.
    expect((await put({ base_url: 'https://other.provider.test/v1', api_key: secret })).json<ChatSettings>().has_api_key).toBe(true);
    expect((await put({ base_url: 'http://other.provider.test/v1' })).json<ChatSettings>().has_api_key).toBe(false);
    expect((await put({ base_url: 'http://other.provider.test/v1', api_key: secret })).json<ChatSettings>().has_api_key).toBe(true);
    expect((await put({ base_url: 'http://other.provider.test:8443/v1' })).json<ChatSettings>().has_api_key).toBe(false);
  });

  it('checks the resolved address again when asking: a name that later resolves inside gets no request, and the key is in no answer nor log', async () => {
    let hits = 0;
    const inside: Server = createServer((request, response) => {
      hits += 1;
      request.resume();
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[{"message":{"content":"leaked"}}]}');
    });
    await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
    const port = (inside.address() as AddressInfo).port;
    const secret = 'sk-rebinding-secret-42';
    try {
      fakeDns.set('rebinding.example', ['93.184.216.40']);
      const saved = await put({ base_url: `http://rebinding.example:${port}/v1`, api_key: secret });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.body).not.toContain(secret);
      // The name now points at the server itself (DNS rebinding).
      fakeDns.set('rebinding.example', ['127.0.0.1']);
      const headers = { 'x-device-id': 'rebinding-visitor' };
      const start = await t.app.inject({ method: 'POST', url: '/api/chat/start-session', headers, remoteAddress: '203.0.113.77' });
      const sessionId = start.json<{ session_id: string }>().session_id;
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/chat/send-message',
        headers,
        remoteAddress: '203.0.113.77',
        payload: { session_id: sessionId, message: 'bees' },
      });
      expect(asked.statusCode, asked.body).toBe(502);
      expect(asked.json().code).toBe('chatbot.provider_unavailable');
      expect(hits).toBe(0);
      expect(logLines.join('\n')).not.toContain(secret);
      expect(logLines.join('\n')).toContain('address not public');
    } finally {
      fakeDns.delete('rebinding.example');
      await new Promise((resolve) => inside.close(resolve));
    }
  });
});

describe('CHAT_ALLOW_PRIVATE_PROVIDER=1', () => {
  it('lets a model served inside the network be saved', async () => {
    const inside = await createTestApp({ env: { CHAT_ALLOW_PRIVATE_PROVIDER: '1' } });
    try {
      const owner = await signedIn(inside, ['admin']);
      const response = await inside.app.inject({
        method: 'PUT',
        url: '/api/admin/chat-config',
        headers: bearer(owner.token),
        payload: settingsBody({ base_url: 'http://127.0.0.1:11434/v1' }),
      });
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      await inside.close();
    }
  });
});
