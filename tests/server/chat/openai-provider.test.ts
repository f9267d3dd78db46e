import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendMessageResponse } from '../../../contract/chat';
import { textToHtml } from '../../../contract/chat-search/answer-html';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn, type Person } from '../auth/support';
import { seedCatalogueRows } from './seed-catalogue';

/**
 * The OpenAI-compatible provider against a tiny fake chat-completions server on 127.0.0.1: what it
 * sends, and every way a service can fail (time-out, 500, malformed JSON, a body that trickles in).
 */
type Mode = 'ok' | 'hostile' | 'status500' | 'malformed' | 'empty' | 'hang' | 'slowBody';
let mode: Mode = 'ok';
const received: Array<{
  headers: IncomingMessage['headers'];
  body: { model: string; messages: Array<{ role: string; content: string }> };
}> = [];
let fake: Server;
let baseUrl = '';
const pending = new Set<ServerResponse>();

const completion = (content: string) =>
  JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] });

beforeAll(async () => {
  fake = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(raw) as (typeof received)[number]['body'] });
      pending.add(response);
      response.on('close', () => pending.delete(response));
      switch (mode) {
        case 'ok':
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(completion('**النحل** يحتاج إلى خلية.\n\n- ابدأ بخلية واحدة\n- [اقرأ التكوين](/courses)'));
          return;
        case 'hostile':
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(
              completion(
                '<script>alert(1)</script> <img src=x onerror=alert(2)> [click](javascript:alert(3)) <svg onload=alert(4)> [site](https://evil.example/)',
              ),
            );
          return;
        case 'status500':
          response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
          return;
        case 'malformed':
          response.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [');
          return;
        case 'empty':
          response.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": []}');
          return;
        case 'hang':
          return; // never answers
        case 'slowBody':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.write('{"choices": [');
          return; // the rest never comes
      }
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1/`;
});
afterAll(async () => {
  for (const response of pending) response.destroy();
  await new Promise((resolve) => fake.close(resolve));
});

let t: TestApp;
let admin: Person;
beforeAll(async () => {
  // The fake provider listens on 127.0.0.1: a model served inside the network, as this setting allows.
  t = await createTestApp({ env: { CHAT_ALLOW_PRIVATE_PROVIDER: '1' } });
  await seedCatalogueRows(t);
  admin = await signedIn(t, ['admin']);
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/chat-config',
    headers: bearer(admin.token),
    payload: {
      enabled: true,
      provider: 'openai_compatible',
      daily_quota: 20,
      base_url: baseUrl,
      model: 'tiny-model',
      api_key: 'sk-fake-key',
      timeout_ms: 1000,
      system_prompt: { ar: 'أنت مرشد أكاديمية الاختبار.', fr: 'Vous êtes le guide de test.', en: 'You are the test guide.' },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
});
afterAll(() => t.close());

let counter = 0;
async function asker() {
  counter += 1;
  const headers = { 'x-device-id': `openai-device-${counter}` };
  const ip = `10.88.0.${counter}`;
  const start = await t.app.inject({ method: 'POST', url: '/api/chat/start-session', headers, remoteAddress: ip });
  return { headers, ip, sessionId: start.json<{ session_id: string }>().session_id };
}

async function ask(message: string) {
  const who = await asker();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/chat/send-message',
    headers: who.headers,
    remoteAddress: who.ip,
    payload: { session_id: who.sessionId, message },
  });
  const remaining = await t.app.inject({ method: 'GET', url: '/api/chat/remaining-requests', headers: who.headers, remoteAddress: who.ip });
  return { response, remaining: remaining.json<{ remaining_requests: number }>().remaining_requests };
}

describe('OpenAI-compatible provider', () => {
  it('posts the system prompt in the question language, the catalogue passages and the key; the reply becomes HTML with the formations linked', async () => {
    mode = 'ok';
    received.length = 0;
    const { response, remaining } = await ask('كيف أبدأ تربية النحل؟');
    expect(response.statusCode, response.body).toBe(200);
    const call = received[0];
    expect(call?.headers.authorization).toBe('Bearer sk-fake-key');
    expect(call?.body.model).toBe('tiny-model');
    const system = call?.body.messages[0]?.content ?? '';
    expect(system).toContain('أنت مرشد أكاديمية الاختبار.');
    expect(system).toContain('تربية النحل للمبتدئين');
    expect(system).toMatch(/\/course\/[0-9a-f-]{36}/);
    expect(call?.body.messages[1]).toEqual({ role: 'user', content: 'كيف أبدأ تربية النحل؟' });
    const body = response.json<SendMessageResponse>();
    expect(body.metadata).toMatchObject({ provider: 'openai_compatible', language: 'ar' });
    expect(body.response).toContain('<strong>النحل</strong>');
    expect(body.response).toContain('<li><a href="/courses">اقرأ التكوين</a></li>');
    expect(body.response).toMatch(/<a href="\/course\/[0-9a-f-]{36}">تربية النحل للمبتدئين/);
    expect(remaining).toBe(19);
  });

  it('turns hostile markup from the model into inert text: no tag, no handler, no outside or javascript: link', async () => {
    mode = 'hostile';
    const { response } = await ask('bees');
    const html = response.json<SendMessageResponse>().response;
    expect(html).not.toMatch(/<script|<img|<svg|javascript:|evil\.example"/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('click');
  });

  it.each<[Mode, string]>([
    ['hang', 'times out'],
    ['slowBody', 'sends headers then trickles the body'],
    ['status500', 'answers 500'],
    ['malformed', 'answers malformed JSON'],
    ['empty', 'answers no message'],
  ])('answers 502 chatbot.provider_unavailable, never 500 nor a hang, and keeps the quota when the service %s (%s)', async (failure) => {
    mode = failure;
    const { response, remaining } = await ask('Comment installer une ruche ?');
    expect(response.statusCode).toBe(502);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().code).toBe('chatbot.provider_unavailable');
    expect(remaining).toBe(20);
  });

  it('switching back to the built-in guide needs no service', async () => {
    mode = 'hang';
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/chat-config',
      headers: bearer(admin.token),
      payload: {
        enabled: true,
        provider: 'builtin',
        daily_quota: 20,
        base_url: baseUrl,
        model: 'tiny-model',
        timeout_ms: 1000,
        system_prompt: { ar: '', fr: '', en: '' },
      },
    });
    expect(response.json().has_api_key).toBe(true);
    const { response: answer } = await ask('How do I start beekeeping?');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<SendMessageResponse>().metadata.provider).toBe('builtin');
  });
});

describe('textToHtml', () => {
  it('escapes everything and keeps only its own markup and internal links', () => {
    expect(textToHtml('a < b & "c"')).toBe('<p>a &lt; b &amp; &quot;c&quot;</p>');
    expect(textToHtml('[x](/course/01a20e29-9eae-76ab-bf37-7854b38c17f7)')).toBe(
      '<p><a href="/course/01a20e29-9eae-76ab-bf37-7854b38c17f7">x</a></p>',
    );
    expect(textToHtml('[x](//evil.example/course)')).toBe('<p>x</p>');
    expect(textToHtml('[x](/course/1" onmouseover="alert(1))')).not.toContain('onmouseover="');
    expect(textToHtml('one\ntwo\n\n- a\n- b')).toBe('<p>one<br>two</p><ul><li>a</li><li>b</li></ul>');
    expect(textToHtml('nul\u0000here')).toBe('<p>nulhere</p>');
  });
});
