import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaIdOfUploadUrl } from '../../../contract/media-library';
import { sweepSpool, SPOOL_SWEEP_EVERY_MS } from '../../../server/lib/jobs/spool-sweep';
import { ABANDONED_UPLOAD_MS, MAX_UPLOADS_IN_PROGRESS } from '../../../server/modules/media/admin-routes';
import { createTestApp, type TestApp } from '../helpers';
import { signedIn, type Person } from '../auth/support';
import { createUpload, listen } from './tus-client';

/** Files left by a crash are swept; abandoned tus uploads go after 24 h, with a per-staff cap. */
let t: TestApp;
let base: string;
let spool = '';
beforeAll(async () => {
  t = await createTestApp({
    env: { MEDIA_FFMPEG: 'off', UPLOAD_MAX_BYTES: String(4 * 1024 * 1024) },
    configure: (app) => {
      // What a kill -9 leaves in the spool folder, before this server starts.
      spool = path.join(app.config.dataDir, 'uploads', 'tmp');
      mkdirSync(spool, { recursive: true });
      for (let i = 0; i < 11; i += 1) writeFileSync(path.join(spool, `left-over-${i}`), Buffer.alloc(1024));
    },
  });
  base = await listen(t);
});
afterAll(() => t.close());

describe('spool sweep', () => {
  it('removes every left-over file at start, then hourly only those older than an hour', async () => {
    for (let i = 0; i < 11; i += 1) expect(existsSync(path.join(spool, `left-over-${i}`))).toBe(false);
    const old = path.join(spool, 'old');
    const fresh = path.join(spool, 'fresh');
    writeFileSync(old, 'x');
    writeFileSync(fresh, 'y');
    const twoHoursAgo = (Date.now() - 2 * 60 * 60 * 1000) / 1000;
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    expect(await sweepSpool(spool, SPOOL_SWEEP_EVERY_MS)).toBe(1);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });
});

describe('tus uploads in progress', () => {
  it(`caps one staff member at ${MAX_UPLOADS_IN_PROGRESS} unfinished uploads (429), not another`, async () => {
    const agent: Person = await signedIn(t, ['agent']);
    for (let i = 0; i < MAX_UPLOADS_IN_PROGRESS; i += 1) expect((await createUpload(base, agent.token, 1024)).status).toBe(201);
    const refused = await createUpload(base, agent.token, 1024);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'http.too_many_requests' });
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    const colleague = await signedIn(t, ['admin']);
    expect((await createUpload(base, colleague.token, 1024)).status).toBe(201);
  });

  it('an upload left unfinished for 24 hours is removed by the clean-up', async () => {
    expect(ABANDONED_UPLOAD_MS).toBe(24 * 60 * 60 * 1000);
    const agent = await signedIn(t, ['agent']);
    const created = await createUpload(base, agent.token, 2048);
    const id = mediaIdOfUploadUrl(created.path) ?? '';
    const directory = path.join(t.dataDir, 'uploads', 'tus');
    const infoFile = path.join(directory, `${id}.json`);
    const info = JSON.parse(readFileSync(infoFile, 'utf8')) as { creation_date: string };
    info.creation_date = new Date(Date.now() - ABANDONED_UPLOAD_MS - 60_000).toISOString();
    writeFileSync(infoFile, JSON.stringify(info));
    // The same store settings as the server's (the hourly clean-up calls this).
    const removed = await new FileStore({ directory, expirationPeriodInMilliseconds: ABANDONED_UPLOAD_MS }).deleteExpired();
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(existsSync(infoFile)).toBe(false);
    expect(existsSync(path.join(directory, id))).toBe(false);
  });
});
