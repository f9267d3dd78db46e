import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaIdOfUploadUrl, type MediaInfo } from '../../../contract/media-library';
import { uuidv7 } from '../../../contract/uuid';
import { lessons } from '../../../server/db/schema/catalogue';
import { media, mediaJobs } from '../../../server/db/schema/media';
import { ffmpegAvailable } from '../../../server/lib/media/ffmpeg';
import { claimMediaJob } from '../../../server/lib/media/media-jobs';
import { must, seedFixture, type Fixture } from '../catalogue/fixture';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn, type Person } from '../auth/support';
import { enroll, lessonIdsInOrder, manifestOf } from '../study/study-fixture';
import { createUpload, listen, mp4Like, patch } from './tus-client';

let t: TestApp;
let f: Fixture;
let base: string;
let agent: Person;
let clip: Buffer;

/** A 640×360 clip with a tone (5 s unless told), made by ffmpeg itself, as the tests ask. */
function makeClip(dir: string, seconds = 5): Buffer {
  const file = path.join(dir, `clip-${seconds}.mp4`);
  const made = spawnSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=640x360:rate=25`,
    '-f',
    'lavfi',
    '-i',
    `sine=duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  if (made.status !== 0) throw new Error(`ffmpeg could not make the test clip: ${made.stderr.toString()}`);
  return readFileSync(file);
}

async function upload(bytes: Buffer, name: string): Promise<string> {
  const created = await createUpload(base, agent.token, bytes.length, name);
  expect(created.status).toBe(201);
  const finished = await patch(base, agent.token, created.path, 0, bytes);
  expect(finished.status, finished.body).toBe(204);
  return must(mediaIdOfUploadUrl(created.path));
}

const infoOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/media/${id}`, headers: bearer(agent.token) })).json<MediaInfo>();

beforeAll(async () => {
  // Stated plainly rather than skipped: these tests need Debian's ffmpeg, which CI (.ci/run) always installs.
  if (!(await ffmpegAvailable('ffmpeg')))
    throw new Error('ffmpeg is not installed: apt-get install ffmpeg (CI installs it) to run the transcoding tests');
  t = await createTestApp();
  clip = makeClip(t.dataDir);
  f = await seedFixture(t);
  base = await listen(t);
  agent = await signedIn(t, ['agent']);
});
afterAll(() => t?.close());

describe('transcoding an uploaded video into renditions', () => {
  let mediaId: string;

  it('takes an upload through uploaded → ready with low, standard and audio renditions and a poster', async () => {
    expect(t.app.mediaJobs.transcoding).toBe(true);
    mediaId = await upload(clip, 'clip.mp4');
    expect(['uploaded', 'processing']).toContain((await infoOf(mediaId)).state);

    await t.app.mediaJobs.drain();
    const info = await infoOf(mediaId);
    expect(info.state).toBe('ready');
    expect(info.progress).toBe(1);
    expect(info.error).toBeNull();
    expect(info.duration_seconds).toBeCloseTo(5, 0);
    expect(info.renditions.map((rendition) => rendition.name)).toEqual(['low', 'standard', 'audio']);
    const size = (name: string) => must(info.renditions.find((rendition) => rendition.name === name)).size;
    expect(size('audio')).toBeGreaterThan(0);
    expect(size('audio')).toBeLessThan(size('low'));

    const [row] = await t.database.db.select().from(media).where(eq(media.id, mediaId));
    const root = path.join(t.dataDir, 'media');
    // The low rendition is what the issue names: H.264 main, 240 lines, mono AAC, moov before the data.
    const probe = spawnSync('ffmpeg', ['-hide_banner', '-i', path.join(root, must(row?.renditions.low).key)]).stderr.toString();
    expect(probe).toMatch(/Video: h264 \(Main\)/);
    expect(probe).toMatch(/\d+x240\b/);
    expect(probe).toMatch(/Audio: aac .*mono/);
    const low = readFileSync(path.join(root, must(row?.renditions.low).key));
    expect(low.indexOf('moov')).toBeLessThan(low.indexOf('mdat'));
    expect(readFileSync(path.join(root, must(row?.posterKey))).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('reports each rendition’s real progress while it is made: values between 0 and 100 % before ready (a 10 s clip)', async () => {
    const id = await upload(makeClip(t.dataDir, 10), 'clip-10.mp4');
    const seen: MediaInfo[] = [];
    let drained = false;
    const draining = t.app.mediaJobs.drain().finally(() => (drained = true));
    // What the editor polls, read as fast as the server answers until the job is done.
    while (!drained) {
      const info = await infoOf(id);
      if (info.state === 'processing') seen.push(info);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await draining;
    const between = (value: number) => value > 0 && value < 1;
    const partial = (name: string) =>
      seen.flatMap((info) => info.rendition_progress.filter((entry) => entry.name === name && between(entry.progress)));
    // Low and standard come out of one decode: seen part-done, together; then the audio rendition on its own.
    expect(partial('low').length, JSON.stringify(seen.map((info) => info.rendition_progress))).toBeGreaterThan(0);
    expect(partial('standard').map((entry) => entry.progress)).toEqual(partial('low').map((entry) => entry.progress));
    expect(seen.some((info) => between(info.progress))).toBe(true);
    // Never backwards, per rendition.
    for (const name of ['low', 'standard', 'audio']) {
      const values = seen.flatMap((info) => info.rendition_progress.filter((entry) => entry.name === name).map((entry) => entry.progress));
      expect(values).toEqual([...values].sort((a, b) => a - b));
    }
    const ready = await infoOf(id);
    expect(ready.state).toBe('ready');
    expect(ready.rendition_progress).toEqual([
      { name: 'low', progress: 1 },
      { name: 'standard', progress: 1 },
      { name: 'audio', progress: 1 },
    ]);
  }, 120_000);

  it('lists each rendition of a lesson video in the offline manifest with sizes that match what is served', async () => {
    const [first, , third] = await lessonIdsInOrder(t, f.freeId);
    // As the editor links an upload (lessons.video_media_id); it wins over the lesson's seeded clip.
    await t.database.db
      .update(lessons)
      .set({ videoMediaId: mediaId })
      .where(eq(lessons.id, must(first)));
    const learner = await signedIn(t, ['client']);
    await enroll(t, learner.token, f.freeId);
    const manifest = await manifestOf(t, learner.token, f.freeId);

    const lesson = must(manifest.lessons.find((entry) => entry.id === first));
    expect(lesson.renditions?.map((rendition) => rendition.name)).toEqual(['low', 'standard', 'audio']);
    expect(lesson.video?.sha256).toBe(lesson.renditions?.[1]?.sha256);
    const videoFiles = manifest.files.filter((file) => file.kind === 'video' && file.lesson_id === first);
    expect(videoFiles.map((file) => file.rendition)).toEqual(['low', 'standard', 'audio']);
    for (const file of videoFiles) {
      const res = await t.app.inject({ method: 'GET', url: file.url });
      expect(res.statusCode, file.url).toBe(200);
      expect(res.rawPayload.length).toBe(file.size);
      expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(file.sha256);
      expect(file.size).toBe(must(lesson.renditions?.find((rendition) => rendition.name === file.rendition)).size);
    }
    // A range of a rendition, as a player seeking asks.
    const ranged = await t.app.inject({ method: 'GET', url: must(videoFiles[0]).url, headers: { range: 'bytes=10-19' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.length).toBe(10);

    // The original's URL serves the upload too.
    const original = await t.app.inject({ method: 'GET', url: `/api/media/lessons/${must(first)}/video`, headers: bearer(learner.token) });
    expect(original.rawPayload.length).toBe(clip.length);

    // A seeded clip with no renditions keeps working: its original is the standard rendition.
    const seeded = must(manifest.lessons.find((entry) => entry.id === third));
    expect(seeded.renditions?.map((rendition) => rendition.name)).toEqual(['standard']);
    expect(manifest.files.filter((file) => file.lesson_id === third && file.kind === 'video').map((file) => file.rendition)).toEqual([
      'standard',
    ]);
  });

  it('makes a reading lesson a video lesson in the catalogue once the editor links an upload', async () => {
    const [, second] = await lessonIdsInOrder(t, f.freeId);
    const lessonOf = async () => {
      const detail = (await t.app.inject({ method: 'GET', url: `/api/formations/${f.freeId}` })).json<{
        modules: { lessons: { id: string; has_video: boolean }[] }[];
      }>();
      return must(detail.modules.flatMap((module) => module.lessons).find((lesson) => lesson.id === second));
    };
    expect((await lessonOf()).has_video).toBe(false);
    await t.database.db
      .update(lessons)
      .set({ videoMediaId: mediaId })
      .where(eq(lessons.id, must(second)));
    expect((await lessonOf()).has_video).toBe(true);
    await t.database.db
      .update(lessons)
      .set({ videoMediaId: null })
      .where(eq(lessons.id, must(second)));
  });

  it('keeps the rendition URLs behind the study access rules', async () => {
    const [first] = await lessonIdsInOrder(t, f.freeId);
    const stranger = await signedIn(t, ['client']);
    const url = `/api/media/lessons/${must(first)}/renditions/low`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // Not enrolled: refused exactly as the original video is.
    const original = await t.app.inject({ method: 'GET', url: `/api/media/lessons/${must(first)}/video`, headers: bearer(stranger.token) });
    const rendition = await t.app.inject({ method: 'GET', url, headers: bearer(stranger.token) });
    expect(original.statusCode).toBe(402);
    expect(rendition.statusCode).toBe(original.statusCode);
    expect(rendition.json()).toMatchObject({ code: original.json<{ code: string }>().code });
  });

  it('takes a job again once the lease of a worker that died has lapsed, and finishes it', async () => {
    const [original] = await t.database.db.select().from(media).where(eq(media.id, mediaId));
    const id = '0190a0b0-0000-4000-8000-00000000abcd';
    await t.database.db.insert(media).values({ ...must(original), id, state: 'uploaded', renditions: {}, posterKey: null, progress: 0 });
    const jobId = uuidv7();
    // The state a worker killed mid-job leaves: the job claimed once, its lease still running.
    await t.database.db.insert(mediaJobs).values({ id: jobId, mediaId: id, attempts: 1, lockedUntil: sql`now() + interval '2 minutes'` });

    // While the lease stands nobody else may take the job, this server's worker included.
    expect(await claimMediaJob(t.database.db)).toBeNull();
    await t.app.mediaJobs.drain();
    expect((await infoOf(id)).state).toBe('uploaded');

    // The lease lapses (as it does a few minutes after the crash): the next worker takes the job and finishes it.
    await t.database.db
      .update(mediaJobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mediaJobs.id, jobId));
    await t.app.mediaJobs.drain();
    expect((await infoOf(id)).state).toBe('ready');
    const [job] = await t.database.db.select().from(mediaJobs).where(eq(mediaJobs.id, jobId));
    expect(job?.attempts).toBe(2);
    expect(job?.doneAt).not.toBeNull();
  });

  it('never makes a video heavier: an original lighter than a rendition stands in for it', async () => {
    // The seeded clip is 25 kbit/s, far under the 250 kbit/s of the low rendition.
    const seeded = readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'server', 'seed', 'media', 'clip-a.mp4'));
    const id = await upload(seeded, 'clip-a.mp4');
    await t.app.mediaJobs.drain();
    const info = await infoOf(id);
    expect(info.state).toBe('ready');
    const size = (name: string) => must(info.renditions.find((rendition) => rendition.name === name)).size;
    expect(size('low')).toBe(seeded.length);
    expect(size('standard')).toBe(seeded.length);
    expect(size('audio')).toBeLessThan(seeded.length);
  });

  it('records a failed attempt for a file ffmpeg cannot read, and keeps the original served', async () => {
    const id = await upload(mp4Like(64 * 1024), 'broken.mp4');
    await t.app.mediaJobs.drain();
    const info = await infoOf(id);
    expect(info.state).toBe('uploaded');
    expect(info.error).toMatch(/ffmpeg exited/);
    const [job] = await t.database.db.select().from(mediaJobs).where(eq(mediaJobs.mediaId, id));
    expect(job?.attempts).toBe(1);
    expect(job?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });
});
