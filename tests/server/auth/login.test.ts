import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '../../../contract/auth';
import { sessions, users } from '../../../server/db/schema/identity';
import { hashToken } from '../../../server/lib/auth/tokens';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, insertPerson, login, PASSWORD, uniqueEmail } from './support';

// Logins hash with scrypt at production cost (server/lib/auth/passwords.ts): slow on purpose, more so on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

async function sessionOf(token: string) {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row;
}

describe('POST /api/login', () => {
  it('answers { token, user, roles, role } with role = roles[0], and the token opens /api/me', async () => {
    const { email, id } = await insertPerson(t, ['agent', 'client']);
    const response = await login(t, email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.roles).toEqual(['agent', 'client']);
    expect(body.role).toBe('agent');
    expect(body.user).toMatchObject({ id, email, roles: ['agent', 'client'] });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id, roles: ['agent', 'client'] });
  });

  it('keeps only the SHA-256 of the token, valid one day, or thirty with keep-me-logged-in', async () => {
    const { email } = await insertPerson(t, ['client']);
    const short = (await login(t, email, PASSWORD, { remember: false })).json<LoginResponse>();
    const long = (await login(t, email, PASSWORD, { remember: true })).json<LoginResponse>();
    const shortRow = await sessionOf(short.token);
    const longRow = await sessionOf(long.token);
    expect(shortRow?.tokenHash).not.toContain(short.token);
    const lifetime = (row: typeof shortRow) => (row ? row.expiresAt.getTime() - row.createdAt.getTime() : 0);
    expect(lifetime(shortRow)).toBe(DAY);
    expect(lifetime(longRow)).toBe(30 * DAY);
  });

  it('gives the same 401 auth.invalid_credentials for a wrong password and for an unknown address', async () => {
    const { email } = await insertPerson(t, ['client']);
    const wrong = await login(t, email, 'not-the-password', { ip: '10.9.0.1' });
    const unknown = await login(t, uniqueEmail('nobody'), PASSWORD, { ip: '10.9.0.2' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ type: 'about:blank', title: 'Unauthorized', status: 401, code: 'auth.invalid_credentials' });
    }
  });

  it('refuses a disabled account with 403 auth.account_disabled, only once the password is right', async () => {
    const { email, id } = await insertPerson(t, ['client']);
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, id));
    const right = await login(t, email, PASSWORD, { ip: '10.9.1.1' });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'auth.account_disabled' });
    const wrong = await login(t, email, 'not-the-password', { ip: '10.9.1.1' });
    expect(wrong.json()).toMatchObject({ code: 'auth.invalid_credentials' });
  });

  it.each([
    ['email missing', { password: PASSWORD }, 'email', 'validation.field_required', 'auth.missing_credentials'],
    ['password missing', { email: 'a@example.test', password: '' }, 'password', 'validation.field_required', 'auth.missing_credentials'],
    ['email invalid', { email: 'nope', password: PASSWORD }, 'email', 'validation.invalid_email', 'validation.failed'],
  ])('answers 422 when the %s', async (_name, payload, field, fieldCode, code) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code, errors: { [field]: [fieldCode] } });
  });
});
