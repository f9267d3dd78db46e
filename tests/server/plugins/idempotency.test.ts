import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../contract/uuid';
import { contactMessages, idempotencyRecords } from '../../../server/db/schema/index';
import { currentUser, requireUser } from '../../../server/plugins/authenticate';
import { idempotent, purgeExpiredIdempotencyRecords } from '../../../server/plugins/idempotency';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn, type Person } from '../auth/support';
import { readMails } from '../site/read-eml';

let t: TestApp;
/** Effects of the test-only write, counted in memory: one entry per run of its handler. */
const effects: string[] = [];
let learner: Person;
let other: Person;

beforeAll(async () => {
  t = await createTestApp({
    configure: (app) => {
      // A write whose effect is observable without a table of its own, slow enough to widen every race.
      app.post('/api/test/effect', idempotent({ preHandler: requireUser }), async (request, reply) => {
        const { note } = request.body as { note: string };
        await new Promise((resolve) => setTimeout(resolve, 50));
        effects.push(`${currentUser(request).id}:${note}`);
        reply.code(201);
        return { effect: effects.length, note };
      });
      // A handler that returns more than its response schema names: the extra field never leaves.
      app.post(
        '/api/test/filtered',
        idempotent({ schema: { response: { 201: { type: 'object', properties: { kept: { type: 'string' } } } } } }),
        async (_request, reply) => {
          reply.code(201);
          return { kept: 'yes', secret: 'never sent' };
        },
      );
    },
  });
  learner = await signedIn(t, ['client']);
  other = await signedIn(t, ['client']);
});
afterAll(() => t.close());

let nextIp = 1;
const freshIp = () => `10.7.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`;

const contact = (marker: string) => ({
  name: 'Fatima Zahra',
  email: 'fatima@example.ma',
  subject: 'Question sur le compost',
  message: `Combien de temps faut-il pour un bon compost ? ${marker}`,
  language: 'fr',
});

function postContact(key: string | null, payload: object, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    remoteAddress: ip,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

async function messagesWith(marker: string) {
  return t.database.db
    .select()
    .from(contactMessages)
    .where(like(contactMessages.message, `%${marker}%`));
}

describe('Idempotency-Key on replayable POSTs', () => {
  it('answers a replay with the stored status and body, marked Idempotent-Replayed, and writes once', async () => {
    const key = uuidv7();
    const marker = `replay-${key}`;
    await t.app.mailJobs.drain();
    const mailsBefore = readMails(t.config.mailDir).length;

    const first = await postContact(key, contact(marker));
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const again = await postContact(key, contact(marker));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json()).toEqual(first.json());

    expect(await messagesWith(marker)).toHaveLength(1);
    await t.app.mailJobs.drain();
    expect(readMails(t.config.mailDir).length - mailsBefore).toBe(1);
  });

  it('treats the body canonically: the same fields in another order are the same request', async () => {
    const key = uuidv7();
    const body = contact(`order-${key}`);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect((await postContact(key, body)).statusCode).toBe(201);
    const again = await postContact(key, reordered);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses the same key with another body: 422 idempotency.key_mismatch, and runs nothing', async () => {
    const key = uuidv7();
    expect((await postContact(key, contact(`first-${key}`))).statusCode).toBe(201);
    const other = await postContact(key, contact(`second-${key}`));
    expect(other.statusCode).toBe(422);
    expect(other.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(other.json()).toMatchObject({ code: 'idempotency.key_mismatch' });
    expect(await messagesWith(`second-${key}`)).toHaveLength(0);
  });

  it('refuses the same key on another route as a mismatch', async () => {
    const key = uuidv7();
    expect((await postContact(key, contact(`route-${key}`))).statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: contact(`route-${key}`),
      remoteAddress: freshIp(),
      headers: { 'idempotency-key': key },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'idempotency.key_mismatch' });
  });

  it('refuses a key that is not a UUID: 422 idempotency.key_invalid', async () => {
    for (const bad of ['', 'not-a-uuid', '123', `${uuidv7()}x`]) {
      const res = await postContact(bad, contact('bad-key'));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'idempotency.key_invalid' });
    }
    expect(await messagesWith('bad-key')).toHaveLength(0);
  });

  it('keeps working without the header (not replay-safe, but not refused)', async () => {
    const res = await postContact(null, contact('no-key'));
    expect(res.statusCode).toBe(201);
  });

  it('does not store a failure: the same key runs again once the input is fixed', async () => {
    const key = uuidv7();
    const refused = await postContact(key, { ...contact(`fixed-${key}`), email: 'not-an-address' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'validation.failed' });
    const records = await t.database.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key));
    expect(records).toHaveLength(0);

    const accepted = await postContact(key, contact(`fixed-${key}`));
    expect(accepted.statusCode).toBe(201);
    expect(accepted.headers['idempotent-replayed']).toBeUndefined();
  });

  it('never stores a 401: the write runs once the learner is signed in, with the same key', async () => {
    const key = uuidv7();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/test/effect',
      payload: { note: key },
      headers: { 'idempotency-key': key },
    });
    expect(anonymous.statusCode).toBe(401);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/test/effect',
      payload: { note: key },
      headers: { 'idempotency-key': key, ...bearer(learner.token) },
    });
    expect(signed.statusCode).toBe(201);
    expect(effects.filter((effect) => effect.endsWith(key))).toHaveLength(1);
  });

  it('refuses a key already used by another signed-in user, without revealing their answer', async () => {
    const key = uuidv7();
    const payload = { note: `owner-${key}` };
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/test/effect',
      payload,
      headers: { 'idempotency-key': key, ...bearer(learner.token) },
    });
    expect(mine.statusCode).toBe(201);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/test/effect',
      payload,
      headers: { 'idempotency-key': key, ...bearer(other.token) },
    });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json()).toMatchObject({ code: 'idempotency.key_mismatch' });
    expect(effects.filter((effect) => effect.endsWith(`owner-${key}`))).toEqual([`${learner.id}:owner-${key}`]);
  });
});

describe('concurrent copies of one write', () => {
  it('50 concurrent requests with one key make one record and one effect; every copy gets the answer', async () => {
    const key = uuidv7();
    const payload = { note: `burst-${key}` };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({ method: 'POST', url: '/api/test/effect', payload, headers: { 'idempotency-key': key, ...bearer(learner.token) } }),
      ),
    );
    expect(effects.filter((effect) => effect.endsWith(`burst-${key}`))).toHaveLength(1);
    const records = await t.database.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key));
    expect(records).toHaveLength(1);
    expect(records[0]?.status).toBe('done');

    const statuses = responses.map((res) => res.statusCode);
    expect(statuses.every((status) => status === 201)).toBe(true);
    expect(responses.filter((res) => res.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    const bodies = new Set(responses.map((res) => res.body));
    expect(bodies.size).toBe(1);
  });

  it('50 concurrent contact messages with one key store one message', async () => {
    const key = uuidv7();
    const marker = `contact-burst-${key}`;
    const responses = await Promise.all(Array.from({ length: 50 }, () => postContact(key, contact(marker))));
    expect(responses.every((res) => res.statusCode === 201)).toBe(true);
    expect(await messagesWith(marker)).toHaveLength(1);
    expect(await t.database.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key))).toHaveLength(1);
  });

  it('takes over a processing claim committed by an older version (before 0011) and runs the write', async () => {
    const key = uuidv7();
    const payload = { note: `crashed-${key}` };
    const long = new Date(Date.now() - 10 * 60 * 1000);
    const { requestHash } = await import('../../../server/plugins/idempotency');
    await t.database.db.insert(idempotencyRecords).values({
      key,
      userId: learner.id,
      method: 'POST',
      path: '/api/test/effect',
      requestHash: requestHash('POST', '/api/test/effect', payload),
      status: 'processing',
      createdAt: long,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/effect',
      payload,
      headers: { 'idempotency-key': key, ...bearer(learner.token) },
    });
    expect(res.statusCode).toBe(201);
    expect(effects.filter((effect) => effect.endsWith(`crashed-${key}`))).toHaveLength(1);
  });
});

describe('expiry', () => {
  it('purges records past their 7 days and keeps the others', async () => {
    const expired = uuidv7();
    const live = uuidv7();
    const now = new Date();
    const row = (key: string, expiresAt: Date) => ({
      key,
      userId: null,
      method: 'POST',
      path: '/api/contact',
      requestHash: 'x',
      status: 'done' as const,
      responseStatus: 201,
      responseBody: '{}',
      createdAt: new Date(expiresAt.getTime() - 7 * 24 * 3600 * 1000),
      expiresAt,
    });
    await t.database.db
      .insert(idempotencyRecords)
      .values([row(expired, new Date(now.getTime() - 1000)), row(live, new Date(now.getTime() + 3600_000))]);
    const purged = await purgeExpiredIdempotencyRecords(t.database.db, now);
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select({ key: idempotencyRecords.key }).from(idempotencyRecords);
    const keys = left.map((record) => record.key);
    expect(keys).not.toContain(expired);
    expect(keys).toContain(live);
  });

  it('runs an expired key again instead of replaying it; the message keeps its key, so it is still one', async () => {
    const key = uuidv7();
    const marker = `expired-${key}`;
    const first = await postContact(key, contact(marker));
    expect(first.statusCode).toBe(201);
    await t.database.db
      .update(idempotencyRecords)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(idempotencyRecords.key, key));
    const again = await postContact(key, contact(marker));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json()).toEqual(first.json());
    expect(await messagesWith(marker)).toHaveLength(1);
  });

  it('replays the answer as its response schema filtered it, never a field the first answer did not carry', async () => {
    const key = uuidv7();
    const send = () => t.app.inject({ method: 'POST', url: '/api/test/filtered', payload: {}, headers: { 'idempotency-key': key } });
    const first = await send();
    const replay = await send();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ kept: 'yes' });
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(first.body);
  });
});
