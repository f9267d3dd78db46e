import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../contract/auth';
import { createTestApp, type TestApp } from '../helpers';
import { uniqueEmail, validRegistration } from './support';

// Logins hash with scrypt at production cost (server/lib/passwords.ts): slow on purpose, more so on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/register', payload: payload as object });

describe('POST /api/register', () => {
  it('creates a client account with a normalised phone and answers 201 with the user', async () => {
    const payload = validRegistration({ email: '  Khadija.Benali@Example.TEST ', phone: '06 61-23 45 67' });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const user = response.json<User>();
    expect(user).toMatchObject({
      first_name: 'Khadija',
      last_name: 'Benali',
      email: 'khadija.benali@example.test',
      phone: '+212661234567',
      roles: ['client'],
      must_change_password: false,
    });
    expect(user.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Date.parse(user.member_since)).not.toBeNaN();
    expect(JSON.stringify(user)).not.toMatch(/password_hash|scrypt/);
  });

  it('accepts an international number as E.164', async () => {
    const response = await register(validRegistration({ phone: '+33 6 12 34 56 78' }));
    expect(response.statusCode).toBe(201);
    expect(response.json<User>().phone).toBe('+33612345678');
  });

  it('refuses an address already registered, whatever its letter case, with 409 registration.email_taken', async () => {
    const email = uniqueEmail('dupe');
    expect((await register(validRegistration({ email }))).statusCode).toBe(201);
    const again = await register(validRegistration({ email: email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json()).toMatchObject({ code: 'registration.email_taken', errors: { email: ['registration.email_taken'] } });
  });

  const rules: [string, Record<string, unknown>, string, string][] = [
    ['first name missing', { first_name: undefined }, 'first_name', 'validation.field_required'],
    ['first name blank', { first_name: '   ' }, 'first_name', 'validation.field_required'],
    ['last name missing', { last_name: '' }, 'last_name', 'validation.field_required'],
    ['email missing', { email: '' }, 'email', 'validation.field_required'],
    ['email invalid', { email: 'not-an-email' }, 'email', 'registration.invalid_email'],
    ['phone missing', { phone: undefined }, 'phone', 'validation.field_required'],
    ['phone in no known form', { phone: '12345' }, 'phone', 'registration.invalid_phone'],
    ['Moroccan number with a wrong prefix', { phone: '0812345678' }, 'phone', 'registration.invalid_phone'],
    ['password missing', { password: '' }, 'password', 'validation.field_required'],
    ['password of 7 characters', { password: 'short12', password_confirmation: 'short12' }, 'password', 'registration.password_too_short'],
    ['confirmation missing', { password_confirmation: '' }, 'password_confirmation', 'validation.field_required'],
    ['confirmation different', { password_confirmation: 'something-else' }, 'password_confirmation', 'registration.password_mismatch'],
  ];

  it.each(rules)('answers 422 when the %s', async (_name, overrides, field, code) => {
    const response = await register(validRegistration(overrides));
    expect(response.statusCode).toBe(422);
    const body = response.json<{ code: string; errors: Record<string, string[]> }>();
    expect(body.code).toBe('registration.validation');
    expect(body.errors[field]).toEqual([code]);
    // Only the broken field is reported.
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it('reports every broken field at once, and never a 500 for a body that is not an object', async () => {
    const empty = await register({});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json<{ errors: object }>().errors).sort()).toEqual(
      ['email', 'first_name', 'last_name', 'password', 'password_confirmation', 'phone'].sort(),
    );
    const wrongType = await t.app.inject({ method: 'POST', url: '/api/register', payload: '[1,2]', headers: { 'content-type': 'application/json' } });
    expect(wrongType.statusCode).toBe(422);
  });
});
