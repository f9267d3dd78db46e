import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, User } from '../../../contract/auth';
import { sessions, users } from '../../../server/db/schema/identity';
import { hashToken } from '../../../server/lib/auth/tokens';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, insertPerson, login, PASSWORD, signedIn } from './support';

// Logins hash with scrypt at production cost (server/lib/auth/passwords.ts): slow on purpose, more so on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token?: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: token ? bearer(token) : {} });
const patchMe = (token: string, payload: object) => t.app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(token), payload });
const changePassword = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/me/password', headers: bearer(token), payload });

describe('GET /api/me', () => {
  it('answers the user with roles for a live token', async () => {
    const person = await signedIn(t, ['client']);
    const response = await me(person.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<User>()).toMatchObject({ id: person.id, email: person.email, roles: ['client'] });
    expect(response.headers['cache-control']).toContain('no-store');
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'A'.repeat(43)],
    ['a malformed header', 'not a token!'],
  ])('answers 401 auth.not_authorized with %s', async (_name, token) => {
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'auth.not_authorized' });
  });

  it('answers 401 once the session has expired', async () => {
    const person = await signedIn(t, ['client']);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(person.token)));
    expect((await me(person.token)).statusCode).toBe(401);
  });

  it('answers 401 to a token of an account that was disabled since', async () => {
    const person = await signedIn(t, ['client']);
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, person.id));
    expect((await me(person.token)).statusCode).toBe(401);
  });

  it('writes last seen at most every five minutes', async () => {
    const person = await signedIn(t, ['client']);
    const old = new Date(Date.now() - 10 * 60 * 1000);
    const where = eq(sessions.tokenHash, hashToken(person.token));
    await t.database.db.update(sessions).set({ lastSeenAt: old }).where(where);
    await me(person.token);
    const [touched] = await t.database.db.select().from(sessions).where(where);
    expect(touched?.lastSeenAt.getTime()).toBeGreaterThan(old.getTime());
    const recent = new Date(Date.now() - 60 * 1000);
    await t.database.db.update(sessions).set({ lastSeenAt: recent }).where(where);
    await me(person.token);
    const [untouched] = await t.database.db.select().from(sessions).where(where);
    expect(untouched?.lastSeenAt.getTime()).toBe(recent.getTime());
  });
});

describe('POST /api/logout', () => {
  it('revokes the session: the token stops working, other sessions keep working', async () => {
    const person = await signedIn(t, ['client']);
    const other = (await login(t, person.email, PASSWORD, { ip: '10.70.0.1' })).json<LoginResponse>();
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(person.token) });
    expect(response.statusCode).toBe(204);
    expect((await me(person.token)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/me', () => {
  it('updates names, e-mail (lower-cased) and phone (E.164)', async () => {
    const person = await signedIn(t, ['client']);
    const email = `Renamed-${Date.now()}@Example.TEST`;
    const response = await patchMe(person.token, {
      first_name: ' Salma ',
      last_name: 'Idrissi',
      email,
      phone: '0712345678',
      current_password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>()).toMatchObject({
      first_name: 'Salma',
      last_name: 'Idrissi',
      email: email.toLowerCase(),
      phone: '+212712345678',
    });
    expect((await me(person.token)).json<User>().first_name).toBe('Salma');
  });

  it('refuses an address another account uses, in any case, with 409 registration.email_taken', async () => {
    const person = await signedIn(t, ['client']);
    const { email } = await insertPerson(t, ['client']);
    const response = await patchMe(person.token, { email: email.toUpperCase(), current_password: PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'registration.email_taken', errors: { email: ['registration.email_taken'] } });
  });

  it('keeps one own address in another letter case', async () => {
    const person = await signedIn(t, ['client']);
    expect((await patchMe(person.token, { email: person.email.toUpperCase() })).statusCode).toBe(200);
  });

  it.each([
    ['first name blank', { first_name: '' }, 'first_name', 'validation.field_required'],
    ['last name blank', { last_name: ' ' }, 'last_name', 'validation.field_required'],
    ['email invalid', { email: 'nope' }, 'email', 'validation.invalid_email'],
    ['phone invalid', { phone: '123' }, 'phone', 'validation.invalid_phone'],
  ])('answers 422 when the %s', async (_name, payload, field, code) => {
    const person = await signedIn(t, ['client']);
    const response = await patchMe(person.token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation.failed', errors: { [field]: [code] } });
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'PATCH', url: '/api/me', payload: { first_name: 'X' } })).statusCode).toBe(401);
  });

  it('moves the e-mail only with the current password: 422 on current_password when missing or wrong', async () => {
    const person = await signedIn(t, ['client']);
    const { email: taken } = await insertPerson(t, ['client']);
    const email = `moved-${Date.now()}@example.test`;
    const missing = await patchMe(person.token, { email });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errors: { current_password: ['validation.field_required'] } });
    const wrong = await patchMe(person.token, { email, current_password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'profile.current_password_wrong',
      errors: { current_password: ['profile.current_password_wrong'] },
    });
    // Without the password, a taken address is not even looked up: no probing of who is registered.
    expect((await patchMe(person.token, { email: taken })).statusCode).toBe(422);
    expect((await me(person.token)).json<User>().email).toBe(person.email);
    // Other fields need no password.
    expect((await patchMe(person.token, { first_name: 'Amina' })).statusCode).toBe(200);
  });

  it('is limited to 20 changes an hour per account, then 429 with Retry-After', async () => {
    const person = await signedIn(t, ['client']);
    const responses = await Promise.all(Array.from({ length: 25 }, (_, index) => patchMe(person.token, { first_name: `Name ${index}` })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(20);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json()).toMatchObject({ status: 429, code: 'http.too_many_requests' });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await signedIn(t, ['client']);
    expect((await patchMe(other.token, { first_name: 'Other' })).statusCode).toBe(200);
  });
});

describe('POST /api/me/password', () => {
  const NEW = 'a-brand-new-password';

  it('changes the password, keeps this session and revokes the others', async () => {
    const person = await signedIn(t, ['client']);
    const other = (await login(t, person.email, PASSWORD, { ip: '10.71.0.1' })).json<LoginResponse>();
    await t.database.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, person.id));
    const response = await changePassword(person.token, { current_password: PASSWORD, password: NEW, password_confirmation: NEW });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>().must_change_password).toBe(false);
    expect((await me(person.token)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await login(t, person.email, PASSWORD, { ip: '10.71.0.2' })).statusCode).toBe(401);
    expect((await login(t, person.email, NEW, { ip: '10.71.0.3' })).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 422 on current_password, changing nothing', async () => {
    const person = await signedIn(t, ['client']);
    const response = await changePassword(person.token, { current_password: 'wrong-one', password: NEW, password_confirmation: NEW });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'profile.current_password_wrong',
      errors: { current_password: ['profile.current_password_wrong'] },
    });
    expect((await login(t, person.email, PASSWORD, { ip: '10.72.0.1' })).statusCode).toBe(200);
  });

  it.each([
    [
      'current password missing',
      { current_password: '', password: NEW, password_confirmation: NEW },
      'current_password',
      'validation.field_required',
    ],
    [
      'new password too short',
      { current_password: PASSWORD, password: 'short', password_confirmation: 'short' },
      'password',
      'registration.password_too_short',
    ],
    [
      'confirmation missing',
      { current_password: PASSWORD, password: NEW, password_confirmation: '' },
      'password_confirmation',
      'validation.field_required',
    ],
    [
      'confirmation different',
      { current_password: PASSWORD, password: NEW, password_confirmation: `${NEW}x` },
      'password_confirmation',
      'registration.password_mismatch',
    ],
  ])('answers 422 when the %s', async (_name, payload, field, code) => {
    const person = await signedIn(t, ['client']);
    const response = await changePassword(person.token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { [field]: [code] } });
  });

  it('40 parallel wrong current passwords: only 5 are checked, the rest get 429 auth.too_many_attempts', async () => {
    const person = await signedIn(t, ['client']);
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/me/password',
          headers: bearer(person.token),
          payload: { current_password: 'wrong-one', password: NEW, password_confirmation: NEW },
          remoteAddress: '10.73.0.1',
        }),
      ),
    );
    const checked = responses.filter((response) => response.statusCode === 422);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(checked).toHaveLength(5);
    expect(refused).toHaveLength(35);
    expect(refused[0]?.json()).toMatchObject({ code: 'auth.too_many_attempts' });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/me/password', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
