import path from 'node:path';
import { existsSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { UuidSchema } from '../../../contract/catalogue';
import { MEDIA_KEY_PATTERN, THUMBNAIL_WIDTHS } from '../../../contract/media';
import { formations, lessons } from '../../db/schema/catalogue';
import { lessonVideoKey } from '../../lib/media/lesson-video';
import { notFound } from '../../lib/http/problem';
import { describeRoute, type ApiInstance } from '../../lib/http/route-schema';
import { mediaPaths, VIDEO_TYPES } from './media-paths';
import { fileAnswers, localFile, sendFile } from './send-file';
import { thumbnailVariant } from './thumbnails';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const ThumbnailParamsSchema = v.object({
  key: v.pipe(v.string(), v.regex(MEDIA_KEY_PATTERN)),
  file: v.picklist(THUMBNAIL_WIDTHS.map((width) => `${width}.webp`)),
});

const PreviewParamsSchema = v.object({ lessonId: UuidSchema });

/** Public media: thumbnails as width-limited WebP, and the videos of free-preview lessons. */
export async function mediaRoutes(app: ApiInstance) {
  const paths = mediaPaths(app.config);
  const { db } = app.database;

  // Local files carry no ETag: their Last-Modified answers If-Range, and an immutable cache needs no 304.
  const thumbnailAnswers = fileAnswers('image/webp', 'the thumbnail', { etag: false });
  const thumbnail = describeRoute({
    tags: ['media'],
    summary: "A formation's thumbnail as WebP at one of the served widths, made on first request and cached for good",
    description: `Widths: ${THUMBNAIL_WIDTHS.join(', ')}. Keys are content-addressed, so the answer is immutable.`,
    access: 'public',
    params: ThumbnailParamsSchema,
    response: thumbnailAnswers.response,
    headers: thumbnailAnswers.headers,
    errors: { ...thumbnailAnswers.errors, 404: ['http.not_found'] },
  });
  app.get('/media/thumbnails/:key/:file', { schema: thumbnail }, async (request, reply) => {
    const { key, file } = request.params;
    const width = Number.parseInt(file, 10);
    const variant = await thumbnailVariant(paths, key, width);
    if (!variant) throw notFound('thumbnail');
    // Keys are content-addressed: a new picture gets a new key, so a cached one never goes stale.
    return sendFile(request, reply, await localFile(variant, { contentType: 'image/webp', cacheControl: IMMUTABLE }));
  });

  const previewAnswers = fileAnswers('video/*', 'the preview video', { etag: false });
  const preview = describeRoute({
    tags: ['media'],
    summary: 'The video of a free-preview lesson of a published formation, for anyone, with byte ranges',
    access: 'public',
    params: PreviewParamsSchema,
    response: previewAnswers.response,
    headers: previewAnswers.headers,
    errors: { ...previewAnswers.errors, 404: ['http.not_found'] },
  });
  app.get('/media/previews/:lessonId', { schema: preview }, async (request, reply) => {
    const { lessonId } = request.params;
    const [lesson] = await db
      .select({ video: lessons.video, videoMediaId: lessons.videoMediaId })
      .from(lessons)
      .innerJoin(formations, eq(formations.id, lessons.formationId))
      .where(and(eq(lessons.id, lessonId), eq(lessons.freePreview, true), eq(formations.published, true)));
    const videoKey = lesson ? lessonVideoKey(lesson) : null;
    if (!videoKey) throw notFound('preview');
    for (const [extension, contentType] of Object.entries(VIDEO_TYPES)) {
      const file = path.join(paths.videos, `${videoKey}${extension}`);
      if (existsSync(file)) return sendFile(request, reply, await localFile(file, { contentType, cacheControl: 'public, max-age=86400' }));
    }
    throw notFound('preview');
  });
}
