import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { FormationIdParamsSchema, UuidSchema } from '../../../contract/catalogue';
import { RenditionNameSchema } from '../../../contract/media-library';
import { attachmentPath, lessonRenditionPath, lessonVideoPath, ProgressInputSchema, type LessonProgress, type OfflineManifest } from '../../../contract/study';
import { attachments, lessons } from '../../db/schema/catalogue';
import { HttpProblem, notFound } from '../../lib/problem';
import { localDiskStorage } from '../../lib/storage';
import { parseInput } from '../../lib/validate';
import { currentUser, identify, requireUser } from '../../plugins/authenticate';
import { idempotent } from '../../plugins/idempotency';
import { userWithRoles } from '../auth/user-store';
import { mediaPaths } from '../media/media-paths';
import { sendFile, storedFile } from '../media/send-file';
import { buildOfflineManifest } from './manifest-service';
import { findAttachment, findLessonVideo, lessonVideoRenditions } from './media-objects';
import { createMediaSigner, loadMediaSecret, type MediaScope } from './media-signing';
import { videoLengths } from './plausible-progress';
import { recordProgress } from './progress-service';
import { requireLessonUnlocked, requireStudyAccess, type Learner } from './study-access';

/** The URL is signed for one person: browsers may keep it, shared caches may not. */
const PRIVATE_MEDIA_CACHE = 'private, max-age=3600';

const LessonParamsSchema = v.object({ lessonId: UuidSchema });
const RenditionParamsSchema = v.object({ lessonId: UuidSchema, name: RenditionNameSchema });
const AttachmentParamsSchema = v.object({ attachmentId: UuidSchema });

/**
 * Studying: progress (POST /api/progress, replay-safe), the offline manifest, and the private media of
 * lessons (videos, attachments) behind signed URLs or the bearer token, with byte ranges.
 */
export async function studyRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const paths = mediaPaths(app.config);
  const storage = localDiskStorage(paths.root);
  const signer = createMediaSigner(await loadMediaSecret(app.config.dataDir));
  const videoLength = videoLengths(storage);

  app.post('/progress', idempotent({ preHandler: requireUser }), async (request): Promise<LessonProgress> => {
    const report = parseInput(ProgressInputSchema, request.body);
    const user = currentUser(request);
    return recordProgress(request.db, { id: user.id, roles: user.roles }, report, new Date(), videoLength);
  });

  app.get('/formations/:id/offline-manifest', { preHandler: requireUser }, async (request, reply): Promise<OfflineManifest> => {
    const { id } = parseInput(FormationIdParamsSchema, request.params);
    const user = currentUser(request);
    const { formation } = await requireStudyAccess(db, { id: user.id, roles: user.roles }, id);
    reply.header('Cache-Control', 'private, no-store');
    return buildOfflineManifest({ db, storage, paths, signer }, user.id, formation);
  });

  /**
   * Who asks for a media file: a signed URL proves its user and scope; otherwise the bearer token
   * (streaming scope). 401 `media.link_invalid` when neither holds.
   */
  async function mediaCaller(request: FastifyRequest, path: string): Promise<{ learner: Learner; scope: MediaScope }> {
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (query.sig !== undefined) {
      const grant = signer.verify(path, query);
      if (!grant) throw new HttpProblem(401, 'media.link_invalid');
      // Roles are read now, not when signing: a revoked role or account stops its links at once.
      const person = await userWithRoles(db, grant.userId);
      if (!person || person.row.disabled) throw new HttpProblem(401, 'media.link_invalid');
      return { learner: { id: grant.userId, roles: person.roles }, scope: grant.scope };
    }
    const user = await identify(request);
    if (!user) throw new HttpProblem(401, 'media.link_invalid');
    return { learner: { id: user.id, roles: user.roles }, scope: 'stream' };
  }

  // Media bytes are sent as stored: compressing would break ranges and the downloader's hash.
  const mediaOptions = { compress: false as const };

  app.get('/media/lessons/:lessonId/video', mediaOptions, async (request, reply) => {
    const { lessonId } = parseInput(LessonParamsSchema, request.params);
    const { learner, scope } = await mediaCaller(request, lessonVideoPath(lessonId));
    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
    if (!lesson?.video) throw notFound('video');
    const { staff } = await requireStudyAccess(db, learner, lesson.formationId);
    if (scope === 'stream') await requireLessonUnlocked(db, learner.id, lesson.formationId, lesson.id, staff);
    const object = await findLessonVideo(storage, lesson.video);
    if (!object) throw notFound('video');
    return sendFile(request, reply, await storedFile(storage, object, PRIVATE_MEDIA_CACHE));
  });

  app.get('/media/lessons/:lessonId/renditions/:name', mediaOptions, async (request, reply) => {
    const { lessonId, name } = parseInput(RenditionParamsSchema, request.params);
    const { learner, scope } = await mediaCaller(request, lessonRenditionPath(lessonId, name));
    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
    if (!lesson?.video) throw notFound('video');
    const { staff } = await requireStudyAccess(db, learner, lesson.formationId);
    if (scope === 'stream') await requireLessonUnlocked(db, learner.id, lesson.formationId, lesson.id, staff);
    const found = (await lessonVideoRenditions(db, storage, lesson.video)).find((rendition) => rendition.name === name && !rendition.original);
    if (!found) throw notFound('rendition');
    return sendFile(request, reply, await storedFile(storage, found.object, PRIVATE_MEDIA_CACHE));
  });

  app.get('/media/attachments/:attachmentId', mediaOptions, async (request, reply) => {
    const { attachmentId } = parseInput(AttachmentParamsSchema, request.params);
    const { learner, scope } = await mediaCaller(request, attachmentPath(attachmentId));
    const [row] = await db.select().from(attachments).where(eq(attachments.id, attachmentId));
    if (!row) throw notFound('attachment');
    const { staff } = await requireStudyAccess(db, learner, row.formationId);
    if (scope === 'stream' && row.lessonId) await requireLessonUnlocked(db, learner.id, row.formationId, row.lessonId, staff);
    const object = await findAttachment(storage, row.storageKey, row.mimeType);
    if (!object) throw notFound('attachment');
    // Opened in a new tab or saved: its own name, never rendered as a page of ours.
    reply.header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.fileName)}`);
    return sendFile(request, reply, await storedFile(storage, object, PRIVATE_MEDIA_CACHE));
  });
}
