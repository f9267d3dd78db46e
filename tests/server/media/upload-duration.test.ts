import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, type AdminFormationDetail, type AdminLesson } from '../../../contract/editor';
import { mediaIdOfUploadUrl, type MediaInfo } from '../../../contract/media-library';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn, type Person } from '../auth/support';
import { buildFormation, caller, okJson, type Call } from '../catalogue-admin/support';
import { createUpload, listen, patch } from './tus-client';

let t: TestApp;
let base: string;
let agent: Person;
let call: Call;
beforeAll(async () => {
  // Without ffmpeg: the duration must come from the file's own MP4 header, not from the transcoder.
  t = await createTestApp({ env: { MEDIA_FFMPEG: 'off' } });
  base = await listen(t);
  agent = await signedIn(t, ['agent']);
  call = caller(t, agent.token);
});
afterAll(() => t.close());

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A 20-second MP4 as the editor uploads one: ftyp, a movie header (timescale 1000, duration 20 000), media data. */
function twentySecondClip(): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(20_000, 16);
  const ftyp = box('ftyp', Buffer.from('mp42'), Buffer.alloc(4), Buffer.from('mp42isom'));
  return Buffer.concat([ftyp, box('moov', box('mvhd', mvhd)), box('mdat', Buffer.alloc(64 * 1024, 7))]);
}

async function upload(file: Buffer): Promise<string> {
  const created = await createUpload(base, agent.token, file.length, 'taille.mp4');
  expect(created.status).toBe(201);
  const done = await patch(base, agent.token, created.path, 0, file);
  expect(done.status).toBe(204);
  const id = mediaIdOfUploadUrl(created.path);
  if (!id) throw new Error('no media id');
  return id;
}

describe('uploaded video lesson duration', () => {
  it('takes the duration from the file when the upload is linked, so learners read 0:20, not 0:00', async () => {
    const mediaId = await upload(twentySecondClip());
    const info = okJson<MediaInfo>(await t.app.inject({ method: 'GET', url: `/api/admin/media/${mediaId}`, headers: bearer(agent.token) }));
    expect(info.duration_seconds).toBe(20);

    const built = await buildFormation(call, 'Pruning clip');
    const lesson = built.lessons[0] as AdminLesson;
    const module = built.modules[0];
    if (!module) throw new Error('no module');
    // The lesson was created with another length; linking the upload replaces it by the clip's own.
    const linked = okJson<AdminLesson>(
      await call('PATCH', adminPaths.lesson(built.formation.id, module.id, lesson.id), {
        version: lesson.version,
        video_media_id: mediaId,
      }),
    );
    expect(linked.duration_seconds).toBe(20);

    okJson<AdminFormationDetail>(await call('POST', adminPaths.publish(built.formation.id), {}));
    const detail = await t.app.inject({ method: 'GET', url: `/api/formations/${built.formation.id}` });
    const lessons = (detail.json<{ modules: { lessons: { id: string; duration_seconds: number }[] }[] }>().modules ?? []).flatMap(
      (item) => item.lessons,
    );
    expect(lessons.find((item) => item.id === lesson.id)?.duration_seconds).toBe(20);
  });

  it('refuses to publish a video lesson whose duration is unknown, naming the lesson', async () => {
    // Not an MP4 the header reader understands (no movie header): its length stays unknown without ffmpeg.
    const ftyp = box('ftyp', Buffer.from('mp42'), Buffer.alloc(4), Buffer.from('mp42isom'));
    const mediaId = await upload(Buffer.concat([ftyp, box('mdat', Buffer.alloc(32 * 1024, 3))]));
    const built = await buildFormation(call, 'Unknown clip');
    const module = built.modules[0];
    const lesson = built.lessons[0] as AdminLesson;
    if (!module) throw new Error('no module');
    okJson<AdminLesson>(
      await call('PATCH', adminPaths.lesson(built.formation.id, module.id, lesson.id), {
        version: lesson.version,
        video_media_id: mediaId,
        duration_seconds: 0,
      }),
    );
    const refused = await call('POST', adminPaths.publish(built.formation.id), {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'editor.video_duration_unknown',
      errors: { [`lessons.${lesson.id}.duration_seconds`]: ['editor.video_duration_unknown'] },
    });
    const after = okJson<AdminFormationDetail>(await call('GET', adminPaths.formation(built.formation.id)));
    expect(after.status).toBe('draft');
  });
});
