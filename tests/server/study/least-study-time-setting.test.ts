import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WATCHED_RATIO } from '../../../contract/study';
import { mediaPaths } from '../../../server/modules/media/media-paths';
import { MAX_PLAYBACK_RATE } from '../../../server/modules/study/plausible-progress';
import { copySampleClips } from '../../../server/seed/catalogue';
import { bearer, signedIn } from '../auth/support';
import { must, seedFixture, type Fixture } from '../catalogue/fixture';
import { createTestApp, type TestApp } from '../helpers';
import { enroll, lessonIdsInOrder, postProgress } from './study-fixture';

/**
 * LEAST_STUDY_TIME=test, the setting of end-to-end servers: the plausibility rule keeps every step (the
 * completion placed in the future, the exam locked with a Retry-After) at a tenth of the standard wait.
 * The fixture's free formation plays clip-a (24 s) and clip-b (12 s) around a reading lesson.
 */
let t: TestApp;
let f: Fixture;
let lessonIds: string[];
beforeAll(async () => {
  t = await createTestApp({ env: { LEAST_STUDY_TIME: 'test' } });
  await copySampleClips(mediaPaths(t.config));
  f = await seedFixture(t);
  lessonIds = await lessonIdsInOrder(t, f.freeId);
});
afterAll(() => t.close());

const standardMs = (seconds: number) => (seconds * WATCHED_RATIO * 1000) / MAX_PLAYBACK_RATE;

describe('LEAST_STUDY_TIME=test', () => {
  it('places each completion a tenth of the standard least study time after the one before, and the exam still waits', async () => {
    const learner = await signedIn(t, ['client']);
    await enroll(t, learner.token, f.freeId);
    const enrolledAt = Date.now();
    const completedAt: number[] = [];
    for (const lesson of lessonIds) {
      const res = await postProgress(t, learner.token, { lesson_id: lesson, position_seconds: 400, completed: true });
      expect(res.statusCode, res.body).toBe(200);
      completedAt.push(new Date((res.json() as { completed_at: string }).completed_at).getTime());
    }
    const [a, reading, b] = [must(completedAt[0]), must(completedAt[1]), must(completedAt[2])];
    const tenth = (seconds: number) => standardMs(seconds) / 10;
    expect(a).toBeGreaterThanOrEqual(enrolledAt - 1000 + tenth(24));
    expect(a).toBeLessThan(enrolledAt + standardMs(24));
    expect(reading).toBeGreaterThanOrEqual(a);
    expect(b - reading).toBeGreaterThanOrEqual(Math.floor(tenth(12)));
    expect(b - reading).toBeLessThan(standardMs(12));

    const locked = await t.app.inject({ method: 'GET', url: `/api/formations/${f.freeId}/quiz`, headers: bearer(learner.token) });
    expect(locked.statusCode).toBe(423);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(Math.ceil((tenth(24) + tenth(12)) / 1000) + 1);
  });
});
