import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailUrl, previewVideoUrl } from '../../../contract/media';
import { formations, lessons } from '../../../server/db/schema/catalogue';
import { createTestApp, type TestApp } from '../helpers';
import { must, seedFixture, type Fixture } from './fixture';

let t: TestApp;
let f: Fixture;
let thumbnail: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedFixture(t);
  const [row] = await t.database.db.select({ thumbnail: formations.thumbnail }).from(formations).where(eq(formations.id, f.freeId));
  thumbnail = must(row?.thumbnail);
});
afterAll(() => t.close());

async function lessonId(formationId: string, freePreview: boolean): Promise<string> {
  const [row] = await t.database.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.formationId, formationId), eq(lessons.freePreview, freePreview)))
    .limit(1);
  return must(row).id;
}

describe('GET /api/media/thumbnails/{key}/{width}.webp', () => {
  it('serves a WebP no wider than asked, cacheable forever', async () => {
    for (const width of [320, 640] as const) {
      const res = await t.app.inject({ method: 'GET', url: thumbnailUrl(thumbnail, width) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((width * 9) / 16));
    }
    const small = await t.app.inject({ method: 'GET', url: thumbnailUrl(thumbnail, 320) });
    expect(small.rawPayload.length).toBeLessThan(25_000);
  });

  it('answers 404 for an unknown key and 422 for a width it does not serve', async () => {
    expect((await t.app.inject({ method: 'GET', url: thumbnailUrl('no-such-picture', 320) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/media/thumbnails/${thumbnail}/4000.webp` })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: `/api/media/thumbnails/..%2F..%2Fetc/320.webp` })).statusCode).toBe(422);
  });
});

describe('GET /api/media/previews/{lessonId}', () => {
  it('streams a free-preview video, with byte ranges for the player', async () => {
    const id = await lessonId(f.freeId, true);
    const whole = await t.app.inject({ method: 'GET', url: previewVideoUrl(id) });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeLessThan(150_000);

    const part = await t.app.inject({ method: 'GET', url: previewVideoUrl(id), headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);

    const tail = await t.app.inject({ method: 'GET', url: previewVideoUrl(id), headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);

    const outside = await t.app.inject({ method: 'GET', url: previewVideoUrl(id), headers: { range: `bytes=${size + 5}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);
    // The same refusal as lesson media: one sender, one code.
    expect(outside.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(outside.json()).toMatchObject({ status: 416, title: 'Range Not Satisfiable', code: 'media.range_not_satisfiable' });
  });

  it('keeps other lessons and unpublished formations private: 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: previewVideoUrl(await lessonId(f.freeId, false)) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: previewVideoUrl(await lessonId(f.hiddenId, true)) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: previewVideoUrl('nope') })).statusCode).toBe(422);
  });
});
