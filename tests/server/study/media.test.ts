import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonVideoPath, mediaFileKey, type OfflineManifest } from '../../../contract/study';
import { createMediaSigner, loadMediaSecret } from '../../../server/modules/study/media-signing';
import { must, seedFixture, type Fixture } from '../catalogue/fixture';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn, type Person } from '../auth/support';
import { enroll, lessonIdsInOrder, manifestOf, postProgress } from './study-fixture';

let t: TestApp;
let f: Fixture;
let learner: Person;
let manifest: OfflineManifest;
let lessonIds: string[];
/** The first lesson's clip as stored on disk. */
let clip: Buffer;
let videoUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedFixture(t);
  learner = await signedIn(t, ['client']);
  await enroll(t, learner.token, f.freeId);
  manifest = await manifestOf(t, learner.token, f.freeId);
  lessonIds = await lessonIdsInOrder(t, f.freeId);
  clip = readFileSync(path.join(t.dataDir, 'media', 'videos', 'clip-a.mp4'));
  videoUrl = must(manifest.files.find((file) => file.kind === 'video' && file.lesson_id === lessonIds[0])).url;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('lesson video with byte ranges', () => {
  it('sends the whole file with its length, a strong ETag (its SHA-256) and Accept-Ranges', async () => {
    const res = await get(videoUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(clip.length);
    expect(res.headers.etag).toBe(`"${createHash('sha256').update(clip).digest('hex')}"`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(clip)).toBe(true);
  });

  it.each([
    ['first byte', 'bytes=0-0', 0, 0],
    ['first 512 KB chunk, cut at the end of the file', 'bytes=0-524287', 0, -1],
    ['a middle range', 'bytes=1000-1999', 1000, 1999],
    ['the last byte', 'LAST-LAST', -1, -1],
    ['an open-ended range', 'bytes=70000-', 70000, -1],
    ['a suffix range', 'bytes=-500', -500, -1],
  ])('answers %s with 206 and exactly those bytes', async (_name, header, from, to) => {
    const size = clip.length;
    const start = from < 0 ? size + from : from;
    const end = to < 0 ? size + to + 1 - 1 : to;
    const range = header === 'LAST-LAST' ? `bytes=${size - 1}-${size - 1}` : header;
    const res = await get(videoUrl, { range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
    expect(Number(res.headers['content-length'])).toBe(end - start + 1);
    expect(res.rawPayload.equals(clip.subarray(start, end + 1))).toBe(true);
  });

  it.each([['bytes=999999999-'], ['bytes=500-100'], ['bytes=-0'], ['bytes=abc'], ['items=0-10']])(
    'answers the unsatisfiable range %s with 416 and the size',
    async (range) => {
      const res = await get(videoUrl, { range });
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${clip.length}`);
      expect(res.json()).toMatchObject({ status: 416, code: 'media.range_not_satisfiable' });
    },
  );

  it('answers 304 to its ETag, and the whole file when If-Range names an older version', async () => {
    const etag = (await get(videoUrl)).headers.etag as string;
    expect((await get(videoUrl, { 'if-none-match': etag })).statusCode).toBe(304);
    // If-None-Match compares weakly (RFC 9110): a tag a proxy weakened still names this version.
    expect((await get(videoUrl, { 'if-none-match': `"elsewhere", W/${etag}` })).statusCode).toBe(304);
    const stale = await get(videoUrl, { range: 'bytes=0-99', 'if-range': '"an-older-version"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(clip.length);
    expect((await get(videoUrl, { range: 'bytes=0-99', 'if-range': etag })).statusCode).toBe(206);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: videoUrl });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(clip.length);
    expect(res.rawPayload.length).toBe(0);
  });
});

describe('who may read lesson media', () => {
  it('refuses an anonymous visitor, a tampered link and an expired link with 401 media.link_invalid', async () => {
    const bare = mediaFileKey(videoUrl);
    expect((await get(bare)).json()).toMatchObject({ status: 401, code: 'media.link_invalid' });
    const tampered = videoUrl.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await get(tampered)).statusCode).toBe(401);
    const otherUser = videoUrl.replace(learner.id, '01890a5d-ac96-774b-bcce-b302099a8057');
    expect((await get(otherUser)).statusCode).toBe(401);
    const signer = createMediaSigner(await loadMediaSecret(t.dataDir));
    const expired = signer.sign(bare, { userId: learner.id, scope: 'offline', expiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect((await get(expired)).statusCode).toBe(401);
    // A link signed for one file does not open another.
    const otherFile = videoUrl.replace(must(lessonIds[0]), must(lessonIds[2]));
    expect((await get(otherFile)).statusCode).toBe(401);
  });

  it('refuses a signed-in learner who is not enrolled with 402 enrollment.required', async () => {
    const stranger = await signedIn(t, ['client']);
    const manifestRes = await get(`/api/formations/${f.freeId}/offline-manifest`, bearer(stranger.token));
    expect(manifestRes.json()).toMatchObject({ status: 402, code: 'enrollment.required' });
    expect((await get(mediaFileKey(videoUrl), bearer(stranger.token))).json()).toMatchObject({ status: 402, code: 'enrollment.required' });
    const signer = createMediaSigner(await loadMediaSecret(t.dataDir));
    const ownLink = signer.sign(mediaFileKey(videoUrl), {
      userId: stranger.id,
      scope: 'offline',
      expiresAt: Math.floor(Date.now() / 1000) + 60,
    });
    expect((await get(ownLink)).statusCode).toBe(402);
    expect((await get(`/api/formations/${f.paidId}/offline-manifest`, bearer(learner.token))).statusCode).toBe(402);
    expect((await get(`/api/formations/${f.freeId}/offline-manifest`)).statusCode).toBe(401);
  });

  it('answers 423 lesson.locked when streaming a locked lesson, while the offline pack may carry it', async () => {
    const locked = must(lessonIds[2]);
    const stream = must(must(manifest.lessons.find((lesson) => lesson.id === locked)).video).url;
    expect((await get(stream)).json()).toMatchObject({ status: 423, code: 'lesson.locked' });
    expect((await get(lessonVideoPath(locked), bearer(learner.token))).statusCode).toBe(423);
    const offline = must(manifest.files.find((file) => file.lesson_id === locked && file.kind === 'video')).url;
    expect((await get(offline, { range: 'bytes=0-9' })).statusCode).toBe(206);

    // Completing the lessons before it opens it.
    expect((await postProgress(t, learner.token, { lesson_id: lessonIds[0], position_seconds: 30, completed: true })).statusCode).toBe(200);
    expect((await postProgress(t, learner.token, { lesson_id: lessonIds[1], position_seconds: 0, completed: true })).statusCode).toBe(200);
    expect((await get(stream, { range: 'bytes=0-9' })).statusCode).toBe(206);
  });

  it('lets staff read every lesson of any formation without enrolling', async () => {
    const agent = await signedIn(t, ['agent']);
    const staffManifest = await manifestOf(t, agent.token, f.freeId);
    for (const lesson of staffManifest.lessons) {
      if (lesson.video) expect((await get(lesson.video.url, { range: 'bytes=0-0' })).statusCode).toBe(206);
    }
    expect((await get(`/api/formations/${f.hiddenId}/offline-manifest`, bearer(agent.token))).statusCode).toBe(200);
    expect((await get(`/api/formations/${f.hiddenId}/offline-manifest`, bearer(learner.token))).statusCode).toBe(404);
  });

  it('answers 422 for a malformed id and 404 for an unknown lesson', async () => {
    expect((await get('/api/media/lessons/not-a-uuid/video', bearer(learner.token))).statusCode).toBe(422);
    expect((await get(lessonVideoPath('01890a5d-ac96-774b-bcce-b302099a8057'), bearer(learner.token))).statusCode).toBe(404);
  });
});

describe('attachments', () => {
  it('are served uncompressed with ranges, under their own file name', async () => {
    const file = must(manifest.files.find((entry) => entry.kind === 'attachment'));
    const res = await get(file.url, { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('A practical sheet.');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''sheet.txt");
    const part = await get(file.url, { range: 'bytes=2-10' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('practical');
  });
});
