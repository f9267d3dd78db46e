/**
 * Bad bytes answer 4xx, never 500: a NUL in any text field or query, deeply nested
 * JSON with an Idempotency-Key, lone surrogates, invalid UTF-8 and over-long URLs. Every answer is
 * problem+json; a NUL is a 422 naming the field with `validation.invalid_characters`.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../contract/uuid';
import { contactMessages } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';
import { bearer, signedIn, type Person } from './auth/support';

let t: TestApp;
let learner: Person;
let admin: Person;
const messageId = uuidv7();

beforeAll(async () => {
  t = await createTestApp();
  learner = await signedIn(t, ['client']);
  admin = await signedIn(t, ['admin']);

  await t.database.db.insert(contactMessages).values({
    id: messageId,
    kind: 'contact',
    name: 'Hassan',
    email: 'hassan@example.ma',
    subject: 'Goutte à goutte',
    message: 'Quel filtre ?',
    language: 'fr',
  });
});
afterAll(() => t.close());

const NUL = '\u0000';
let nextIp = 1;
const freshIp = () => `10.44.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`;

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  url: string;
  payload?: object;
  who?: 'learner' | 'admin';
  /** The field the 422 must name, when the NUL is in a field. */
  field?: string;
  key?: boolean;
}

const register = {
  first_name: 'Amina',
  last_name: 'Benali',
  email: 'amina@example.ma',
  phone: '+212612345678',
  password: 'long-enough-password',
  password_confirmation: 'long-enough-password',
};
const contact = { name: 'Fatima', email: 'fatima@example.ma', subject: 'Compost', message: 'Combien de temps ?', language: 'fr' };
const withNul = (text: string) => `${text.slice(0, 2)}${NUL}${text.slice(2)}`;

const cases = (): Case[] => [
  {
    name: 'register: first name',
    method: 'POST',
    url: '/api/register',
    payload: { ...register, first_name: withNul('Amina') },
    field: 'first_name',
  },
  {
    name: 'register: email',
    method: 'POST',
    url: '/api/register',
    payload: { ...register, email: withNul('amina@example.ma') },
    field: 'email',
  },
  {
    name: 'register: password',
    method: 'POST',
    url: '/api/register',
    payload: { ...register, password: withNul(register.password) },
    field: 'password',
  },
  { name: 'register: unknown field', method: 'POST', url: '/api/register', payload: { ...register, nickname: NUL }, field: 'nickname' },
  { name: 'login: email', method: 'POST', url: '/api/login', payload: { email: withNul('a@example.ma'), password: 'x' }, field: 'email' },
  {
    name: 'PATCH /me: last name',
    method: 'PATCH',
    url: '/api/me',
    payload: { last_name: withNul('Benali') },
    who: 'learner',
    field: 'last_name',
  },
  {
    name: 'PATCH /me: phone',
    method: 'PATCH',
    url: '/api/me',
    payload: { phone: withNul('+212612345678') },
    who: 'learner',
    field: 'phone',
  },
  {
    name: 'contact: message',
    method: 'POST',
    url: '/api/contact',
    payload: { ...contact, message: withNul(contact.message) },
    field: 'message',
  },
  {
    name: 'contact: name, with a key',
    method: 'POST',
    url: '/api/contact',
    payload: { ...contact, name: withNul('Fatima') },
    field: 'name',
    key: true,
  },
  {
    name: 'support: message',
    method: 'POST',
    url: '/api/support',
    payload: { email: 'said@example.ma', message: withNul('Aidez-moi') },
    field: 'message',
  },
  {
    name: 'newsletter: email, with a key',
    method: 'POST',
    url: '/api/newsletter',
    payload: { email: withNul('n@example.ma') },
    field: 'email',
    key: true,
  },
  {
    name: 'rating: feedback',
    method: 'POST',
    url: `/api/formations/${uuidv7()}/ratings`,
    payload: { rating: 5, feedback: withNul('Très utile') },
    who: 'learner',
    field: 'feedback',
    key: true,
  },
  {
    name: 'staff reply: message',
    method: 'POST',
    url: `/api/admin/messages/${messageId}/reply`,
    payload: { message: withNul('Bonjour') },
    who: 'admin',
    field: 'message',
  },
  {
    name: 'staff user: first name',
    method: 'POST',
    url: '/api/admin/users',
    payload: { first_name: NUL },
    who: 'admin',
    field: 'first_name',
  },
  { name: 'formations ?q=%00', method: 'GET', url: '/api/formations?q=%00', field: 'q' },
  { name: 'formations ?q=ab%00cd', method: 'GET', url: '/api/formations?q=ab%00cd', field: 'q' },
  { name: 'admin users ?q=%00', method: 'GET', url: '/api/admin/users?q=%00', who: 'admin', field: 'q' },
  { name: 'admin messages ?handled=%00', method: 'GET', url: '/api/admin/messages?handled=%00', who: 'admin', field: 'handled' },
  { name: 'formation id %00', method: 'GET', url: '/api/formations/%00' },
  { name: 'sync cursor %00', method: 'GET', url: '/api/sync/catalogue?cursor=%00', field: 'cursor' },
  { name: 'unsubscribe token %00', method: 'GET', url: '/api/newsletter/unsubscribe?token=%00' },
  { name: 'certificate verify %00', method: 'GET', url: '/api/certificates/verify/%00' },
  { name: 'thumbnail key %00', method: 'GET', url: '/api/media/thumbnails/%00/320.webp' },
];

function send(c: Case) {
  const token = c.who === 'learner' ? learner.token : c.who === 'admin' ? admin.token : null;
  return t.app.inject({
    method: c.method,
    url: c.url,
    ...(c.payload ? { payload: c.payload } : {}),
    remoteAddress: freshIp(),
    headers: { ...(token ? bearer(token) : {}), ...(c.key ? { 'idempotency-key': uuidv7() } : {}) },
  });
}

describe('a NUL character never reaches the database', () => {
  for (const c of cases()) {
    it(`${c.name}: 4xx problem+json${c.field ? `, 422 naming ${c.field}` : ''}`, async () => {
      const res = await send(c);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (res.statusCode !== 304) expect(res.headers['content-type']).toMatch(/^(application\/problem\+json|text\/html)/);
      if (c.field) {
        expect(res.statusCode).toBe(422);
        const errors = res.json<{ errors?: Record<string, string[]> }>().errors ?? {};
        expect(errors[c.field]).toContain('validation.invalid_characters');
      }
    });
  }
});

describe('other bad bytes', () => {
  it('a body nested 200,000 deep with an Idempotency-Key is refused as invalid, not a stack overflow', async () => {
    const depth = 200_000;
    const payload = `{"lesson_id":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/progress',
      payload,
      headers: { 'content-type': 'application/json', 'idempotency-key': uuidv7(), ...bearer(learner.token) },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('lone surrogates in a text field are stored or refused, never a 500', async () => {
    const payload = `{"name":"Fatima","email":"fatima@example.ma","subject":"\\ud800 seul","message":"fin \\udfff","language":"fr"}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload,
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json', 'idempotency-key': uuidv7() },
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
  });

  it('invalid UTF-8 bytes in a body are stored or refused, never a 500', async () => {
    const payload = Buffer.concat([
      Buffer.from('{"name":"Fatima","email":"fatima@example.ma","subject":"'),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
      Buffer.from('","message":"Bonjour","language":"fr"}'),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload,
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json', 'idempotency-key': uuidv7() },
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
  });

  it('answers a URL over 8 KB with 414 problem+json', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/formations?q=${'a'.repeat(9000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status: 414, code: 'http.uri_too_long' });
  });

  it('answers a URL past the HTTP parser’s header limit with 414 problem+json too', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: `/api/formations?q=${'a'.repeat(40_000)}` }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(414);
    expect(answer.type).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'http.uri_too_long' });
  });
});
