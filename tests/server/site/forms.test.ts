import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_FORM_RATE_LIMIT } from '../../../contract/site-limits';
import { createTestApp, type TestApp } from '../helpers';
import { readMails, unsubscribeLink } from './read-eml';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: 'desk@academy.test', PUBLIC_URL: 'https://academy.test' } });
});
afterAll(() => t.close());

/** Each test posts from its own address, so the per-IP limit only bites where a test means it to. */
let nextIp = 1;
const freshIp = () => `10.1.0.${nextIp++}`;

function post(url: string, payload: unknown, ip = freshIp(), headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip, headers });
}

/** How many mails have left so far, once those already queued have. */
async function mailCount() {
  await t.app.mailJobs.drain();
  return readMails(t.config.mailDir).length;
}

/** Mail leaves after the commit, through the job worker: wait for it, then read what it wrote. */
async function newMails(before: number) {
  await t.app.mailJobs.drain();
  return readMails(t.config.mailDir).slice(before);
}

describe('POST /api/contact', () => {
  it('stores the message and mails the staff, with the sender as reply-to', async () => {
    const before = await mailCount();
    const res = await post('/api/contact', {
      name: '  Khadija Amrani ',
      email: 'Khadija@Example.MA',
      subject: 'Formation apiculture',
      message: 'Bonjour, la formation en apiculture commence-t-elle en mars ?',
      language: 'fr',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ id: string; received_at: string }>();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(body.received_at)).not.toBeNaN();

    const [mail, ...others] = await newMails(before);
    expect(others).toHaveLength(0);
    expect(mail?.headers.to).toBe('desk@academy.test');
    expect(mail?.headers['reply-to']).toBe('khadija@example.ma');
    expect(mail?.headers.subject).toBe('[Contact] Formation apiculture');
    expect(mail?.text).toContain('Khadija Amrani');
    expect(mail?.text).toContain('la formation en apiculture commence-t-elle en mars ?');
    expect(mail?.text).toContain('https://academy.test/dashboard/messages');
  });

  it('answers 422 with a code per field for empty, malformed and too long input', async () => {
    const res = await post('/api/contact', { name: '   ', email: 'not-an-address', message: 'x'.repeat(4001) });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({
      code: 'validation.failed',
      errors: {
        name: ['validation.field_required'],
        email: ['validation.invalid_email'],
        subject: ['validation.field_required'],
        message: ['validation.too_long'],
      },
    });
  });

  it('answers 422, not 500, to a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: '"hello"',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(422);
  });

  it('refuses an oversized body with 413 before reading it', async () => {
    const res = await post('/api/contact', { name: 'A', email: 'a@b.ma', subject: 'S', message: 'x'.repeat(20_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, code: 'http.payload_too_large' });
  });

  it('limits each IP address and says when to come back', async () => {
    const ip = freshIp();
    const payload = { name: 'Spam', email: 'spam@example.com', subject: 'Hi', message: 'Buy now' };
    for (let i = 0; i < SITE_FORM_RATE_LIMIT.max; i += 1) {
      expect((await post('/api/contact', payload, ip)).statusCode).toBe(201);
    }
    const refused = await post('/api/contact', payload, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json()).toMatchObject({ status: 429, code: 'http.too_many_requests' });
    // Another visitor is not affected.
    expect((await post('/api/contact', payload)).statusCode).toBe(201);
  });
});

describe('POST /api/support', () => {
  it('stores email, phone in E.164 and message, and mails the staff', async () => {
    const before = await mailCount();
    const res = await post('/api/support', { email: 'said@example.ma', phone: '06 61 23 45 67', message: 'Je ne reçois pas le code.' });
    expect(res.statusCode).toBe(201);
    const [mail] = await newMails(before);
    expect(mail?.headers.subject).toBe('[Support] Message from said@example.ma');
    expect(mail?.text).toContain('+212661234567');
    expect(mail?.text).toContain('Je ne reçois pas le code.');
  });

  it('accepts a message without a phone', async () => {
    const res = await post('/api/support', { email: 'said@example.ma', phone: '', message: 'Question' });
    expect(res.statusCode).toBe(201);
  });

  it('answers 422 with field codes', async () => {
    const res = await post('/api/support', { email: '', phone: '12', message: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: {
        email: ['validation.field_required'],
        phone: ['validation.invalid_phone'],
        message: ['validation.field_required'],
      },
    });
  });

  it('is rate limited and size limited like the contact form', async () => {
    expect((await post('/api/support', { email: 'a@b.ma', message: 'x'.repeat(20_000) })).statusCode).toBe(413);
    const ip = freshIp();
    for (let i = 0; i < SITE_FORM_RATE_LIMIT.max; i += 1) await post('/api/support', { email: 'a@b.ma', message: 'hi' }, ip);
    const refused = await post('/api/support', { email: 'a@b.ma', message: 'hi' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('newsletter', () => {
  it('subscribes once whatever the case, and mails a welcome with an unsubscribe link', async () => {
    const before = await mailCount();
    const first = await post('/api/newsletter', { email: 'Nadia.Farmer@Example.com', language: 'ar' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ subscribed: true });
    const again = await post('/api/newsletter', { email: 'nadia.farmer@EXAMPLE.com ' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ subscribed: true });

    const stats = await t.app.inject({ method: 'GET', url: '/api/stats/public' });
    expect(stats.json<{ subscribers: number }>().subscribers).toBe(1);

    // One welcome mail only: a second sign-up must not flood the inbox.
    const mails = await newMails(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.headers.to).toBe('nadia.farmer@example.com');
    if (!mail) throw new Error('no welcome mail');
    const link = unsubscribeLink(mail);
    expect(link).toMatch(/^https:\/\/academy\.test\/api\/newsletter\/unsubscribe\?token=[\w-]{43}$/);
    expect(mail?.text).toContain(link);
    // Written in the language the visitor used.
    expect(mail?.text).toContain('النشرة الإخبارية');
  });

  it('unsubscribes through the link without logging in, idempotently, in the subscriber’s language', async () => {
    const before = await mailCount();
    await post('/api/newsletter', { email: 'omar@example.com', language: 'fr' });
    const [mail] = await newMails(before);
    if (!mail) throw new Error('no welcome mail');
    const url = new URL(unsubscribeLink(mail));

    const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<html lang="fr" dir="ltr">');
    expect(res.body).toContain('Votre désinscription est faite');
    expect(res.body).toContain('omar@example.com');

    const stats = await t.app.inject({ method: 'GET', url: '/api/stats/public' });
    const subscribers = stats.json<{ subscribers: number }>().subscribers;

    const twice = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(twice.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/stats/public' })).json<{ subscribers: number }>().subscribers).toBe(subscribers);
  });

  it('lets an unsubscribed address come back, with a new link', async () => {
    const before = await mailCount();
    await post('/api/newsletter', { email: 'back@example.com' });
    const [first] = await newMails(before);
    if (!first) throw new Error('no welcome mail');
    const oldLink = new URL(unsubscribeLink(first));
    await t.app.inject({ method: 'GET', url: `${oldLink.pathname}${oldLink.search}` });

    const middle = await mailCount();
    expect((await post('/api/newsletter', { email: 'BACK@example.com' })).statusCode).toBe(200);
    const [welcome] = await newMails(middle);
    if (!welcome) throw new Error('no second welcome mail');
    expect(unsubscribeLink(welcome)).not.toBe(oldLink.toString());
  });

  it('answers a broken or unknown link with a translated page, not an error body', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/newsletter/unsubscribe?token=${'A'.repeat(43)}`,
      headers: { 'accept-language': 'ar-MA,ar;q=0.9,fr;q=0.8' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<html lang="ar" dir="rtl">');
    expect(unknown.body).toContain('هذا الرابط لا يعمل');
    const missing = await t.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('This link does not work');
  });

  it('validates the address and limits each IP', async () => {
    const invalid = await post('/api/newsletter', { email: 'nadia@' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ errors: { email: ['validation.invalid_email'] } });
    expect((await post('/api/newsletter', { email: `${'a'.repeat(20_000)}@b.ma` })).statusCode).toBe(413);

    const ip = freshIp();
    for (let i = 0; i < SITE_FORM_RATE_LIMIT.max; i += 1) await post('/api/newsletter', { email: `n${i}@example.com` }, ip);
    const refused = await post('/api/newsletter', { email: 'late@example.com' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'http.too_many_requests' });
  });
});
