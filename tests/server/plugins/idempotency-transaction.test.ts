/**
 * The claim, the write and the stored answer commit in one transaction; mail leaves
 * through a job table after the commit; a stored answer goes back to its own caller only.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../contract/uuid';
import { openTransaction } from '../../../server/db/open-transaction';
import { contactMessages, idempotencyRecords, mailJobs, newsletterSubscribers } from '../../../server/db/schema/index';
import { idempotent, requestHash } from '../../../server/plugins/idempotency';
import { requireUser } from '../../../server/plugins/authenticate';
import { createTestApp, testDatabaseKind, type TestApp } from '../helpers';
import { bearer, signedIn, type Person } from '../auth/support';

/** A mail server that accepts connections and never says a word: the stall seen in the field. */
let stalled: Server;
const stalledSockets = new Set<Socket>();
let t: TestApp;
let learner: Person;
/** Whether the test-only failing write throws after its insert. */
let failAfterWrite = true;

beforeAll(async () => {
  stalled = createServer((socket) => {
    stalledSockets.add(socket);
    socket.on('close', () => stalledSockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
  const address = stalled.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${address.port}` },
    configure: (app) => {
      // A write that fails half-way: its insert is made, then the handler throws.
      app.post('/api/test/half-write', idempotent({ preHandler: requireUser }), async (request, reply) => {
        const { marker } = request.body as { marker: string };
        await request.db.insert(contactMessages).values({
          id: uuidv7(),
          kind: 'contact',
          name: 'Half',
          email: 'half@example.ma',
          subject: 'half',
          message: marker,
          language: 'fr',
        });
        if (failAfterWrite) throw new Error('failed after the write');
        reply.code(201);
        return { marker };
      });
      // What the request's own statements wait for a lock, read in its claim transaction.
      app.post('/api/test/lock-wait', idempotent({ preHandler: requireUser }), async (request, reply) => {
        const result = (await request.db.execute(sql`select current_setting('lock_timeout') as value`)) as unknown as {
          rows: { value: string }[];
        };
        reply.code(201);
        return { lock_timeout: result.rows[0]?.value };
      });
    },
  });
  learner = await signedIn(t, ['client']);
});

afterEach(() => {
  failAfterWrite = true;
});

afterAll(async () => {
  // Ends the sends waiting on the silent server, so closing the app does not wait for their time-out.
  for (const socket of stalledSockets) socket.destroy();
  stalled.close();
  await t.close();
});

let nextIp = 1;
const freshIp = () => `10.9.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`;

const contact = (marker: string) => ({
  name: 'Fatima Zahra',
  email: 'fatima@example.ma',
  subject: 'Question sur le compost',
  message: `Combien de temps faut-il pour un bon compost ? ${marker}`,
  language: 'fr',
});

function postContact(key: string, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: freshIp(), headers: { 'idempotency-key': key } });
}

const messagesWith = (marker: string) =>
  t.database.db
    .select()
    .from(contactMessages)
    .where(like(contactMessages.message, `%${marker}%`));
const jobsWith = (marker: string) =>
  t.database.db
    .select()
    .from(mailJobs)
    .where(sql`${mailJobs.message}->>'text' like ${`%${marker}%`}`);

/** On PostgreSQL, until some session of this database waits on a row lock (the copy, on the key's row). */
async function waitForALockWaiter(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const waiting = (await t.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    if (waiting.rows[0]?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no session ever waited on the key');
}

describe('one transaction for the claim, the write and the answer', () => {
  it('30 parallel copies of one contact message make one message, one mail job and one record', async () => {
    const key = uuidv7();
    const marker = `parallel-${key}`;
    const responses = await Promise.all(Array.from({ length: 30 }, () => postContact(key, contact(marker))));
    expect(responses.map((res) => res.statusCode)).toEqual(Array.from({ length: 30 }, () => 201));
    expect(new Set(responses.map((res) => res.body)).size).toBe(1);
    expect(responses.filter((res) => res.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    const messages = await messagesWith(marker);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.idempotencyKey).toBe(key);
    expect(await jobsWith(marker)).toHaveLength(1);
    const records = await t.database.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key));
    expect(records.map((record) => record.status)).toEqual(['done']);
  });

  it('answers at once while the mail server is stalled, and a retry replays instead of writing again', async () => {
    const key = uuidv7();
    const marker = `stalled-${key}`;
    const first = await postContact(key, contact(marker));
    expect(first.statusCode).toBe(201);
    // The worker is now waiting on the silent mail server for this job.
    const again = await postContact(key, contact(marker));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await messagesWith(marker)).toHaveLength(1);
    const jobs = await jobsWith(marker);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.sentAt).toBeNull();
  });

  it('bounds only the wait for the key: the request’s own statements wait as the database’s setting says', async () => {
    const outside = (await t.database.db.execute(sql`select current_setting('lock_timeout') as value`)) as unknown as {
      rows: { value: string }[];
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/lock-wait',
      payload: {},
      headers: { ...bearer(learner.token), 'idempotency-key': uuidv7() },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ lock_timeout: outside.rows[0]?.value });
  });

  it('a copy arriving while the first holds the key waits for it, then replays its answer', async () => {
    const key = uuidv7();
    const payload = { marker: `held-${key}` };
    const path = '/api/test/half-write';
    // The first copy, mid-write: its claim is inserted in a transaction not yet committed.
    const first = await openTransaction(t.database.db);
    const now = new Date();
    await first.tx.insert(idempotencyRecords).values({
      key,
      userId: learner.id,
      method: 'POST',
      path,
      requestHash: requestHash('POST', path, payload),
      status: 'processing',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    const copy = t.app.inject({ method: 'POST', url: path, payload, headers: { 'idempotency-key': key, ...bearer(learner.token) } });
    if (testDatabaseKind === 'postgres') await waitForALockWaiter();
    await first.tx
      .update(idempotencyRecords)
      .set({
        status: 'done',
        responseStatus: 201,
        responseBody: '{"marker":"from the first copy"}',
        responseHeaders: { 'content-type': 'application/json; charset=utf-8' },
      })
      .where(eq(idempotencyRecords.key, key));
    await first.end(true);
    const res = await copy;
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBe('true');
    expect(res.json()).toEqual({ marker: 'from the first copy' });
    expect(await messagesWith(payload.marker)).toHaveLength(0);
  });

  it('a write that fails half-way leaves no claim and no row; the retry runs it once', async () => {
    const key = uuidv7();
    const marker = `half-${key}`;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/test/half-write',
        payload: { marker },
        headers: { 'idempotency-key': key, ...bearer(learner.token) },
      });
    const failed = await send();
    expect(failed.statusCode).toBe(500);
    expect(await messagesWith(marker)).toHaveLength(0);
    expect(await t.database.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key))).toHaveLength(0);

    failAfterWrite = false;
    const retried = await send();
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await messagesWith(marker)).toHaveLength(1);
  });

  it('a refused write (422) rolls back with its claim', async () => {
    const key = uuidv7();
    const refused = await postContact(key, { ...contact(`refused-${key}`), email: 'nope' });
    expect(refused.statusCode).toBe(422);
    expect(await t.database.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key))).toHaveLength(0);
  });
});

describe('a stored answer goes back to its own caller only', () => {
  const newsletter = (key: string, email: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email, language: 'fr' },
      remoteAddress: freshIp(),
      headers: { 'idempotency-key': key, ...(token ? bearer(token) : {}) },
    });

  it('never replays a signed-in user’s answer to an anonymous caller with the same key and body', async () => {
    const key = uuidv7();
    const email = `signed-${key}@example.ma`;
    expect((await newsletter(key, email, learner.token)).statusCode).toBe(200);
    const anonymous = await newsletter(key, email);
    expect(anonymous.statusCode).toBe(422);
    expect(anonymous.json()).toMatchObject({ code: 'idempotency.key_mismatch' });
    expect(anonymous.headers['idempotent-replayed']).toBeUndefined();
  });

  it('never replays an anonymous answer to a signed-in user with the same key and body', async () => {
    const key = uuidv7();
    const email = `anonymous-${key}@example.ma`;
    expect((await newsletter(key, email)).statusCode).toBe(200);
    const signed = await newsletter(key, email, learner.token);
    expect(signed.statusCode).toBe(422);
    expect(signed.json()).toMatchObject({ code: 'idempotency.key_mismatch' });
    const rows = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
  });

  it('replays to the same anonymous caller', async () => {
    const key = uuidv7();
    const email = `again-${key}@example.ma`;
    expect((await newsletter(key, email)).statusCode).toBe(200);
    const again = await newsletter(key, email);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });
});
