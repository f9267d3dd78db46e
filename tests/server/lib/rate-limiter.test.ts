import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_FORM_RATE_LIMIT } from '../../../contract/site-limits';
import { buildApp } from '../../../server/app';
import { rateLimits } from '../../../server/db/schema/limits';
import { clearHits, consume, forget, purgeExpiredLimits, release } from '../../../server/lib/http/rate-limiter';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const key = (name: string) => `test:${name}:${(counter += 1)}`;
const rowOf = async (k: string) =>
  (
    await t.database.db
      .select()
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${k}`)
  )[0];
const endWindow = (k: string) =>
  t.database.db
    .update(rateLimits)
    .set({ windowEndsAt: sql`now() - interval '1 second'` })
    .where(sql`${rateLimits.key} = ${k}`);

describe('consume(key, rule)', () => {
  it('lets `limit` hits through per window, then refuses with the seconds left, uncounted', async () => {
    const k = key('fixed');
    const rule = { limit: 3, windowSeconds: 600 };
    const verdicts = [];
    for (let i = 0; i < 5; i += 1) verdicts.push(await consume(t.database.db, k, rule));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false, false]);
    expect(verdicts.map((v) => v.remaining)).toEqual([2, 1, 0, 0, 0]);
    expect(verdicts[0]?.fresh).toBe(true);
    expect(verdicts[1]?.fresh).toBe(false);
    expect(verdicts[3]?.retryAfterSeconds).toBeGreaterThan(590);
    expect(verdicts[3]?.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect((await rowOf(k))?.hits).toBe(3);
    await endWindow(k);
    const next = await consume(t.database.db, k, rule);
    expect(next).toMatchObject({ allowed: true, hits: 1, fresh: true });
  });

  it.each([
    ['a fixed window', { limit: 5, windowSeconds: 60 }],
    ['growing delays', { limit: 5, windowSeconds: 60, backoff: { baseSeconds: 30, maxSeconds: 600 } }],
  ])('counts 50 hits sent at once exactly with %s: 5 through, 45 refused', async (_name, rule) => {
    const k = key('parallel');
    const verdicts = await Promise.all(Array.from({ length: 50 }, () => consume(t.database.db, k, rule)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
    expect(verdicts.filter((v) => v.fresh)).toHaveLength(1);
    expect(verdicts.filter((v) => !v.allowed).every((v) => v.retryAfterSeconds >= 1)).toBe(true);
    expect((await rowOf(k))?.hits).toBe(5);
  });

  it('with backoff, spaces hits past the limit by doubling delays up to the maximum, and refused hits do not push it', async () => {
    const k = key('backoff');
    const rule = { limit: 2, windowSeconds: 900, backoff: { baseSeconds: 10, maxSeconds: 35 } };
    const waits: number[] = [];
    expect((await consume(t.database.db, k, rule)).allowed).toBe(true);
    expect((await consume(t.database.db, k, rule)).allowed).toBe(true);
    for (let round = 0; round < 4; round += 1) {
      const refused = await consume(t.database.db, k, rule);
      expect(refused.allowed).toBe(false);
      expect((await consume(t.database.db, k, rule)).retryAfterSeconds).toBe(refused.retryAfterSeconds);
      waits.push(refused.retryAfterSeconds);
      await t.database.db
        .update(rateLimits)
        .set({ nextAt: sql`now() - interval '1 second'` })
        .where(sql`${rateLimits.key} = ${k}`);
      expect((await consume(t.database.db, k, rule)).allowed).toBe(true);
    }
    expect(waits).toEqual([10, 20, 35, 35]);
    // The window slides past the last delay: the key is remembered while it is being slowed.
    const row = await rowOf(k);
    expect(row && row.windowEndsAt.getTime() - row.nextAt.getTime()).toBe(900_000);
  });

  it('release gives one hit back, clearHits keeps the window open but empty, forget deletes', async () => {
    const k = key('release');
    const rule = { limit: 1, windowSeconds: 60 };
    await consume(t.database.db, k, rule);
    expect((await consume(t.database.db, k, rule)).allowed).toBe(false);
    await release(t.database.db, k);
    expect((await consume(t.database.db, k, rule)).allowed).toBe(true);
    await clearHits(t.database.db, k);
    expect(await consume(t.database.db, k, rule)).toMatchObject({ allowed: true, fresh: false });
    await forget(t.database.db, k);
    expect(await rowOf(k)).toBeUndefined();
    const opened = key('opened');
    await clearHits(t.database.db, opened, rule);
    expect(await consume(t.database.db, opened, rule)).toMatchObject({ allowed: true, fresh: false, hits: 1 });
  });

  it('purges rows whose window is over', async () => {
    const k = key('purge');
    await consume(t.database.db, k, { limit: 1, windowSeconds: 60 });
    await endWindow(k);
    expect(await purgeExpiredLimits(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(k)).toBeUndefined();
  });
});

describe('every limit of the server lives in the database', () => {
  const contact = (app: typeof t.app, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Amina', email: 'amina@example.ma', subject: 'Hello', message: 'A question' },
      remoteAddress: ip,
    });
  const verify = (app: typeof t.app, ip: string) =>
    app.inject({ method: 'GET', url: '/api/certificates/verify/0000000000000000000Z', remoteAddress: ip });

  it('two servers on one database share the contact form count, and a server started later keeps it', async () => {
    const other = await buildApp({ config: t.config, database: t.database });
    try {
      const ip = '10.90.0.1';
      const responses = await Promise.all(
        Array.from({ length: SITE_FORM_RATE_LIMIT.max + 4 }, (_, i) => contact(i % 2 ? other : t.app, ip)),
      );
      expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(SITE_FORM_RATE_LIMIT.max);
      expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(4);
    } finally {
      await other.close();
    }
    const restarted = await buildApp({ config: t.config, database: t.database });
    try {
      const refused = await contact(restarted, '10.90.0.1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await restarted.close();
    }
  });

  it('certificate checks are counted across servers too', async () => {
    const other = await buildApp({ config: t.config, database: t.database });
    try {
      const ip = '10.90.1.1';
      for (let i = 0; i < 30; i += 1) expect((await verify(i % 2 ? other : t.app, ip)).statusCode).toBe(404);
      expect((await verify(other, ip)).statusCode).toBe(429);
      expect((await verify(t.app, ip)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
