import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_FORM_RATE_LIMIT } from '../../../contract/site-limits';
import { idempotencyRecords } from '../../../server/db/schema/outbox';
import { contactMessages } from '../../../server/db/schema/site';
import { lessonProgress } from '../../../server/db/schema/study';
import { PROGRESS_BUDGET } from '../../../server/modules/study/routes';
import { requireUser } from '../../../server/plugins/authenticate';
import { idempotent, MAX_RECORDS_PER_USER, purgeExpiredIdempotencyRecords, TRIM_EVERY } from '../../../server/plugins/idempotency';
import { must, seedFixture, type Fixture } from '../catalogue/fixture';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn, type Person } from '../auth/support';
import { enroll, lessonIdsInOrder, postProgress } from './study-fixture';

/**
 * Replayable writes have a per-learner budget, an acknowledged write's retry
 * gets its stored answer before any limit, and the stored answers are bounded per learner.
 */
let t: TestApp;
let f: Fixture;
let lessonIds: string[];
beforeAll(async () => {
  t = await createTestApp({
    configure: (app) => {
      // A replayable write with nothing else to it, to count stored answers.
      app.post('/api/test/noted', idempotent({ preHandler: requireUser }), async () => ({ ok: true }));
    },
  });
  f = await seedFixture(t);
  lessonIds = await lessonIdsInOrder(t, f.freeId);
});
afterAll(() => t.close());

async function enrolledLearner(): Promise<Person> {
  const learner = await signedIn(t, ['client']);
  await enroll(t, learner.token, f.freeId);
  return learner;
}

describe('progress budget', () => {
  const realLimit = PROGRESS_BUDGET.limit;
  beforeAll(() => {
    // A smaller budget keeps the run well inside its minute on a loaded machine; the route reads the rule per request.
    PROGRESS_BUDGET.limit = 12;
  });
  afterAll(() => {
    PROGRESS_BUDGET.limit = realLimit;
  });

  it('refuses a learner past the per-minute budget with 429 and Retry-After, keeps one row per lesson, and leaves other learners alone', async () => {
    expect(realLimit).toBe(60);
    const learner = await enrolledLearner();
    const lesson = must(lessonIds[0]);
    const acknowledgedKey = crypto.randomUUID();
    const acknowledgedBody = { lesson_id: lesson, position_seconds: 1, completed: false };
    expect((await postProgress(t, learner.token, acknowledgedBody, { 'idempotency-key': acknowledgedKey })).statusCode).toBe(200);
    for (let i = 1; i < PROGRESS_BUDGET.limit; i += 1) {
      const response = await postProgress(
        t,
        learner.token,
        { lesson_id: lesson, position_seconds: i + 1, completed: false },
        { 'idempotency-key': crypto.randomUUID() },
      );
      expect(response.statusCode, `write ${i}: ${response.body}`).toBe(200);
    }
    const refused = await postProgress(
      t,
      learner.token,
      { lesson_id: lesson, position_seconds: 500, completed: false },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'http.too_many_requests' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(PROGRESS_BUDGET.windowSeconds);

    // A retry of a write already acknowledged is answered from its stored answer, past the budget.
    const replay = await postProgress(t, learner.token, acknowledgedBody, { 'idempotency-key': acknowledgedKey });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // The refused write stored nothing: once allowed, it runs.
    const rows = await t.database.db.select({ value: count() }).from(lessonProgress).where(eq(lessonProgress.userId, learner.id));
    expect(rows[0]?.value).toBe(1);

    const other = await enrolledLearner();
    expect((await postProgress(t, other.token, { lesson_id: lesson, position_seconds: 3, completed: false })).statusCode).toBe(200);
  });

  it('takes no hit for a replay or a mismatched copy: the budget still holds its writes after them', async () => {
    const learner = await enrolledLearner();
    const lesson = must(lessonIds[0]);
    const key = crypto.randomUUID();
    const body = { lesson_id: lesson, position_seconds: 1, completed: false };
    expect((await postProgress(t, learner.token, body, { 'idempotency-key': key })).statusCode).toBe(200);
    for (let i = 0; i < PROGRESS_BUDGET.limit + 3; i += 1) {
      const replay = await postProgress(t, learner.token, body, { 'idempotency-key': key });
      expect(replay.statusCode, `replay ${i}: ${replay.body}`).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
    }
    const mismatch = await postProgress(t, learner.token, { ...body, position_seconds: 2 }, { 'idempotency-key': key });
    expect(mismatch.statusCode).toBe(422);
    for (let i = 1; i < PROGRESS_BUDGET.limit; i += 1) {
      const write = await postProgress(t, learner.token, { ...body, position_seconds: i + 10 }, { 'idempotency-key': crypto.randomUUID() });
      expect(write.statusCode, `write ${i} after the replays: ${write.body}`).toBe(200);
    }
    const past = await postProgress(t, learner.token, { ...body, position_seconds: 99 }, { 'idempotency-key': crypto.randomUUID() });
    expect(past.statusCode).toBe(429);
  });
});

describe('stored answers', () => {
  it('counts parallel writes from one address exactly: as many as the limit run, the others get 429 and leave nothing', async () => {
    const ip = '198.51.100.202';
    const marker = `parallel-${crypto.randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: SITE_FORM_RATE_LIMIT.max + 8 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: { name: 'Amina', email: 'amina@example.ma', subject: 'Hello', message: `${marker} ${index}` },
          headers: { 'idempotency-key': crypto.randomUUID() },
          remoteAddress: ip,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(SITE_FORM_RATE_LIMIT.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
    const stored = await t.database.db
      .select({ value: count() })
      .from(contactMessages)
      .where(like(contactMessages.message, `${marker} %`));
    expect(stored[0]?.value).toBe(SITE_FORM_RATE_LIMIT.max);
  });

  it('a retried contact message acknowledged before the address hit its limit gets its stored answer, not 429', async () => {
    const ip = '198.51.100.201';
    const payload = { name: 'Amina', email: 'amina@example.ma', subject: 'Hello', message: 'A question about bees' };
    const key = crypto.randomUUID();
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: body as Record<string, unknown>, headers, remoteAddress: ip });
    const first = await post(payload, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    for (let i = 1; i < SITE_FORM_RATE_LIMIT.max; i += 1) expect((await post({ ...payload, message: `m${i}` })).statusCode).toBe(201);
    expect((await post({ ...payload, message: 'one too many' })).statusCode).toBe(429);
    const retried = await post(payload, { 'idempotency-key': key });
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(first.json());
  });

  it('are bounded per learner: the newest are kept, the oldest dropped', async () => {
    const learner = await signedIn(t, ['client']);
    const base = Date.now() - 60_000;
    const rows = Array.from({ length: MAX_RECORDS_PER_USER + 20 }, (_, index) => ({
      key: crypto.randomUUID(),
      userId: learner.id,
      method: 'POST',
      path: '/api/progress',
      requestHash: 'x',
      status: 'done' as const,
      responseStatus: 200,
      responseBody: '{}',
      createdAt: new Date(base + index),
      expiresAt: new Date(Date.now() + 86_400_000),
    }));
    for (let start = 0; start < rows.length; start += 100)
      await t.database.db.insert(idempotencyRecords).values(rows.slice(start, start + 100));
    await purgeExpiredIdempotencyRecords(t.database.db);
    const kept = await t.database.db
      .select({ key: idempotencyRecords.key })
      .from(idempotencyRecords)
      .where(eq(idempotencyRecords.userId, learner.id));
    expect(kept).toHaveLength(MAX_RECORDS_PER_USER);
    const keptKeys = new Set(kept.map((row) => row.key));
    expect(keptKeys.has(must(rows[0]).key)).toBe(false);
    expect(keptKeys.has(must(rows.at(-1)).key)).toBe(true);
  });

  it('are trimmed as a learner writes, not only by the hourly purge', async () => {
    const learner = await signedIn(t, ['client']);
    const base = Date.now() - 60_000;
    const rows = Array.from({ length: MAX_RECORDS_PER_USER }, (_, index) => ({
      key: crypto.randomUUID(),
      userId: learner.id,
      method: 'POST',
      path: '/api/test/noted',
      requestHash: 'x',
      status: 'done' as const,
      responseStatus: 200,
      responseBody: '{}',
      createdAt: new Date(base + index),
      expiresAt: new Date(Date.now() + 86_400_000),
    }));
    for (let start = 0; start < rows.length; start += 100)
      await t.database.db.insert(idempotencyRecords).values(rows.slice(start, start + 100));
    for (let i = 0; i < TRIM_EVERY; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/test/noted',
        headers: { ...bearer(learner.token), 'idempotency-key': crypto.randomUUID() },
        payload: { i },
      });
      expect(response.statusCode).toBe(200);
    }
    const held = async () =>
      (await t.database.db.select({ value: count() }).from(idempotencyRecords).where(eq(idempotencyRecords.userId, learner.id)))[0]?.value;
    await expect.poll(held, { timeout: 5_000 }).toBe(MAX_RECORDS_PER_USER);
  });
});
