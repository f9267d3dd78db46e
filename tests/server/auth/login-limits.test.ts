import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app';
import { rateLimits } from '../../../server/db/schema/limits';
import { LOGIN_LIMITS } from '../../../server/modules/auth/login-throttle';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, cheapHash, insertPerson, login, PASSWORD, signedIn, uniqueEmail, validRegistration } from './support';

// Every allowed attempt runs scrypt at production cost: slow on purpose, more so on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statuses = (responses: LightMyRequestResponse[]) => responses.map((response) => response.statusCode);
const countOf = (responses: LightMyRequestResponse[], status: number) => statuses(responses).filter((code) => code === status).length;
const retryAfter = (response: LightMyRequestResponse) => Number(response.headers['retry-after']);

function expectTooMany(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.json()).toMatchObject({ status: 429, code: 'auth.too_many_attempts' });
  expect(retryAfter(response)).toBeGreaterThanOrEqual(1);
}

/** The delay before the account's next attempt has passed (the test does not wait minutes). */
async function skipAccountDelay(email: string) {
  await t.database.db
    .update(rateLimits)
    .set({ nextAt: sql`now() - interval '1 second'` })
    .where(sql`${rateLimits.key} = ${`login:account:${email}`}`);
}

describe('guesses sent at once (counted before the password is checked)', () => {
  it('40 parallel wrong passwords from one address: only the 5 allowed ones are checked, the rest get 429', async () => {
    const { email } = await insertPerson(t, ['client']);
    const responses = await Promise.all(Array.from({ length: 40 }, () => login(t, email, 'wrong-password', { ip: '10.80.0.1' })));
    expect(countOf(responses, 401)).toBe(LOGIN_LIMITS.pair.limit);
    expect(countOf(responses, 429)).toBe(40 - LOGIN_LIMITS.pair.limit);
    for (const response of responses.filter((r) => r.statusCode === 429)) expectTooMany(response);
  });

  it('59 wrong passwords and the right one together from one address give no token', async () => {
    const { email } = await insertPerson(t, ['client']);
    const guesses = Array.from({ length: 59 }, () => 'wrong-password').concat(PASSWORD);
    const responses = await Promise.all(guesses.map((password) => login(t, email, password, { ip: '10.80.0.2' })));
    expect(countOf(responses, 200)).toBe(0);
    expect(countOf(responses, 401)).toBeLessThanOrEqual(LOGIN_LIMITS.pair.limit);
    expect(countOf(responses, 429)).toBeGreaterThanOrEqual(60 - LOGIN_LIMITS.pair.limit);
  });

  it('59 wrong passwords and the right one from 60 addresses: the account limit checks at most 10, no token', async () => {
    const { email } = await insertPerson(t, ['client']);
    const guesses = Array.from({ length: 59 }, () => 'wrong-password').concat(PASSWORD);
    const responses = await Promise.all(guesses.map((password, index) => login(t, email, password, { ip: `10.81.0.${index}` })));
    expect(countOf(responses, 200)).toBe(0);
    expect(countOf(responses, 401)).toBeLessThanOrEqual(LOGIN_LIMITS.account.limit);
    expect(countOf(responses, 429)).toBeGreaterThanOrEqual(60 - LOGIN_LIMITS.account.limit);
  });

  it('two servers on one database share the count: 20 guesses split between them check at most 5', async () => {
    const { email } = await insertPerson(t, ['client']);
    const other = await buildApp({ config: t.config, database: t.database });
    try {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index % 2 === 0 ? t.app : other).inject({
            method: 'POST',
            url: '/api/login',
            payload: { email, password: 'wrong-password' },
            remoteAddress: '10.82.0.1',
          }),
        ),
      );
      expect(countOf(responses, 401)).toBe(LOGIN_LIMITS.pair.limit);
      expect(countOf(responses, 429)).toBe(20 - LOGIN_LIMITS.pair.limit);
    } finally {
      await other.close();
    }
  });
});

describe('fair limits', () => {
  it('someone mistyping at one address does not stop the owner signing in from another', async () => {
    const { email } = await insertPerson(t, ['client']);
    for (let attempt = 0; attempt < LOGIN_LIMITS.pair.limit; attempt += 1) {
      expect((await login(t, email, 'wrong-password', { ip: '10.83.0.1' })).statusCode).toBe(401);
    }
    expectTooMany(await login(t, email, PASSWORD, { ip: '10.83.0.1' }));
    expect((await login(t, email, PASSWORD, { ip: '10.83.0.2' })).statusCode).toBe(200);
  });

  it('the person at the mistyping address waits longer after each further try (1, then 2 minutes)', async () => {
    const { email } = await insertPerson(t, ['client']);
    for (let attempt = 0; attempt < LOGIN_LIMITS.pair.limit; attempt += 1) await login(t, email, 'wrong-password', { ip: '10.83.1.1' });
    const first = await login(t, email, 'wrong-password', { ip: '10.83.1.1' });
    expectTooMany(first);
    expect(retryAfter(first)).toBeGreaterThan(50);
    expect(retryAfter(first)).toBeLessThanOrEqual(60);
    await t.database.db
      .update(rateLimits)
      .set({ nextAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimits.key} = ${`login:pair:${email}|10.83.1.1`}`);
    expect((await login(t, email, 'wrong-password', { ip: '10.83.1.1' })).statusCode).toBe(401);
    const second = await login(t, email, PASSWORD, { ip: '10.83.1.1' });
    expectTooMany(second);
    expect(retryAfter(second)).toBeGreaterThan(110);
    expect(retryAfter(second)).toBeLessThanOrEqual(120);
  });

  it('an account attacked from many addresses is slowed with growing delays, never locked: its owner gets in between', async () => {
    const { email } = await insertPerson(t, ['client']);
    for (let attempt = 0; attempt < LOGIN_LIMITS.account.limit; attempt += 1) {
      expect((await login(t, email, 'wrong-password', { ip: `10.84.0.${attempt}` })).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const refused = await login(t, email, PASSWORD, { ip: '10.84.9.9' });
      expectTooMany(refused);
      waits.push(retryAfter(refused));
      await skipAccountDelay(email);
      expect((await login(t, email, 'wrong-password', { ip: `10.84.1.${round}` })).statusCode).toBe(401);
    }
    // 30 s, 60 s, 120 s: each wait about twice the one before.
    expect(waits[0]).toBeLessThanOrEqual(30);
    expect(waits[1]).toBeGreaterThan(waits[0] ?? 0);
    expect(waits[2]).toBeGreaterThan(waits[1] ?? 0);
    expect(waits[2]).toBeLessThanOrEqual(120);
    // Once the current delay has passed, the owner's right password is checked and accepted.
    await skipAccountDelay(email);
    expect((await login(t, email, PASSWORD, { ip: '10.84.9.9' })).statusCode).toBe(200);
    // And the success forgets the delays.
    expect((await login(t, email, PASSWORD, { ip: '10.84.9.8' })).statusCode).toBe(200);
  });

  it('30 farmers on one Wi-Fi, each mistyping twice, all sign in', async () => {
    // Cheap stored hashes (the check runs with a hash's own parameters), so 90 checks take no minutes.
    const farmers = await Promise.all(
      Array.from({ length: 30 }, () => insertPerson(t, ['client'], uniqueEmail('farmer'), cheapHash(PASSWORD))),
    );
    for (const farmer of farmers) {
      expect((await login(t, farmer.email, 'wrong-password', { ip: '10.85.0.1' })).statusCode).toBe(401);
      expect((await login(t, farmer.email, 'wrong-passw0rd', { ip: '10.85.0.1' })).statusCode).toBe(401);
    }
    for (const farmer of farmers) expect((await login(t, farmer.email, PASSWORD, { ip: '10.85.0.1' })).statusCode).toBe(200);
  });

  it('refuses an address only after it tried 100 different accounts; others, and accounts it already used, go on', async () => {
    const { email } = await insertPerson(t, ['client']);
    const others = await Promise.all([1, 2, 3].map(() => insertPerson(t, ['client'], uniqueEmail('stuffed'), cheapHash(PASSWORD))));
    expect((await login(t, email, PASSWORD, { ip: '10.86.0.1' })).statusCode).toBe(200);
    // 98 more different accounts tried from there (set directly: each real try costs a scrypt).
    await t.database.db
      .update(rateLimits)
      .set({ hits: LOGIN_LIMITS.address.limit - 1 })
      .where(sql`${rateLimits.key} = 'login:address:10.86.0.1'`);
    expect((await login(t, others[0]?.email ?? '', 'guess', { ip: '10.86.0.1' })).statusCode).toBe(401);
    expectTooMany(await login(t, others[1]?.email ?? '', 'guess', { ip: '10.86.0.1' }));
    expect((await login(t, email, PASSWORD, { ip: '10.86.0.1' })).statusCode).toBe(200);
    expect((await login(t, others[2]?.email ?? '', 'guess', { ip: '10.86.0.2' })).statusCode).toBe(401);
  });

  it("e-mails with no account count on the address's own budget for them, apart from real accounts", async () => {
    const { email } = await insertPerson(t, ['client'], uniqueEmail('real'), cheapHash(PASSWORD));
    await t.database.db.insert(rateLimits).values({
      key: 'login:unknown:10.86.1.1',
      hits: LOGIN_LIMITS.unknownPerAddress.limit - 1,
      startedAt: sql`now()`,
      nextAt: sql`now()`,
      windowEndsAt: sql`now() + interval '10 minutes'`,
    });
    expect((await login(t, uniqueEmail('made-up'), 'guess', { ip: '10.86.1.1' })).statusCode).toBe(401);
    expectTooMany(await login(t, uniqueEmail('made-up'), 'guess', { ip: '10.86.1.1' }));
    expect((await login(t, email, 'wrong-password', { ip: '10.86.1.1' })).statusCode).toBe(401);
    expect((await login(t, email, PASSWORD, { ip: '10.86.1.1' })).statusCode).toBe(200);
    expect((await login(t, uniqueEmail('made-up'), 'guess', { ip: '10.86.1.2' })).statusCode).toBe(401);
  });

  it('an e-mail with no account is slowed after 5 tries from one address like a real one: the answers do not tell them apart', async () => {
    const { email } = await insertPerson(t, ['client'], uniqueEmail('exists'), cheapHash(PASSWORD));
    const nobody = uniqueEmail('nobody');
    const real: number[] = [];
    const made: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_LIMITS.pair.limit; attempt += 1) {
      real.push((await login(t, email, 'wrong-password', { ip: '10.86.2.1' })).statusCode);
      made.push((await login(t, nobody, 'wrong-password', { ip: '10.86.2.1' })).statusCode);
    }
    expect(made).toEqual(real);
    expect(real.at(-1)).toBe(429);
  });

  it('signs in right after registering, even at an address at its limit and for an e-mail guessed before', async () => {
    const registration = validRegistration();
    // Someone guessed this e-mail from many addresses before it existed: its account counter is slowed.
    for (let attempt = 0; attempt <= LOGIN_LIMITS.account.limit; attempt += 1) {
      await login(t, registration.email, 'guess', { ip: `10.87.0.${attempt}` });
    }
    // And the shared address has used up its different-account allowance.
    await t.database.db
      .insert(rateLimits)
      .values({
        key: 'login:address:10.87.1.1',
        hits: LOGIN_LIMITS.address.limit,
        startedAt: sql`now()`,
        nextAt: sql`now()`,
        windowEndsAt: sql`now() + interval '10 minutes'`,
      })
      .onConflictDoUpdate({ target: rateLimits.key, set: { hits: LOGIN_LIMITS.address.limit } });
    const created = await t.app.inject({ method: 'POST', url: '/api/register', payload: registration, remoteAddress: '10.87.1.1' });
    expect(created.statusCode).toBe(201);
    const signIn = await login(t, registration.email, registration.password, { ip: '10.87.1.1' });
    expect(signIn.statusCode).toBe(200);
  });
  it("an admin's password reset lifts the delays of a slowed-down account at once", async () => {
    const { id, email } = await insertPerson(t, ['client'], uniqueEmail('slowed'), cheapHash(PASSWORD));
    for (let attempt = 0; attempt <= LOGIN_LIMITS.account.limit; attempt += 1) {
      await login(t, email, 'wrong-password', { ip: `10.91.0.${attempt}` });
    }
    expectTooMany(await login(t, email, PASSWORD, { ip: '10.91.1.1' }));
    const admin = await signedIn(t, ['admin']);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/reset-password`,
      headers: bearer(admin.token),
      payload: { password: 'temporary-pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(t, email, 'temporary-pass', { ip: '10.91.1.1' })).statusCode).toBe(200);
  });
});

describe('kept in the database', () => {
  it('a server started afterwards on the same database still refuses', async () => {
    const { email } = await insertPerson(t, ['client']);
    for (let attempt = 0; attempt < LOGIN_LIMITS.pair.limit; attempt += 1) await login(t, email, 'wrong-password', { ip: '10.88.0.1' });
    const restarted = await buildApp({ config: t.config, database: t.database });
    try {
      const response = await restarted.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: PASSWORD },
        remoteAddress: '10.88.0.1',
      });
      expectTooMany(response);
    } finally {
      await restarted.close();
    }
  });

  it("a success forgets that address's typos: earlier mistakes do not count against later logins", async () => {
    const { email } = await insertPerson(t, ['client']);
    for (let attempt = 0; attempt < 4; attempt += 1) await login(t, email, 'wrong-password', { ip: '10.89.0.1' });
    expect((await login(t, email, PASSWORD, { ip: '10.89.0.1' })).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) await login(t, email, 'wrong-password', { ip: '10.89.0.1' });
    expect((await login(t, email, PASSWORD, { ip: '10.89.0.1' })).statusCode).toBe(200);
  });
});
