import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMessage, StaffMessagePage } from '../../../contract/site';
import { DEMO_ACCOUNTS } from '../../../server/seed/identity';
import { createTestApp, type TestApp } from '../helpers';
import { readMails } from './read-eml';

let t: TestApp;
const tokens: Record<'admin' | 'agent' | 'client', string> = { admin: '', agent: '', client: '' };
let contactId = '';
let supportId = '';

async function login(role: 'admin' | 'agent' | 'client'): Promise<string> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no demo ${role}`);
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: account.email, password: account.password } });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

const as = (role: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[role]}` });

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: '1' }, startup: true });
  for (const role of ['admin', 'agent', 'client'] as const) tokens[role] = await login(role);
  const contact = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Hassan',
      email: 'hassan@example.ma',
      subject: 'Irrigation goutte à goutte',
      message: 'Quel matériel faut-il ?',
      language: 'fr',
    },
  });
  contactId = contact.json<{ id: string }>().id;
  const support = await t.app.inject({
    method: 'POST',
    url: '/api/support',
    payload: { email: 'leila@example.ma', message: 'لا أستطيع تسجيل الدخول', language: 'ar' },
  });
  supportId = support.json<{ id: string }>().id;
});
afterAll(() => t.close());

describe('staff messages: who may do what', () => {
  const calls = () => [
    { method: 'GET' as const, url: '/api/admin/messages' },
    { method: 'POST' as const, url: `/api/admin/messages/${contactId}/handled`, payload: {} },
    { method: 'POST' as const, url: `/api/admin/messages/${contactId}/reply`, payload: { message: 'Bonjour' } },
  ];

  it('refuses anonymous callers with 401 and learners with 403', async () => {
    for (const call of calls()) {
      const anonymous = await t.app.inject(call);
      expect(anonymous.statusCode, call.url).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'auth.not_authorized' });
      const learner = await t.app.inject({ ...call, headers: as('client') });
      expect(learner.statusCode, call.url).toBe(403);
      expect(learner.json()).toMatchObject({ code: 'auth.access_denied' });
    }
  });

  it('lets agents and admins list messages, newest first', async () => {
    for (const role of ['agent', 'admin'] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: as(role) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const page = res.json<StaffMessagePage>();
      expect(page.meta).toEqual({ page: 1, per_page: 12, total: 2, total_pages: 1 });
      expect(page.data.map((message) => message.id)).toEqual([supportId, contactId]);
      expect(page.data[1]).toMatchObject({
        kind: 'contact',
        name: 'Hassan',
        subject: 'Irrigation goutte à goutte',
        language: 'fr',
        handled: false,
      });
      expect(page.data[0]).toMatchObject({ kind: 'support', name: null, subject: null, email: 'leila@example.ma', language: 'ar' });
    }
  });
});

describe('staff messages: handling and replying', () => {
  it('marks a message handled and filters on it', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/messages/${supportId}/handled`, headers: as('agent'), payload: {} });
    expect(res.statusCode).toBe(200);
    const message = res.json<StaffMessage>();
    expect(message.handled).toBe(true);
    expect(message.handled_by).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(message.handled_at ?? '')).not.toBeNaN();

    const open = await t.app.inject({ method: 'GET', url: '/api/admin/messages?handled=false', headers: as('agent') });
    expect(open.json<StaffMessagePage>().data.map((m) => m.id)).toEqual([contactId]);
    const done = await t.app.inject({ method: 'GET', url: '/api/admin/messages?handled=true', headers: as('agent') });
    expect(done.json<StaffMessagePage>().data.map((m) => m.id)).toEqual([supportId]);

    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/admin/messages/${supportId}/handled`,
      headers: as('admin'),
      payload: { handled: false },
    });
    expect(undo.json<StaffMessage>()).toMatchObject({ handled: false, handled_at: null, handled_by: null });
  });

  it('mails the reply to the sender in their language, quoting them, and marks it handled', async () => {
    await t.app.mailJobs.drain(); // the notifications of the messages made above
    const before = readMails(t.config.mailDir).length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/messages/${contactId}/reply`,
      headers: as('admin'),
      payload: { message: 'Bonjour Hassan, il vous faut un filtre, un réducteur de pression et des goutteurs de 2 l/h.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<StaffMessage>()).toMatchObject({ handled: true, reply: expect.stringContaining('réducteur de pression') });
    expect(Date.parse(res.json<StaffMessage>().replied_at ?? '')).not.toBeNaN();

    const [mail, ...others] = readMails(t.config.mailDir).slice(before);
    expect(others).toHaveLength(0);
    expect(mail?.headers.to).toBe('hassan@example.ma');
    expect(mail?.headers.subject).toBe('Re : Irrigation goutte à goutte');
    expect(mail?.text).toContain('réducteur de pression');
    expect(mail?.text).toContain('> Quel matériel faut-il ?');
    expect(mail?.text).toContain("L'équipe Agri Academy");
  });

  it('answers 422 for an empty reply, 404 for unknown or malformed ids, 422 for a bad filter', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/admin/messages/${contactId}/reply`,
      headers: as('agent'),
      payload: { message: '  ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errors: { message: ['validation.field_required'] } });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messages/01890000-0000-7000-8000-000000000000/handled',
      headers: as('agent'),
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messages/42/reply',
      headers: as('agent'),
      payload: { message: 'x' },
    });
    expect(malformed.statusCode).toBe(404);
    const filter = await t.app.inject({ method: 'GET', url: '/api/admin/messages?handled=maybe', headers: as('agent') });
    expect(filter.statusCode).toBe(422);
  });
});
