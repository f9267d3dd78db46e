import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { FormationIdParamsSchema, UuidSchema } from '../../../contract/catalogue';
import { packClaimOf, PackImportInputSchema, PackImportSchema, type PackImport } from '../../../contract/course-pack';
import { UUID_PATTERN } from '../../../contract/uuid';
import { isStaff } from '../../../contract/roles';
import { RenditionNameSchema } from '../../../contract/media-library';
import {
  attachmentPath,
  searchIndexPath,
  lessonRenditionPath,
  lessonVideoPath,
  LessonProgressSchema,
  MEDIA_URL_TTL_SECONDS,
  OfflineManifestSchema,
  ProgressInputSchema,
  type LessonProgress,
  type OfflineManifest,
} from '../../../contract/study';
import { attachments, formations, lessons } from '../../db/schema/catalogue';
import { packImports } from '../../db/schema/study';
import { loadCertificateKey, signPackClaim } from '../../lib/certificates/certificate-signing';
import { lessonVideoKey } from '../../lib/media/lesson-video';
import { HttpProblem, notFound } from '../../lib/http/problem';
import type { LimitRule } from '../../lib/http/rate-limiter';
import { describeRoute, type RouteDescription, type ApiInstance } from '../../lib/http/route-schema';
import { localDiskStorage } from '../../lib/media/storage';
import { currentUser, identify } from '../../plugins/authenticate';
import { idempotent } from '../../plugins/idempotency';
import { userWithRoles } from '../auth/public';
import { formationSearchIndex } from '../chat/public';
import { fileAnswers, mediaPaths, sendFile, storedFile } from '../media/public';
import { buildOfflineManifest } from './manifest-service';
import { findAttachment, findLessonVideo, lessonVideoRenditions } from './media-objects';
import { createMediaSigner, loadMediaSecret, type MediaScope } from './media-signing';
import { leastStudyTimeRule, videoLengths } from './plausible-progress';
import { recordProgress } from './progress-service';
import { requireLessonUnlocked, requireStudyAccess, type Learner } from './study-access';

/**
 * New progress writes per learner and minute (README, "Limits"). A playing video reports every few
 * seconds and the outbox folds unsent reports of a lesson into one, so a learner sends a few a minute;
 * a phone back from days offline sends its queue in bursts of this size, waiting `Retry-After` between.
 * A retry of an acknowledged write is answered from its stored answer and not counted.
 */
export const PROGRESS_BUDGET: LimitRule = { limit: 60, windowSeconds: 60 };

/** The URL is signed for one person: browsers may keep it, shared caches may not. */
const PRIVATE_MEDIA_CACHE = 'private, max-age=3600';

const LessonParamsSchema = v.object({ lessonId: UuidSchema });
const RenditionParamsSchema = v.object({ lessonId: UuidSchema, name: RenditionNameSchema });
const AttachmentParamsSchema = v.object({ attachmentId: UuidSchema });

/** How a lesson media file is asked for; the query is checked by media-signing.ts, not by a schema. */
const SIGNED_MEDIA_ACCESS =
  'Either a signed URL from the offline manifest (query `uid`, `exp`, `scope`, `sig`; `stream` scope obeys the ' +
  `progression rule, \`offline\` scope does not; valid ${MEDIA_URL_TTL_SECONDS / 3600} hours) or the bearer token ` +
  '(stream scope). 401 `media.link_invalid` when neither holds. The file is sent as stored, never compressed, ' +
  'with its SHA-256 as a strong ETag.';

/** A lesson media route: the caller may study the formation (402/404) and, in stream scope, reach the lesson (423). */
function lessonMedia<P extends v.GenericSchema>(
  summary: string,
  params: P,
  mediaType: string,
  what: string,
): RouteDescription & { params: P } {
  const answers = fileAnswers(mediaType, what, { etag: true });
  return {
    tags: ['study'],
    summary,
    description: SIGNED_MEDIA_ACCESS,
    // A signed URL carries its own proof, so the bearer token is one way in, not a requirement.
    access: 'optional-user',
    params,
    response: answers.response,
    headers: answers.headers,
    errors: {
      ...answers.errors,
      401: ['media.link_invalid'],
      402: ['enrollment.required'],
      404: ['http.not_found'],
      423: ['lesson.locked'],
    },
  };
}

/**
 * Studying: progress (POST /api/progress, replay-safe), the offline manifest, and the private media of
 * lessons (videos, attachments) behind signed URLs or the bearer token, with byte ranges.
 */
export async function studyRoutes(app: ApiInstance) {
  const { db } = app.database;
  const paths = mediaPaths(app.config);
  const storage = localDiskStorage(paths.root);
  const signer = createMediaSigner(await loadMediaSecret(app.config.storageDir));
  const videoLength = videoLengths(storage);
  const leastStudyTime = leastStudyTimeRule(app.config.leastStudyTime);
  // The certificate key signs course packs too: every installed app already keeps its public half.
  const academyKey = await loadCertificateKey(app.config.storageDir);

  const progress = describeRoute({
    tags: ['study'],
    summary: "Records a learner's progress in a lesson, merged so it never moves backwards",
    description:
      'A completion is judged plausible first: 409 `progress.not_watched` when too little of the video was watched ' +
      '(once `watched_intervals` are known, the merged ranges really played must cover 90 % of the video; apps that ' +
      'never send them are judged by the furthest point, `watched_seconds`); ' +
      '`completed_at` is then the earliest moment the video allows, which may still be to come.',
    access: 'user',
    body: ProgressInputSchema,
    response: { 200: LessonProgressSchema },
    errors: {
      402: ['enrollment.required'],
      404: ['http.not_found'],
      409: ['progress.not_watched'],
      423: ['lesson.locked'],
      429: ['http.too_many_requests'],
    },
    idempotent: true,
  });
  const progressBudget = { name: 'progress', rule: PROGRESS_BUDGET, by: (request: FastifyRequest) => currentUser(request).id };
  app.post('/progress', idempotent({ schema: progress }, { limits: [progressBudget] }), async (request): Promise<LessonProgress> => {
    const report = request.body;
    const user = currentUser(request);
    return recordProgress(request.db, { id: user.id, roles: user.roles }, report, new Date(), videoLength, leastStudyTime);
  });

  const manifest = describeRoute({
    tags: ['study'],
    summary: 'Everything needed to study a formation offline: lesson texts, and the files to download with their sizes and SHA-256',
    description:
      'Each lesson lists every rendition of its video with its own size; `files` lists each file under an offline-scope ' +
      'signed URL, so the app can show the size of the pack for each rendition before downloading. `version` changes ' +
      'with the content, not with the signatures. `pack` is the academy Ed25519 signature (certificate key) over the ' +
      'same content without URL signatures or view counts, which a course pack carries so another phone checks it offline.',
    access: 'user',
    params: FormationIdParamsSchema,
    response: { 200: OfflineManifestSchema },
    errors: { 402: ['enrollment.required'], 404: ['http.not_found'] },
  });
  app.get('/formations/:id/offline-manifest', { schema: manifest }, async (request, reply): Promise<OfflineManifest> => {
    const { id } = request.params;
    const user = currentUser(request);
    const { formation } = await requireStudyAccess(db, { id: user.id, roles: user.roles }, id);
    reply.header('Cache-Control', 'private, no-store');
    const built = await buildOfflineManifest({ db, storage, paths, signer }, user.id, formation);
    return { ...built, pack: signPackClaim(academyKey, packClaimOf(built, formation.slug)) };
  });

  const packImport = describeRoute({
    tags: ['study'],
    summary: 'Records that a phone imported a course pack of a published formation (sent by its outbox), so staff see how courses travel',
    description:
      'Counts the import only: it opens nothing. A paid formation still needs its own enrolment. Repeating it with the same Idempotency-Key is harmless.',
    access: 'user',
    body: PackImportInputSchema,
    response: { 201: PackImportSchema },
    errors: { 404: ['http.not_found'], 409: ['http.conflict'] },
    idempotent: true,
  });
  app.post('/packs/imports', idempotent({ schema: packImport }), async (request, reply): Promise<PackImport> => {
    const input = request.body;
    const user = currentUser(request);
    const [formation] = await request.db
      .select({ id: formations.id, published: formations.published })
      .from(formations)
      .where(eq(formations.id, input.formation_id));
    if (!formation || (!formation.published && !isStaff(user.roles))) throw notFound('formation');
    const key = request.idempotencyClaim?.key;
    const id = key && UUID_PATTERN.test(key) ? key : randomUUID();
    const [row] = await request.db
      .insert(packImports)
      .values({ id, userId: user.id, formationId: input.formation_id, version: input.version, bytes: input.bytes })
      .onConflictDoNothing()
      .returning();
    const stored = row ?? (await request.db.select().from(packImports).where(eq(packImports.id, id)))[0];
    if (!stored || stored.userId !== user.id) throw new HttpProblem(409, 'http.conflict');
    reply.code(201);
    return {
      id: stored.id,
      formation_id: stored.formationId,
      version: stored.version,
      bytes: stored.bytes,
      imported_at: stored.importedAt.toISOString(),
    };
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

  const video = describeRoute(
    lessonMedia(
      "A lesson's video, as uploaded or seeded (the `standard` rendition until others are made)",
      LessonParamsSchema,
      'video/*',
      "the lesson's video",
    ),
  );
  app.get('/media/lessons/:lessonId/video', { ...mediaOptions, schema: video }, async (request, reply) => {
    const { lessonId } = request.params;
    const { learner, scope } = await mediaCaller(request, lessonVideoPath(lessonId));
    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
    const videoKey = lesson ? lessonVideoKey(lesson) : null;
    if (!lesson || !videoKey) throw notFound('video');
    const { staff } = await requireStudyAccess(db, learner, lesson.formationId);
    if (scope === 'stream') await requireLessonUnlocked(db, learner.id, lesson.formationId, lesson.id, staff);
    const object = await findLessonVideo(storage, videoKey);
    if (!object) throw notFound('video');
    return sendFile(request, reply, await storedFile(storage, object, PRIVATE_MEDIA_CACHE));
  });

  const rendition = describeRoute(
    lessonMedia(
      "One made rendition of a lesson's video: `low` and `standard` are video/mp4, `audio` is audio/mp4",
      RenditionParamsSchema,
      'video/mp4',
      'the rendition',
    ),
  );
  app.get('/media/lessons/:lessonId/renditions/:name', { ...mediaOptions, schema: rendition }, async (request, reply) => {
    const { lessonId, name } = request.params;
    const { learner, scope } = await mediaCaller(request, lessonRenditionPath(lessonId, name));
    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
    const videoKey = lesson ? lessonVideoKey(lesson) : null;
    if (!lesson || !videoKey) throw notFound('video');
    const { staff } = await requireStudyAccess(db, learner, lesson.formationId);
    if (scope === 'stream') await requireLessonUnlocked(db, learner.id, lesson.formationId, lesson.id, staff);
    const found = (await lessonVideoRenditions(db, storage, videoKey)).find((rendition) => rendition.name === name && !rendition.original);
    if (!found) throw notFound('rendition');
    return sendFile(request, reply, await storedFile(storage, found.object, PRIVATE_MEDIA_CACHE));
  });

  const searchIndex = describeRoute({
    tags: ['study'],
    summary: "The offline assistant's search index of a formation (gzipped JSON), a file of its offline pack",
    description: SIGNED_MEDIA_ACCESS,
    access: 'optional-user',
    params: FormationIdParamsSchema,
    response: fileAnswers('application/gzip', 'the index', { etag: true }).response,
    errors: { 416: ['media.range_not_satisfiable'], 401: ['media.link_invalid'], 402: ['enrollment.required'], 404: ['http.not_found'] },
  });
  app.get('/media/formations/:id/search-index', { ...mediaOptions, schema: searchIndex }, async (request, reply) => {
    const { id } = request.params;
    const { learner } = await mediaCaller(request, searchIndexPath(id));
    await requireStudyAccess(db, learner, id);
    const file = await formationSearchIndex(db, id);
    return sendFile(request, reply, {
      size: file.bytes.length,
      modifiedAt: file.modifiedAt,
      contentType: 'application/gzip',
      cacheControl: PRIVATE_MEDIA_CACHE,
      etag: `"${file.sha256}"`,
      open: (range) => Readable.from([range ? file.bytes.subarray(range.start, range.end + 1) : file.bytes]),
    });
  });

  const attachment = describeRoute(
    lessonMedia(
      'An attachment of a formation or lesson, in its own type, with Content-Disposition naming the file',
      AttachmentParamsSchema,
      // Each attachment is answered in its own type (a PDF, an image, a spreadsheet…).
      '*/*',
      'the attachment',
    ),
  );
  app.get('/media/attachments/:attachmentId', { ...mediaOptions, schema: attachment }, async (request, reply) => {
    const { attachmentId } = request.params;
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
