import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THUMBNAIL_WIDTHS } from '../../../contract/media';
import { mediaFileKey } from '../../../contract/study';
import { readPack, buildPack, signedClaim } from '../../../src/data/packs/course-pack';
import { must, seedFixture, type Fixture } from '../catalogue/fixture';
import { createTestApp, type TestApp } from '../helpers';
import { signedIn } from '../auth/support';
import { enroll, lessonIdsInOrder, manifestOf, postProgress } from './study-fixture';

let t: TestApp;
let f: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedFixture(t);
});
afterAll(() => t.close());

describe('GET /api/formations/{id}/offline-manifest', () => {
  it("carries the academy's signature over a claim with nothing personal, which a pack built by another learner passes offline", async () => {
    const first = await signedIn(t, ['client']);
    const second = await signedIn(t, ['client']);
    await enroll(t, first.token, f.freeId);
    await enroll(t, second.token, f.freeId);
    const manifest = await manifestOf(t, first.token, f.freeId);
    const key = (await t.app.inject({ method: 'GET', url: '/api/certificates/public-key' })).json<{ key_id: string; public_key: string }>();
    expect(must(manifest.pack).key_id).toBe(key.key_id);
    const claim = must(signedClaim(manifest));
    expect(claim.formation_id).toBe(f.freeId);
    expect(JSON.stringify(claim)).not.toContain('sig=');
    expect(JSON.stringify(claim)).not.toContain(first.id);
    // The same content for another learner: the same claim but for the time it was made.
    const { generated_at: _at, ...content } = claim;
    const { generated_at: _other, ...secondContent } = must(signedClaim(await manifestOf(t, second.token, f.freeId)));
    expect(secondContent).toEqual(content);

    const served = async (file: { url: string }) =>
      new Blob([new Uint8Array((await t.app.inject({ method: 'GET', url: file.url })).rawPayload)]);
    const pack = await buildPack(manifest, 'standard', async (file) =>
      served(must(manifest.files.find((entry) => mediaFileKey(entry.url) === mediaFileKey(file.url)))),
    );
    const read = await readPack(pack, key);
    expect(read.manifest.formation_id).toBe(f.freeId);
    expect(read.files.length).toBeGreaterThan(0);
  });
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

  it('raises the views of a lesson when a learner starts its video, and tells that learner they are counted', async () => {
    const watcher = await signedIn(t, ['client']);
    const other = await signedIn(t, ['client']);
    await enroll(t, watcher.token, f.freeId);
    await enroll(t, other.token, f.freeId);
    const lessonIds = await lessonIdsInOrder(t, f.freeId);
    const before = must((await manifestOf(t, watcher.token, f.freeId)).lessons[0]);
    expect(before.viewed).toBe(false);
    // One second of playback is a view (the app reports it at once); a learner who never played is not.
    await postProgress(t, watcher.token, { lesson_id: lessonIds[0], position_seconds: 1, completed: false });
    const after = must((await manifestOf(t, watcher.token, f.freeId)).lessons[0]);
    expect(after.views).toBe(before.views + 1);
    expect(after.viewed).toBe(true);
    const othersView = must((await manifestOf(t, other.token, f.freeId)).lessons[0]);
    expect(othersView).toMatchObject({ views: before.views + 1, viewed: false });
  });
});
