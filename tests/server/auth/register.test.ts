import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../contract/auth';
import { sql } from 'drizzle-orm';
import { rateLimits } from '../../../server/db/schema/limits';
import { hashQueueState } from '../../../server/lib/auth/passwords';
import { ACCOUNT_LIMITS, REGISTRATION_ALARM_PER_HOUR } from '../../../server/modules/auth/account-limits';
import { createTestApp, type TestApp } from '../helpers';
import { insertPerson, uniqueEmail, validRegistration } from './support';

// Logins hash with scrypt at production cost (server/lib/auth/passwords.ts): slow on purpose, more so on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/register', payload: payload as object, remoteAddress: ip });

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
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(wrongType.statusCode).toBe(422);
  });
});

describe('registration limits', () => {
  it('answers a taken address before hashing anything', async () => {
    const { email } = await insertPerson(t, ['client']);
    const before = hashQueueState().completed;
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => register(validRegistration({ email }), `10.60.0.${index}`)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 8 }, () => 409));
    expect(hashQueueState().completed).toBe(before);
  });

  it(`accepts ${ACCOUNT_LIMITS.registerPerAddress.limit} sign-ups an hour from one address, then 429 with Retry-After; other addresses go on`, async () => {
    const { email } = await insertPerson(t, ['client']);
    // Attempts count whether or not they create an account; a taken address makes them cheap to send.
    const responses = await Promise.all(
      Array.from({ length: ACCOUNT_LIMITS.registerPerAddress.limit + 5 }, () => register(validRegistration({ email }), '10.61.0.1')),
    );
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(ACCOUNT_LIMITS.registerPerAddress.limit);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json()).toMatchObject({ status: 429, code: 'http.too_many_requests' });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await register(validRegistration(), '10.61.0.2')).statusCode).toBe(201);
  });

  it('20 addresses flooding sign-up past the old server-wide ceiling leave it open to a newcomer from a fresh address; staff get an alarm', async () => {
    const lines: string[] = [];
    const flooded = await createTestApp({ logger: true, logStream: { write: (line) => void lines.push(line) } });
    try {
      const { email } = await insertPerson(flooded, ['client']);
      const attempt = (ip: string, payload = validRegistration({ email })) =>
        flooded.app.inject({ method: 'POST', url: '/api/register', payload, remoteAddress: ip });
      // 20 addresses, in 20 networks, have each sent 55 sign-ups this hour (1,100 in all, past the old
      // server-wide ceiling of 1,000; set directly to keep the test short) and now send 10 more each.
      const opened = { hits: 55, startedAt: sql`now()`, nextAt: sql`now()`, windowEndsAt: sql`now() + interval '50 minutes'` };
      await flooded.database.db
        .insert(rateLimits)
        .values([
          ...Array.from({ length: 20 }, (_, address) => ({ key: `register:address:10.63.${address}.1`, ...opened })),
          ...Array.from({ length: 20 }, (_, address) => ({ key: `register:network:10.63.${address}.0/24`, ...opened })),
          { key: 'register:all', ...opened, hits: 20 * 55 - 150 },
        ]);
      const statuses: number[] = [];
      for (let address = 0; address < 20; address += 1) {
        const batch = await Promise.all(Array.from({ length: 10 }, () => attempt(`10.63.${address}.1`)));
        statuses.push(...batch.map((response) => response.statusCode));
      }
      expect(statuses.filter((status) => status === 409)).toHaveLength(20 * (ACCOUNT_LIMITS.registerPerAddress.limit - 55));
      expect(statuses.filter((status) => status === 429)).toHaveLength(20 * 5);
      // A farmer from a fresh address registers, and signs in.
      const newcomer = await attempt('10.64.0.1', validRegistration());
      expect(newcomer.statusCode).toBe(201);
      const alarms = lines.filter((line) => line.includes('registration alarm'));
      expect(alarms).toHaveLength(1);
      expect(JSON.parse(alarms[0] ?? '{}')).toMatchObject({ level: 40, alarm: 'registration', perHour: REGISTRATION_ALARM_PER_HOUR });
    } finally {
      await flooded.close();
    }
  }, 180_000);

  it(`holds one network (IPv4 /24, IPv6 /48) to ${ACCOUNT_LIMITS.registerPerNetwork.limit} sign-ups an hour; the next network goes on`, async () => {
    const full = async (network: string) =>
      t.database.db.insert(rateLimits).values({
        key: `register:network:${network}`,
        hits: ACCOUNT_LIMITS.registerPerNetwork.limit,
        startedAt: sql`now()`,
        nextAt: sql`now()`,
        windowEndsAt: sql`now() + interval '30 minutes'`,
      });
    await full('10.65.0.0/24');
    const refused = await register(validRegistration(), '10.65.0.77');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(1700);
    expect((await register(validRegistration(), '10.65.1.77')).statusCode).toBe(201);
    await full('2001:db8:1::/48');
    expect((await register(validRegistration(), '2001:db8:1:ff::5')).statusCode).toBe(429);
    expect((await register(validRegistration(), '2001:db8:2::5')).statusCode).toBe(201);
  });

  it('counts an IPv6 /64 as one address: a script changing its low bits is still one address', async () => {
    await t.database.db.insert(rateLimits).values({
      key: 'register:address:2001:db8:5:6::/64',
      hits: ACCOUNT_LIMITS.registerPerAddress.limit,
      startedAt: sql`now()`,
      nextAt: sql`now()`,
      windowEndsAt: sql`now() + interval '30 minutes'`,
    });
    expect((await register(validRegistration(), '2001:db8:5:6::1234')).statusCode).toBe(429);
    expect((await register(validRegistration(), '2001:db8:5:7::1234')).statusCode).toBe(201);
  });
});
