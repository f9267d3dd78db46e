import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THUMBNAIL_WIDTHS } from '../../../contract/media';
import { mediaFileKey } from '../../../contract/study';
import { must, seedFixture, type Fixture } from '../catalogue/fixture';
import { createTestApp, type TestApp } from '../helpers';
import { signedIn } from '../identity/support';
import { enroll, lessonIdsInOrder, manifestOf, postProgress } from './study-fixture';

let t: TestApp;
let f: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedFixture(t);
});
afterAll(() => t.close());

describe('GET /api/formations/{id}/offline-manifest', () => {
  it('lists every file of the formation with sizes and hashes that match what the URLs serve', async () => {
    const learner = await signedIn(t, ['client']);
    await enroll(t, learner.token, f.freeId);
    const manifest = await manifestOf(t, learner.token, f.freeId);
    const lessonIds = await lessonIdsInOrder(t, f.freeId);

    expect(manifest.formation_id).toBe(f.freeId);
    expect(manifest.files.filter((file) => file.kind === 'video').map((file) => file.lesson_id)).toEqual([lessonIds[0], lessonIds[2]]);
    expect(manifest.files.filter((file) => file.kind === 'attachment')).toHaveLength(1);
    expect(manifest.files.filter((file) => file.kind === 'thumbnail')).toHaveLength(THUMBNAIL_WIDTHS.length);
    expect(manifest.lessons.map((lesson) => lesson.id)).toEqual(lessonIds);
    expect(must(manifest.lessons[1]).video).toBeNull();
    expect(must(manifest.lessons[0]).about.en).toBe('about this lesson');

    for (const file of manifest.files) {
      const res = await t.app.inject({ method: 'GET', url: file.url });
      expect(res.statusCode, file.url).toBe(200);
      expect(res.rawPayload.length).toBe(file.size);
      expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(file.sha256);
    }
    // The stream URL of a lesson names the same file as its download URL.
    const video = must(must(manifest.lessons[0]).video);
    const firstFile = must(manifest.files[0]);
    expect(mediaFileKey(video.url)).toBe(mediaFileKey(firstFile.url));
    expect(video.sha256).toBe(firstFile.sha256);
    expect(Date.parse(manifest.expires_at) - Date.now()).toBeGreaterThan(5 * 60 * 60 * 1000);
  });

  it('keeps its version while the content stays, and counts views from started lessons', async () => {
    const learner = await signedIn(t, ['client']);
    await enroll(t, learner.token, f.freeId);
    const first = await manifestOf(t, learner.token, f.freeId);
    const lessonIds = await lessonIdsInOrder(t, f.freeId);
    await postProgress(t, learner.token, { lesson_id: lessonIds[0], position_seconds: 12, completed: false });
    const second = await manifestOf(t, learner.token, f.freeId);
    expect(second.version).toBe(first.version);
    expect(must(second.lessons[0]).views).toBe(must(first.lessons[0]).views + 1);
  });
});
