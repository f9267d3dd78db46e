import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeSyncPageSchema } from '../../../contract/sync';
import { LessonProgressSchema } from '../../../contract/study';
import { must, seedFixture, type Fixture } from '../catalogue/fixture';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn, type Person } from '../auth/support';
import { enroll, lessonIdsInOrder, postProgress } from './study-fixture';

let t: TestApp;
let f: Fixture;
let lessonIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  f = await seedFixture(t);
  lessonIds = await lessonIdsInOrder(t, f.freeId);
});
afterAll(() => t.close());

async function enrolledLearner(): Promise<Person> {
  const learner = await signedIn(t, ['client']);
  await enroll(t, learner.token, f.freeId);
  return learner;
}

const progressOf = (res: { json(): unknown }) => v.parse(LessonProgressSchema, res.json());

describe('POST /api/progress', () => {
  it('never moves progress backwards: the furthest position wins, a completed lesson stays completed', async () => {
    const learner = await enrolledLearner();
    const lesson = must(lessonIds[0]);
    expect(
      progressOf(await postProgress(t, learner.token, { lesson_id: lesson, position_seconds: 100.7, completed: false })),
    ).toMatchObject({
      lesson_id: lesson,
      formation_id: f.freeId,
      position_seconds: 100,
      completed: false,
      completed_at: null,
    });
    // An older report replayed late changes nothing.
    expect(
      progressOf(await postProgress(t, learner.token, { lesson_id: lesson, position_seconds: 40, completed: false })).position_seconds,
    ).toBe(100);

    const done = progressOf(await postProgress(t, learner.token, { lesson_id: lesson, position_seconds: 280, completed: true }));
    expect(done.completed).toBe(true);
    expect(done.completed_at).not.toBeNull();

    // Watching again from the start: the resume point follows, the completion stays.
    const again = progressOf(await postProgress(t, learner.token, { lesson_id: lesson, position_seconds: 5, completed: false }));
    expect(again).toMatchObject({ completed: true, completed_at: done.completed_at, position_seconds: 5 });
  });

  it('is replay-safe: the same Idempotency-Key answers the stored response, another body is refused', async () => {
    const learner = await enrolledLearner();
    const key = crypto.randomUUID();
    const body = { lesson_id: lessonIds[0], position_seconds: 10, completed: false };
    const first = await postProgress(t, learner.token, body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    // Progress moved on in between; the replay still answers what the first send answered.
    await postProgress(t, learner.token, { ...body, position_seconds: 20 });
    const replay = await postProgress(t, learner.token, body, { 'idempotency-key': key });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const mismatch = await postProgress(t, learner.token, { ...body, position_seconds: 11 }, { 'idempotency-key': key });
    expect(mismatch.json()).toMatchObject({ status: 422, code: 'idempotency.key_mismatch' });
  });

  it('enforces the progression rule: 423 lesson.locked until the lesson before is completed', async () => {
    const learner = await enrolledLearner();
    const locked = await postProgress(t, learner.token, { lesson_id: lessonIds[1], position_seconds: 0, completed: true });
    expect(locked.json()).toMatchObject({ status: 423, code: 'lesson.locked' });
    await postProgress(t, learner.token, { lesson_id: lessonIds[0], position_seconds: 30, completed: true });
    expect((await postProgress(t, learner.token, { lesson_id: lessonIds[1], position_seconds: 0, completed: true })).statusCode).toBe(200);
    expect((await postProgress(t, learner.token, { lesson_id: lessonIds[2], position_seconds: 3, completed: false })).statusCode).toBe(200);
  });

  it('refuses anonymous callers (401), learners not enrolled (402), bad input (422) and unknown lessons (404)', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/progress',
      payload: { lesson_id: lessonIds[0], position_seconds: 1, completed: false },
    });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await signedIn(t, ['client']);
    expect(
      (await postProgress(t, stranger.token, { lesson_id: lessonIds[0], position_seconds: 1, completed: false })).json(),
    ).toMatchObject({
      status: 402,
      code: 'enrollment.required',
    });
    const learner = await enrolledLearner();
    const bad = await postProgress(t, learner.token, { lesson_id: 'nope', position_seconds: -4, completed: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: Record<string, unknown> }>().errors).sort()).toEqual([
      'completed',
      'lesson_id',
      'position_seconds',
    ]);
    const unknown = await postProgress(t, learner.token, {
      lesson_id: '01890a5d-ac96-774b-bcce-b302099a8057',
      position_seconds: 1,
      completed: false,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('progress in GET /api/sync/me', () => {
  it('reaches a second device through the learner’s own stream', async () => {
    const learner = await enrolledLearner();
    const other = await enrolledLearner();
    await postProgress(t, learner.token, { lesson_id: lessonIds[0], position_seconds: 25, completed: true });
    await postProgress(t, other.token, { lesson_id: lessonIds[0], position_seconds: 3, completed: false });
    const page = v.parse(
      MeSyncPageSchema,
      (await t.app.inject({ method: 'GET', url: '/api/sync/me', headers: bearer(learner.token) })).json(),
    );
    expect(page.changes.progress).toHaveLength(1);
    expect(page.changes.progress[0]).toMatchObject({ lesson_id: lessonIds[0], completed: true, position_seconds: 25 });

    await postProgress(t, learner.token, { lesson_id: lessonIds[1], position_seconds: 0, completed: true });
    const next = v.parse(
      MeSyncPageSchema,
      (await t.app.inject({ method: 'GET', url: `/api/sync/me?cursor=${page.cursor}`, headers: bearer(learner.token) })).json(),
    );
    expect(next.changes.progress.map((row) => row.lesson_id)).toEqual([lessonIds[1]]);
  });
});
