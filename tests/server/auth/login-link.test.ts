/** The one-time sign-in link, the way in for an owner whose account is under attack. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_HEADER } from '../../../contract/outbox';
import { knownSignIns, signInLinks } from '../../../server/db/schema/identity';
import { mailJobs } from '../../../server/db/schema/outbox';
import { LOGIN_LIMITS } from '../../../server/modules/auth/login-throttle';
import { SIGN_IN_LINK_LIMITS } from '../../../server/modules/auth/sign-in-links';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, cheapHash, insertPerson, login, PASSWORD, uniqueEmail } from './support';

vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestLink = (email: string, ip = '10.130.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login/link', payload: { email }, remoteAddress: ip });
const consumeLink = (token: string, ip = '10.130.0.1', device?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/link/consume',
    payload: { token },
    remoteAddress: ip,
    headers: device ? { [DEVICE_ID_HEADER]: device } : {},
  });

async function mailsTo(email: string) {
  const rows = await t.database.db
    .select()
    .from(mailJobs)
    .where(sql`${mailJobs.message}->>'to' = ${email}`);
  return rows.map((row) => row.message);
}

/** The token of the last link mailed to `email`, read from the mail's text as its reader would. */
async function lastToken(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const match = /\/login\/link#([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.text ?? '');
  if (!match?.[1]) throw new Error('no sign-in link in the mail');
  return match[1];
}

describe('POST /api/login/link', () => {
  it("queues a mail with a link to the page, stores only the token's hash, and answers 202 with no body", async () => {
    const { id, email } = await insertPerson(t, ['client'], uniqueEmail('linked'), cheapHash(PASSWORD));
    const response = await requestLink(email.toUpperCase());
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`${t.config.publicUrl}/login/link#`);
    const token = await lastToken(email);
    const [stored] = await t.database.db
      .select()
      .from(signInLinks)
      .where(sql`${signInLinks.userId} = ${id}`);
    expect(stored?.tokenHash).not.toBe(token);
    expect(JSON.stringify(stored)).not.toContain(token);
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)) / 60_000;
    expect(minutes).toBeCloseTo(15, 1);
  });

  it('answers an e-mail with no account exactly the same, and mails nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const { email } = await insertPerson(t, ['client'], uniqueEmail('somebody'), cheapHash(PASSWORD));
    const [unknown, known] = [await requestLink(nobody, '10.130.1.1'), await requestLink(email, '10.130.1.1')];
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    expect(await mailsTo(nobody)).toHaveLength(0);
  });

  it(`mails at most ${SIGN_IN_LINK_LIMITS.mailsPerAccount.limit} links per account per 15 minutes, still answering 202`, async () => {
    const { email } = await insertPerson(t, ['client'], uniqueEmail('bombed'), cheapHash(PASSWORD));
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await requestLink(email, `10.130.2.${attempt}`)).statusCode).toBe(202);
    expect(await mailsTo(email)).toHaveLength(SIGN_IN_LINK_LIMITS.mailsPerAccount.limit);
  });

  it(`holds one address to ${SIGN_IN_LINK_LIMITS.requestPerAddress.limit} requests an hour, known e-mail or not`, async () => {
    for (let attempt = 0; attempt < SIGN_IN_LINK_LIMITS.requestPerAddress.limit; attempt += 1) {
      expect((await requestLink(uniqueEmail('spray'), '10.130.3.1')).statusCode).toBe(202);
    }
    const refused = await requestLink(uniqueEmail('spray'), '10.130.3.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/login/link/consume', () => {
  it('signs in once: a session, the device becomes known; the same link again is refused', async () => {
    const { email } = await insertPerson(t, ['client'], uniqueEmail('once'), cheapHash(PASSWORD));
    await requestLink(email, '10.131.0.1');
    const token = await lastToken(email);
    const first = await consumeLink(token, '10.131.0.9', 'link-device-000000001');
    expect(first.statusCode).toBe(200);
    const body = first.json<{ token: string; role: string; user: { email: string } }>();
    expect(body).toMatchObject({ role: 'client', user: { email } });
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(body.token) })).statusCode).toBe(200);
    const places = await t.database.db
      .select()
      .from(knownSignIns)
      .where(sql`${knownSignIns.userId} = ${first.json<{ user: { id: string } }>().user.id}`);
    expect(places.map((place) => place.address)).toEqual(['10.131.0.9']);
    const again = await consumeLink(token, '10.131.0.9');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'auth.link_invalid' });
  });

  it('is refused after 15 minutes', async () => {
    const { id, email } = await insertPerson(t, ['client'], uniqueEmail('late'), cheapHash(PASSWORD));
    await requestLink(email, '10.131.1.1');
    const token = await lastToken(email);
    await t.database.db
      .update(signInLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${signInLinks.userId} = ${id}`);
    const late = await consumeLink(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'auth.link_invalid' });
  });

  it('refuses a made-up or malformed token alike', async () => {
    expect((await consumeLink('A'.repeat(43))).json()).toMatchObject({ status: 400, code: 'auth.link_invalid' });
    expect((await consumeLink('short')).json()).toMatchObject({ status: 422, code: 'auth.link_invalid' });
  });

  it("is the way in while the account is being guessed: afterwards that device's right password works too", async () => {
    const { email } = await insertPerson(t, ['client'], uniqueEmail('attacked'), cheapHash(PASSWORD));
    for (let guess = 0; guess <= LOGIN_LIMITS.account.limit; guess += 1)
      await login(t, email, 'wrong-password', { ip: `10.132.0.${guess}` });
    const device = 'new-phone-0000000001';
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: PASSWORD },
      remoteAddress: '10.132.9.9',
      headers: { [DEVICE_ID_HEADER]: device },
    });
    expect(refused.statusCode).toBe(429);
    await requestLink(email, '10.132.9.9');
    expect((await consumeLink(await lastToken(email), '10.132.9.9', device)).statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: PASSWORD },
      remoteAddress: '10.132.8.8',
      headers: { [DEVICE_ID_HEADER]: device },
    });
    expect(after.statusCode).toBe(200);
  });

  it('a disabled account gets no session from a link', async () => {
    const { id, email } = await insertPerson(t, ['client'], uniqueEmail('disabled'), cheapHash(PASSWORD));
    await requestLink(email, '10.133.0.1');
    const token = await lastToken(email);
    await t.database.db.execute(sql`update users set disabled = true where id = ${id}`);
    expect((await consumeLink(token, '10.133.0.1')).statusCode).toBe(403);
  });
});
