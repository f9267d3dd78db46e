/**
 * Checks against e-mails that have no account have a server-wide budget (each spends a scrypt).
 * The budget is made small here (2, then one a minute) so the test spends two scrypt runs, not sixty.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as LoginThrottle from '../../../server/modules/auth/login-throttle';
import { createTestApp, type TestApp } from '../helpers';
import { cheapHash, insertPerson, login, PASSWORD, uniqueEmail } from './support';

vi.mock('../../../server/modules/auth/login-throttle', async (original) => ({
  ...(await original<typeof LoginThrottle>()),
  UNKNOWN_ACCOUNT_CHECKS: { capacity: 2, perSecond: 1 / 60 },
}));

vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the server's budget of checks for unknown e-mails", () => {
  it('past it, a fast 503 server.busy with Retry-After, from any address; real accounts are still checked', async () => {
    const { email } = await insertPerson(t, ['client'], uniqueEmail('real'), cheapHash(PASSWORD));
    expect((await login(t, uniqueEmail('made-up'), 'guess', { ip: '10.140.0.1' })).statusCode).toBe(401);
    expect((await login(t, uniqueEmail('made-up'), 'guess', { ip: '10.140.0.2' })).statusCode).toBe(401);
    const started = performance.now();
    const busy = await login(t, uniqueEmail('made-up'), 'guess', { ip: '10.140.0.3' });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toMatchObject({ status: 503, code: 'server.busy' });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(busy.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await login(t, email, 'wrong-password', { ip: '10.140.0.3' })).statusCode).toBe(401);
    expect((await login(t, email, PASSWORD, { ip: '10.140.0.3' })).statusCode).toBe(200);
  });
});
