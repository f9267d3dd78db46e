import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LessonProgressSchema, WATCHED_RATIO } from '../../../contract/study';
import { lessonProgress } from '../../../server/db/schema/study';
import { mediaPaths } from '../../../server/modules/media/media-paths';
import { copySampleClips } from '../../../server/seed/catalogue';
import { MAX_PLAYBACK_RATE } from '../../../server/modules/study/plausible-progress';
import { must, seedFixture, type Fixture } from '../catalogue/fixture';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn, type Person } from '../auth/support';
import { DAY_MS, enrolledAgo } from '../exam/exam-fixture';
import { enroll, lessonIdsInOrder, postProgress } from './study-fixture';

/**
 * Progress the server finds plausible. The fixture's free formation: lesson 1.1 plays
 * clip-a (24 s in the file, 300 s in the catalogue), 1.2 is reading only, 2.1 plays clip-b (12 s, 360 s).
 */
let t: TestApp;
let f: Fixture;
let lessonIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  await copySampleClips(mediaPaths(t.config));
  f = await seedFixture(t);
  lessonIds = await lessonIdsInOrder(t, f.freeId);
});
afterAll(() => t.close());

const CLIP_A = 24;
const CLIP_B = 12;
const least = (seconds: number) => (seconds * WATCHED_RATIO * 1000) / MAX_PLAYBACK_RATE;
const progressOf = (res: { json(): unknown }) => v.parse(LessonProgressSchema, res.json());
const quiz = (learner: Person) => t.app.inject({ method: 'GET', url: `/api/formations/${f.freeId}/quiz`, headers: bearer(learner.token) });

async function newLearner(): Promise<Person> {
  const learner = await signedIn(t, ['client']);
  await enroll(t, learner.token, f.freeId);
  return learner;
}

async function storedRow(learner: Person, lessonId: string) {
  const [row] = await t.database.db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, learner.id), eq(lessonProgress.lessonId, lessonId)));
  return row;
}

describe('plausible progress (POST /api/progress)', () => {
  it('refuses to complete a video lesson watched 10 s of (409 progress.not_watched), and records nothing', async () => {
    const learner = await newLearner();
    const lesson = must(lessonIds[0]);
    const refused = await postProgress(t, learner.token, { lesson_id: lesson, position_seconds: 10, completed: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'progress.not_watched' });
    expect((await storedRow(learner, lesson))?.completed ?? false).toBe(false);
    // Far into the video once, back at the start now: the furthest point watched is what counts.
    await postProgress(t, learner.token, { lesson_id: lesson, position_seconds: 23, completed: false });
    const done = progressOf(
      await postProgress(t, learner.token, { lesson_id: lesson, position_seconds: 0, watched_seconds: 5, completed: true }),
    );
    expect(done.completed).toBe(true);
  });

  it('completes by watching only when the ranges really played cover 90 %: a seek from 2 s to 15 s to the end is not completed', async () => {
    const learner = await newLearner();
    const lesson = must(lessonIds[0]);
    // Played 0–2 s, sought to 15 s, played to the end (24 s): the position and the furthest point say "the end".
    const skipped = {
      lesson_id: lesson,
      position_seconds: CLIP_A,
      watched_seconds: CLIP_A,
      completed: true,
      watched_intervals: [
        [0, 2],
        [15, CLIP_A],
      ],
    };
    const refused = await postProgress(t, learner.token, skipped);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'progress.not_watched' });
    expect((await storedRow(learner, lesson))?.completed ?? false).toBe(false);
    // What was played is kept, merged: a report without completion stores the ranges.
    await postProgress(t, learner.token, { ...skipped, completed: false });
    expect((await storedRow(learner, lesson))?.watchedIntervals).toEqual([
      [0, 2],
      [15, CLIP_A],
    ]);
    // Once ranges are known, a report without them (an older app's queued row) cannot complete by the furthest point.
    const legacy = await postProgress(t, learner.token, { lesson_id: lesson, position_seconds: CLIP_A, completed: true });
    expect(legacy.statusCode).toBe(409);
    // Going back and watching the skipped part completes it: the merge of both reports covers 0–24 s.
    const done = progressOf(await postProgress(t, learner.token, { ...skipped, watched_intervals: [[2, 15.2]] }));
    expect(done.completed).toBe(true);
    expect((await storedRow(learner, lesson))?.watchedIntervals).toEqual([[0, CLIP_A]]);
  });

  it('still accepts an app that sends no ranges, by its furthest point (the wire stays backward compatible)', async () => {
    const learner = await newLearner();
    const lesson = must(lessonIds[0]);
    const res = await postProgress(t, learner.token, { lesson_id: lesson, position_seconds: CLIP_A, completed: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(progressOf(res).completed).toBe(true);
    expect((await storedRow(learner, lesson))?.watchedIntervals).toEqual([]);
  });

  it('answers 422 problem+json, never 500, to malformed ranges', async () => {
    const learner = await newLearner();
    const lesson = must(lessonIds[0]);
    for (const watched_intervals of [[[5, 1]], [[0, 'x']], 'all', [[0, 1, 2]], Array.from({ length: 501 }, (_, i) => [i, i + 0.5])]) {
      const res = await postProgress(t, learner.token, { lesson_id: lesson, position_seconds: 1, completed: false, watched_intervals });
      expect(res.statusCode, JSON.stringify(watched_intervals).slice(0, 30)).toBe(422);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('measures the video by its file when the catalogue says longer: 90 % of 24 s completes clip-a', async () => {
    const learner = await newLearner();
    const lesson = must(lessonIds[0]);
    expect(
      progressOf(
        await postProgress(t, learner.token, { lesson_id: lesson, position_seconds: Math.ceil(CLIP_A * WATCHED_RATIO), completed: true }),
      ).completed,
    ).toBe(true);
  });

  it('never completes a lesson earlier than its video allows after enrolling: every lesson at once keeps the exam waiting', async () => {
    const learner = await newLearner();
    const enrolledAt = Date.now();
    for (const lesson of lessonIds) {
      const res = await postProgress(t, learner.token, { lesson_id: lesson, position_seconds: 400, completed: true });
      // Accepted, so the next lesson opens and an offline queue keeps flowing...
      expect(res.statusCode, res.body).toBe(200);
      expect(progressOf(res).completed).toBe(true);
    }
    // ...but each completion is placed after the one before, each at least its video's least study time.
    const [a, reading, b] = await Promise.all(lessonIds.map((id) => storedRow(learner, id)));
    const at = (row: typeof a) => row?.completedAt?.getTime() ?? 0;
    expect(at(a)).toBeGreaterThanOrEqual(enrolledAt - 1000 + least(CLIP_A));
    expect(at(reading)).toBeGreaterThanOrEqual(at(a));
    expect(at(b)).toBeGreaterThanOrEqual(at(reading) + least(CLIP_B));
    expect(at(b)).toBeGreaterThan(Date.now());
    // The exam stays locked until then, and says for how long.
    const locked = await quiz(learner);
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toMatchObject({ code: 'quiz.locked' });
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(Math.ceil((least(CLIP_A) + least(CLIP_B)) / 1000) + 1);
  });

  it('bounds the device’s clock: an opening before the enrollment or in the future is clamped', async () => {
    const learner = await newLearner();
    await enrolledAgo(t, learner.id, f.freeId, DAY_MS);
    const lesson = must(lessonIds[0]);
    const enrollment = Date.now() - DAY_MS;
    // "Opened a year ago": no earlier than the enrollment.
    await postProgress(t, learner.token, { lesson_id: lesson, position_seconds: 1, completed: false, opened_at: '2025-01-01T00:00:00Z' });
    const row = await storedRow(learner, lesson);
    expect(row?.openedAt?.getTime()).toBeGreaterThanOrEqual(enrollment - 5000);
    expect(row?.openedAt?.getTime()).toBeLessThan(enrollment + 5000);

    const other = await newLearner();
    await postProgress(t, other.token, { lesson_id: lesson, position_seconds: 1, completed: false, opened_at: '2099-01-01T00:00:00Z' });
    expect((await storedRow(other, lesson))?.openedAt?.getTime()).toBeLessThanOrEqual(Date.now());
    // Opened "in 2099" is opened now: completing takes the video's least time from now.
    const done = progressOf(await postProgress(t, other.token, { lesson_id: lesson, position_seconds: CLIP_A, completed: true }));
    expect(new Date(done.completed_at ?? 0).getTime()).toBeGreaterThan(Date.now() + least(CLIP_A) - 2000);
  });

  it('opens the exam once the lessons could really have been studied: an offline study that took its time', async () => {
    const learner = await newLearner();
    await enrolledAgo(t, learner.id, f.freeId, DAY_MS);
    // Studied offline yesterday, reported now with the device's times.
    const start = Date.now() - DAY_MS / 2;
    for (const [index, lesson] of lessonIds.entries()) {
      const opened = new Date(start + index * 10 * 60 * 1000).toISOString();
      const res = await postProgress(t, learner.token, { lesson_id: lesson, position_seconds: 400, completed: true, opened_at: opened });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await quiz(learner)).statusCode).toBe(200);
  });
});
