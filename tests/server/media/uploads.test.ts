import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaIdOfUploadUrl, type MediaInfo } from '../../../contract/media-library';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn, type Person } from '../auth/support';
import { createUpload, droppedPatch, listen, mp4Like, offsetOf, patch, request } from './tus-client';

let t: TestApp;
let base: string;
let agent: Person;
beforeAll(async () => {
  // Without ffmpeg on purpose: these tests are about the upload, and prove the no-renditions path.
  t = await createTestApp({ env: { MEDIA_FFMPEG: 'off', UPLOAD_MAX_BYTES: String(4 * 1024 * 1024) } });
  base = await listen(t);
  agent = await signedIn(t, ['agent']);
});
afterAll(() => t.close());

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('tus uploads under /api/admin/uploads', () => {
  it('assembles a file byte-exact after the connection drops mid-transfer, then describes it', async () => {
    const file = mp4Like(3 * 1024 * 1024);
    const created = await createUpload(base, agent.token, file.length, 'récolte.mp4');
    expect(created.status).toBe(201);
    const id = mediaIdOfUploadUrl(created.path);
    expect(id).not.toBeNull();

    await droppedPatch(base, agent.token, created.path, 0, file, 1024 * 1024 + 123);
    const after = await offsetOf(base, agent.token, created.path);
    expect(after.status).toBe(200);
    // Some bytes arrived and stayed; the rest is still owed.
    expect(after.offset).toBeGreaterThan(0);
    expect(after.offset).toBeLessThan(file.length);

    const done = await patch(base, agent.token, created.path, after.offset, file.subarray(after.offset));
    expect(done.status).toBe(204);
    expect(done.headers['media-id']).toBe(id);

    const stored = path.join(t.dataDir, 'media', 'videos', `${id}.mp4`);
    expect(sha(readFileSync(stored))).toBe(sha(file));
    // The tus scratch copy is gone once the file moved to the media folder.
    expect(readdirSync(path.join(t.dataDir, 'uploads', 'tus'))).toEqual([]);

    const info = await t.app.inject({ method: 'GET', url: `/api/admin/media/${id}`, headers: bearer(agent.token) });
    expect(info.statusCode).toBe(200);
    const body = info.json<MediaInfo>();
    expect(body).toMatchObject({
      id,
      kind: 'video',
      file_name: 'récolte.mp4',
      size: file.length,
      mime_type: 'video/mp4',
      transcoding_available: false,
    });
    // No ffmpeg: the editor is told renditions are unavailable, and the original is what learners get.
    expect(body.state).toBe('unavailable');
    expect(body.renditions).toEqual([]);
  });

  it('refuses a finished upload that is not a video or audio by its bytes, and deletes it', async () => {
    const text = Buffer.from('%PDF-1.4\n'.padEnd(4000, 'x'));
    const created = await createUpload(base, agent.token, text.length, 'cours.mp4');
    const refused = await patch(base, agent.token, created.path, 0, text);
    expect(refused.status).toBe(415);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(JSON.parse(refused.body)).toMatchObject({ status: 415, code: 'media.type_refused' });
    const id = mediaIdOfUploadUrl(created.path);
    expect(existsSync(path.join(t.dataDir, 'uploads', 'tus', String(id)))).toBe(false);
    expect((await offsetOf(base, agent.token, created.path)).status).toBe(404);
    const info = await t.app.inject({ method: 'GET', url: `/api/admin/media/${id}`, headers: bearer(agent.token) });
    expect(info.statusCode).toBe(404);
  });

  it('refuses an upload over UPLOAD_MAX_BYTES before any byte is sent', async () => {
    const created = await createUpload(base, agent.token, 4 * 1024 * 1024 + 1);
    expect(created.status).toBe(413);
    expect(JSON.parse(created.body)).toMatchObject({ code: 'media.too_large' });
  });

  it('is for agents and admins only (docs/permissions.md, staff media)', async () => {
    const learner = await signedIn(t, ['client']);
    const admin = await signedIn(t, ['admin']);
    const tus = { 'Tus-Resumable': '1.0.0' };
    const as = (person: Person | null): Record<string, string> => (person ? { authorization: `Bearer ${person.token}` } : {});
    const file = mp4Like(100);
    const created = await createUpload(base, agent.token, file.length);
    const mediaUrl = (id: string | null) => `/api/admin/media/${id}`;

    for (const [who, status] of [
      [null, 401],
      [learner, 403],
    ] as const) {
      expect((await request(base, 'POST', '/api/admin/uploads', { ...tus, ...as(who), 'Upload-Length': 10 })).status).toBe(status);
      expect((await request(base, 'HEAD', created.path, { ...tus, ...as(who) })).status).toBe(status);
      const patched = await request(
        base,
        'PATCH',
        created.path,
        { ...tus, ...as(who), 'Upload-Offset': 0, 'Content-Type': 'application/offset+octet-stream' },
        file,
      );
      expect(patched.status).toBe(status);
      expect((await request(base, 'DELETE', created.path, { ...tus, ...as(who) })).status).toBe(status);
      const info = await t.app.inject({ method: 'GET', url: mediaUrl(mediaIdOfUploadUrl(created.path)), headers: as(who) });
      expect(info.statusCode).toBe(status);
    }
    // Nothing the refused callers sent reached the upload.
    expect((await offsetOf(base, agent.token, created.path)).offset).toBe(0);

    // Agent and admin: create, read the offset, continue, read the media; and give up an upload (DELETE).
    expect((await offsetOf(base, admin.token, created.path)).status).toBe(200);
    expect((await patch(base, admin.token, created.path, 0, file)).status).toBe(204);
    for (const who of [agent, admin]) {
      const info = await t.app.inject({ method: 'GET', url: mediaUrl(mediaIdOfUploadUrl(created.path)), headers: bearer(who.token) });
      expect(info.statusCode).toBe(200);
      const other = await createUpload(base, who.token, 10);
      expect(other.status).toBe(201);
      expect((await request(base, 'DELETE', other.path, { ...tus, ...as(who) })).status).toBe(204);
      expect((await offsetOf(base, who.token, other.path)).status).toBe(404);
    }
  });
});
