/**
 * The limits of the login can no longer be turned against the people they protect. The
 * limiter counts time with the database's clock; `advance` moves every stored limit time of the test's
 * keys back instead, which is the same as the clock moving forward, so a minute of attack runs in seconds.
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_HEADER } from '../../../contract/outbox';
import { knownSignIns } from '../../../server/db/schema/identity';
import { rateLimits } from '../../../server/db/schema/limits';
import { LOGIN_LIMITS } from '../../../server/modules/auth/login-throttle';
import { createTestApp, type TestApp } from '../helpers';
import { cheapHash, insertPerson, login, PASSWORD, uniqueEmail } from './support';

vi.setConfig({ testTimeout: 240_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The clock moves forward by `ms` for every limit key that mentions `needle`. */
async function advance(ms: number, needle: string) {
  const shift = sql`make_interval(secs => ${ms / 1000}::double precision)`;
  await t.database.db
    .update(rateLimits)
    .set({
      startedAt: sql`${rateLimits.startedAt} - ${shift}`,
      nextAt: sql`${rateLimits.nextAt} - ${shift}`,
      windowEndsAt: sql`${rateLimits.windowEndsAt} - ${shift}`,
    })
    .where(sql`strpos(${rateLimits.key}, ${needle}) > 0`);
}

const withDevice = (device: string) => ({ [DEVICE_ID_HEADER]: device });

function loginFrom(email: string, password: string, ip: string, device?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: ip,
    headers: device ? withDevice(device) : {},
  });
}

/** Keeps the owner's stored hash cheap (a right password upgrades it to production cost). */
async function cheapen(id: string) {
  await t.database.db.execute(sql`update users set password_hash = ${cheapHash(PASSWORD)} where id = ${id}`);
}

describe('the owner always gets in', () => {
  it('a bot guessing every 0.2 s from 20 addresses for 60 s never keeps the owner out at a known address', async () => {
    const { id, email } = await insertPerson(t, ['admin'], uniqueEmail('owner'), cheapHash(PASSWORD));
    // The owner signed in from the office before the attack.
    expect((await login(t, email, PASSWORD, { ip: '10.120.9.9' })).statusCode).toBe(200);
    await cheapen(id);
    const bot: number[] = [];
    const owner: number[] = [];
    for (let tick = 0; tick < 300; tick += 1) {
      bot.push((await login(t, email, `guess-${tick}`, { ip: `10.120.0.${tick % 20}` })).statusCode);
      if (tick % 25 === 24) {
        owner.push((await login(t, email, PASSWORD, { ip: '10.120.9.9' })).statusCode);
        await cheapen(id);
      }
      await advance(200, email);
    }
    expect(owner).toHaveLength(12);
    expect(owner.every((status) => status === 200)).toBe(true);
    // The bot is slowed as before: 10 free guesses, then growing delays; most of its guesses are refused.
    expect(bot.filter((status) => status === 401).length).toBeLessThanOrEqual(LOGIN_LIMITS.account.limit + 5);
    expect(bot.filter((status) => status === 429).length).toBeGreaterThan(250);
  });

  it('a known device gets in from a new address during the attack; a forged device id does not', async () => {
    const { id, email } = await insertPerson(t, ['client'], uniqueEmail('phone'), cheapHash(PASSWORD));
    const device = 'farmer-phone-0123456789';
    expect((await loginFrom(email, PASSWORD, '10.121.9.9', device)).statusCode).toBe(200);
    await cheapen(id);
    for (let guess = 0; guess <= LOGIN_LIMITS.account.limit; guess += 1) await loginFrom(email, 'wrong-password', `10.121.0.${guess}`);
    // The account is slowed for everyone unknown, with or without a made-up device id.
    expect((await loginFrom(email, PASSWORD, '10.121.5.5')).statusCode).toBe(429);
    expect((await loginFrom(email, PASSWORD, '10.121.5.5', 'made-up-device-000000')).statusCode).toBe(429);
    // The owner's phone, on the mobile network today, is known.
    expect((await loginFrom(email, PASSWORD, '10.121.7.7', device)).statusCode).toBe(200);
  });

  it('records each successful sign-in with its address and device (hashed), never the failed ones', async () => {
    const { id, email } = await insertPerson(t, ['client'], uniqueEmail('recorded'), cheapHash(PASSWORD));
    await loginFrom(email, 'wrong-password', '10.122.0.1', 'recorded-device-000001');
    expect((await loginFrom(email, PASSWORD, '10.122.0.2', 'recorded-device-000001')).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(knownSignIns)
      .where(sql`${knownSignIns.userId} = ${id}`);
    expect(rows.map((row) => row.address)).toEqual(['10.122.0.2']);
    expect(rows[0]?.deviceHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rows[0]?.deviceHash).not.toContain('recorded-device');
  });

  it('a place known more than 30 days ago is unknown again', async () => {
    const { id, email } = await insertPerson(t, ['client'], uniqueEmail('stale'), cheapHash(PASSWORD));
    expect((await login(t, email, PASSWORD, { ip: '10.123.9.9' })).statusCode).toBe(200);
    await cheapen(id);
    await t.database.db
      .update(knownSignIns)
      .set({ lastAt: sql`now() - interval '31 days'` })
      .where(sql`${knownSignIns.userId} = ${id}`);
    for (let guess = 0; guess <= LOGIN_LIMITS.account.limit; guess += 1)
      await login(t, email, 'wrong-password', { ip: `10.123.0.${guess}` });
    expect((await login(t, email, PASSWORD, { ip: '10.123.9.9' })).statusCode).toBe(429);
  });

  it('guesses at the known address itself are still slowed there', async () => {
    const { id, email } = await insertPerson(t, ['client'], uniqueEmail('shared'), cheapHash(PASSWORD));
    expect((await login(t, email, PASSWORD, { ip: '10.124.9.9' })).statusCode).toBe(200);
    await cheapen(id);
    for (let guess = 0; guess < LOGIN_LIMITS.pair.limit; guess += 1) {
      expect((await login(t, email, 'wrong-password', { ip: '10.124.9.9' })).statusCode).toBe(401);
    }
    expect((await login(t, email, 'wrong-password', { ip: '10.124.9.9' })).statusCode).toBe(429);
  });
});

describe('made-up e-mails never block real accounts', () => {
  it("105 made-up e-mails from one address, then a real account's right password from there → 200", async () => {
    const { email } = await insertPerson(t, ['client'], uniqueEmail('farmer'), cheapHash(PASSWORD));
    const made: number[] = [];
    for (let attempt = 0; attempt < 105; attempt += 1) {
      made.push((await login(t, uniqueEmail('made-up'), 'guess', { ip: '10.125.0.1' })).statusCode);
    }
    // Each one is refused (401, or 429/503 once the budgets for unknown e-mails are spent) …
    expect(made.every((status) => [401, 429, 503].includes(status))).toBe(true);
    expect(made.filter((status) => status === 401).length).toBeLessThanOrEqual(LOGIN_LIMITS.unknownPerAddress.limit);
    // Past a budget the answers stop being checks: 429 once the address's budget is spent, 503 while the
    // server's is (which of the two comes first depends on how fast each scrypt is).
    expect(made.filter((status) => status !== 401).length).toBeGreaterThanOrEqual(5);
    // … and the farmer's right password is still checked.
    expect((await login(t, email, PASSWORD, { ip: '10.125.0.1' })).statusCode).toBe(200);
    // A wrong one too (401, not 429).
    expect((await login(t, email, 'wrong-password', { ip: '10.125.0.1' })).statusCode).toBe(401);
  });
});
