import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaIdOfUploadUrl } from '../../../contract/media-library';
import { buildApp } from '../../../server/app';
import { media, mediaJobs } from '../../../server/db/schema/media';
import { ffmpegAvailable } from '../../../server/lib/media/ffmpeg';
import { must } from '../catalogue/fixture';
import { createTestApp, type TestApp } from '../helpers';
import { signedIn } from '../auth/support';
import { createUpload, listen, patch } from './tus-client';

let t: TestApp;

beforeAll(async () => {
  // Stated plainly rather than skipped: this test needs Debian's ffmpeg, which CI (.ci/run) always installs.
  if (!(await ffmpegAvailable('ffmpeg')))
    throw new Error('ffmpeg is not installed: apt-get install ffmpeg (CI installs it) to run the transcoding tests');
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('a transcoding job across a server restart', () => {
  it('is given back when the server stops mid-job, and finished by the next start', { timeout: 90_000 }, async () => {
    const file = path.join(t.dataDir, 'long.mp4');
    // Long enough that the job is still running when the server stops.
    const made = spawnSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=20:size=640x360:rate=25',
      '-f',
      'lavfi',
      '-i',
      'sine=duration=20',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      '-shortest',
      file,
    ]);
    expect(made.status, made.stderr.toString()).toBe(0);
    const bytes = readFileSync(file);
    const base = await listen(t);
    const agent = await signedIn(t, ['agent']);
    const created = await createUpload(base, agent.token, bytes.length);
    expect((await patch(base, agent.token, created.path, 0, bytes)).status).toBe(204);
    const id = must(mediaIdOfUploadUrl(created.path));
    const row = async () => must((await t.database.db.select().from(media).where(eq(media.id, id)))[0]);
    const job = async () => must((await t.database.db.select().from(mediaJobs).where(eq(mediaJobs.mediaId, id)))[0]);

    await vi.waitFor(async () => expect((await row()).state).toBe('processing'), { timeout: 10_000, interval: 20 });
    // The server stops (deploy, restart): ffmpeg is killed and the job given back, its attempt not counted.
    await t.app.close();
    expect((await row()).state).toBe('uploaded');
    expect(await job()).toMatchObject({ attempts: 0, lockedUntil: null, doneAt: null, failedAt: null });
    expect(existsSync(path.join(t.dataDir, 'media', 'renditions', `${id}.partial`))).toBe(false);

    // The next start, on the same database and DATA_DIR, takes the job and finishes it.
    const next = await buildApp({ config: t.config, database: t.database });
    try {
      await next.ready();
      await next.mediaJobs.drain();
      expect((await row()).state).toBe('ready');
      expect(await job()).toMatchObject({ attempts: 1, failedAt: null });
      expect((await job()).doneAt).not.toBeNull();
    } finally {
      await next.close();
    }
  });
});
