import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/identity';
import { writtenTables } from '../../../server/db/table-writes';
import { catalogueStream } from '../../../server/modules/sync/streams';
import { bearer, signedIn } from '../auth/support';
import { seedFixture, type Fixture } from '../catalogue/fixture';
import { createTestApp, testDatabaseKind, type TestApp } from '../helpers';

/**
 * Signed-in reads every device repeats (its session, /api/me, an enrolment's state, "nothing new" on its
 * sync stream) are answered from memory on PGlite while nothing they read was written: with the one
 * connection held by a long transaction they are still answered. They are never stale: a write to what
 * they read is seen by the next request. On PostgreSQL (several servers, writes this one cannot see)
 * they go to the database every time.
 */
let test: TestApp;
let fixture: Fixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await seedFixture(test);
});
afterAll(async () => {
  await test.close();
});

/** Runs `during` while a transaction outside any request holds PGlite's connection (one pool connection on PostgreSQL). */
async function whileDatabaseHeld<T>(during: () => Promise<T>): Promise<{ value: T; finishedWhileHeld: boolean }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let began!: () => void;
  const started = new Promise<void>((resolve) => (began = resolve));
  const holder = test.database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    began();
    await held;
  });
  await started;
  let finished = false;
  const running = during().then((value) => {
    finished = true;
    return value;
  });
  // Long enough for an answer from memory under load; an answer needing PGlite cannot come before release.
  await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  const finishedWhileHeld = finished;
  release();
  await holder;
  return { value: await running, finishedWhileHeld };
}

const memoryExpected = testDatabaseKind === 'pglite';

describe(`hot signed-in reads (${testDatabaseKind})`, () => {
  it('answers /api/me from memory until the user is written, then reads the change', async () => {
    const learner = await signedIn(test, ['client']);
    const first = await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(learner.token) });
    expect(first.statusCode).toBe(200);
    if (memoryExpected) {
      const { value, finishedWhileHeld } = await whileDatabaseHeld(() =>
        test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(learner.token) }),
      );
      expect(value.statusCode).toBe(200);
      expect(finishedWhileHeld).toBe(true);
    }
    await test.database.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, learner.id));
    const after = await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(learner.token) });
    expect(after.json()).toMatchObject({ first_name: 'Renamed' });

    // A disabled account's remembered session ends at once.
    await test.database.db.update(users).set({ disabled: true }).where(eq(users.id, learner.id));
    expect((await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(learner.token) })).statusCode).toBe(401);
  });

  it('forgets a session signed out', async () => {
    const learner = await signedIn(test, ['client']);
    expect((await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(learner.token) })).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(learner.token) })).statusCode).toBeLessThan(300);
    expect((await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(learner.token) })).statusCode).toBe(401);
  });

  it('answers an enrolment state from memory until the learner enrols', async () => {
    const learner = await signedIn(test, ['client']);
    const url = `/api/enrollments/${fixture.freeId}`;
    expect((await test.app.inject({ method: 'GET', url, headers: bearer(learner.token) })).json()).toMatchObject({ enrolled: false });
    if (memoryExpected) {
      const { value, finishedWhileHeld } = await whileDatabaseHeld(() =>
        test.app.inject({ method: 'GET', url, headers: bearer(learner.token) }),
      );
      expect(value.json()).toMatchObject({ enrolled: false });
      expect(finishedWhileHeld).toBe(true);
    }
    const enrolled = await test.app.inject({
      method: 'POST',
      url: '/api/enrollments',
      headers: { ...bearer(learner.token), 'idempotency-key': crypto.randomUUID() },
      payload: { formation_id: fixture.freeId },
    });
    expect(enrolled.statusCode).toBeLessThan(300);
    expect((await test.app.inject({ method: 'GET', url, headers: bearer(learner.token) })).json()).toMatchObject({ enrolled: true });
  });

  it('answers "nothing new" on /api/sync/me from memory until the learner has a change', async () => {
    const learner = await signedIn(test, ['client']);
    const first = await test.app.inject({ method: 'GET', url: '/api/sync/me', headers: bearer(learner.token) });
    const etag = String(first.headers.etag);
    const cursor = (first.json() as { cursor: string }).cursor;
    const poll = () =>
      test.app.inject({
        method: 'GET',
        url: `/api/sync/me?cursor=${encodeURIComponent(cursor)}`,
        headers: { ...bearer(learner.token), 'if-none-match': etag },
      });
    expect((await poll()).statusCode).toBe(304);
    if (memoryExpected) {
      const { value, finishedWhileHeld } = await whileDatabaseHeld(poll);
      expect(value.statusCode).toBe(304);
      expect(finishedWhileHeld).toBe(true);
    }
    const enrolled = await test.app.inject({
      method: 'POST',
      url: '/api/enrollments',
      headers: { ...bearer(learner.token), 'idempotency-key': crypto.randomUUID() },
      payload: { formation_id: fixture.freeId },
    });
    expect(enrolled.statusCode).toBeLessThan(300);
    const changed = await poll();
    expect(changed.statusCode).toBe(200);
    expect(JSON.stringify(changed.json())).toContain(fixture.freeId);
  });

  it('are kept across a replayable form write, whose claim, limit, message and mail touch nothing they read', async () => {
    const read = () =>
      testDatabaseKind === 'postgres'
        ? test.database.changes.generation(catalogueStream.name)
        : test.database.writes.generation(['sessions', 'users', 'user_roles', 'enrollments', 'formations']);
    const before = read();
    expect(before, 'the engine can tell what changed').not.toBeNull();
    const sent = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Amina', email: 'amina@example.ma', subject: 'Bees', message: 'When do they swarm?' },
      headers: { 'idempotency-key': crypto.randomUUID() },
      remoteAddress: '198.51.100.77',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(read()).toBe(before);
  });

  it('on PostgreSQL reads the database every time (another server may have written)', () => {
    expect(test.database.writes.generation(['sessions']) === null).toBe(testDatabaseKind === 'postgres');
  });
});

describe('statements and the tables they write', () => {
  it('reads a plain write target and the writes of a WITH query, treats selects as reads and anything else as a write to everything', () => {
    expect(writtenTables('select * from "sessions"')).toBe('none');
    expect(writtenTables('set transaction isolation level repeatable read')).toBe('none');
    expect(writtenTables('insert into "sessions" ("id") values ($1)')).toEqual(['sessions']);
    expect(writtenTables('update "users" set "first_name" = $1')).toEqual(['users']);
    expect(writtenTables('delete from public.user_roles where user_id = $1')).toEqual(['user_roles']);
    expect(writtenTables('with x as (delete from sessions returning 1) select 1')).toEqual(['sessions']);
    // The idempotency claim's statement: a claim and a limit's upsert, whose conflict action names no table.
    expect(
      writtenTables(
        `with claim as (insert into "idempotency_records" (key) select $1 on conflict do nothing returning key),
          "hit_0" as (insert into "rate_limits" (key, hits) select $2, 1 where exists (select 1 from claim)
            on conflict (key) do update set hits = "rate_limits"."hits" + 1 returning hits)
        select (select count(*) from claim) as claimed`,
      ),
    ).toEqual(['idempotency_records', 'rate_limits']);
    expect(writtenTables('with due as (select id from mail_jobs for no key update skip locked) update mail_jobs set attempts = 1')).toEqual(
      ['mail_jobs'],
    );
    expect(writtenTables('with recent as (select id from payments for update) select * from recent')).toBe('none');
    expect(writtenTables('create index foo on bar (baz)')).toBe('all');
  });
});
