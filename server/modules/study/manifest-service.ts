import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  attachmentPath,
  lessonRenditionPath,
  lessonVideoPath,
  mediaFileKey,
  searchIndexPath,
  studyOrder,
  type OfflineFile,
  type OfflineManifest,
  type StudyAttachment,
  type StudyLesson,
  type StudyRendition,
} from '../../../contract/study';
import type { Db } from '../../db/client';
import { formationSearchIndex } from '../chat/public';
import { attachments, lessons, modules } from '../../db/schema/catalogue';
import { lessonVideoKey } from '../../lib/media/lesson-video';
import type { MediaStorage } from '../../lib/media/storage';
import type { MediaPaths } from '../media/public';
import { findAttachment, lessonVideoRenditions, thumbnailObjects } from './media-objects';
import { grantExpiry, type MediaSigner } from './media-signing';
import { lessonsViewedBy, lessonViews } from './progress-service';

export interface ManifestContext {
  db: Db;
  storage: MediaStorage;
  paths: MediaPaths;
  signer: MediaSigner;
}

/**
 * Everything a learner needs to study a formation with no network: each lesson's teaching text and the
 * list of files to download, with sizes and SHA-256 so the app can show the total first and verify each
 * file after. Lesson and attachment URLs are signed for this user (streaming scope for the study view,
 * offline scope in `files` for the download). `version` hashes the content, not the signatures.
 */
export async function buildOfflineManifest(
  context: ManifestContext,
  userId: string,
  formation: { id: string; thumbnail: string | null },
  now: Date = new Date(),
): Promise<OfflineManifest> {
  const { db, storage, paths, signer } = context;
  const expiresAt = grantExpiry(Math.floor(now.getTime() / 1000));
  const stream = (path: string) => signer.sign(path, { userId, scope: 'stream', expiresAt });
  const offline = (path: string) => signer.sign(path, { userId, scope: 'offline', expiresAt });

  const [moduleRows, lessonRows, attachmentRows] = await Promise.all([
    db.select({ id: modules.id, position: modules.position }).from(modules).where(eq(modules.formationId, formation.id)),
    db.select().from(lessons).where(eq(lessons.formationId, formation.id)),
    db.select().from(attachments).where(eq(attachments.formationId, formation.id)).orderBy(asc(attachments.position), asc(attachments.id)),
  ]);
  const ordered = studyOrder(
    moduleRows,
    lessonRows.map((row) => ({ ...row, module_id: row.moduleId, free_preview: row.freePreview })),
  );
  const lessonIds = ordered.map((lesson) => lesson.id);
  const [views, viewed] = await Promise.all([lessonViews(db, lessonIds), lessonsViewedBy(db, userId, lessonIds)]);

  const files: OfflineFile[] = [];
  const studyLessons: StudyLesson[] = [];
  for (const lesson of ordered) {
    let video: StudyLesson['video'] = null;
    const renditions: StudyRendition[] = [];
    const videoKey = lessonVideoKey(lesson);
    for (const { name, object, original } of videoKey ? await lessonVideoRenditions(db, storage, videoKey) : []) {
      const sha256 = await storage.sha256(object.key);
      // The original keeps its old URL, so packs downloaded before renditions existed stay valid.
      const path = original ? lessonVideoPath(lesson.id) : lessonRenditionPath(lesson.id, name);
      renditions.push({ name, url: stream(path), size: object.size, sha256, mime_type: object.mimeType });
      files.push({ url: offline(path), size: object.size, sha256, kind: 'video', lesson_id: lesson.id, rendition: name });
      // `video` is what an app from before renditions plays: the standard one.
      if (name === 'standard') video = { url: stream(path), size: object.size, sha256, mime_type: object.mimeType };
    }
    studyLessons.push({
      id: lesson.id,
      summary: lesson.summary,
      about: lesson.about,
      views: views.get(lesson.id) ?? 0,
      viewed: viewed.has(lesson.id),
      video,
      ...(renditions.length > 0 ? { renditions } : {}),
    });
  }

  const studyAttachments: StudyAttachment[] = [];
  for (const row of attachmentRows) {
    const object = await findAttachment(storage, row.storageKey, row.mimeType);
    // A row whose file is missing would only fail the download; it is left out and logged by nobody's phone.
    if (!object) continue;
    const sha256 = await storage.sha256(object.key);
    const path = attachmentPath(row.id);
    studyAttachments.push({
      id: row.id,
      lesson_id: row.lessonId,
      file_name: row.fileName,
      mime_type: row.mimeType,
      size: object.size,
      position: row.position,
      url: stream(path),
    });
    files.push({ url: offline(path), size: object.size, sha256, kind: 'attachment', lesson_id: row.lessonId });
  }

  if (formation.thumbnail) {
    for (const { url, object } of await thumbnailObjects(storage, paths, formation.thumbnail)) {
      files.push({ url, size: object.size, sha256: await storage.sha256(object.key), kind: 'thumbnail', lesson_id: null });
    }
  }

  // The offline assistant's index: built with the manifest, verified by size and hash like every file.
  const searchIndex = await formationSearchIndex(db, formation.id);
  files.push({
    url: offline(searchIndexPath(formation.id)),
    size: searchIndex.bytes.length,
    sha256: searchIndex.sha256,
    kind: 'search-index',
    lesson_id: null,
  });

  const version = createHash('sha256')
    .update(
      JSON.stringify({
        lessons: studyLessons.map(({ views: _views, viewed: _viewed, video, renditions, ...lesson }) => ({
          ...lesson,
          video: video ? video.sha256 : null,
          renditions: renditions?.map((rendition) => [rendition.name, rendition.sha256]),
        })),
        attachments: studyAttachments.map(({ url: _url, ...attachment }) => attachment),
        // The search index carries the whole catalogue's statistics: an edit elsewhere is not an update of this pack.
        files: files.filter((file) => file.kind !== 'search-index').map((file) => [mediaFileKey(file.url), file.sha256]),
      }),
    )
    .digest('hex')
    .slice(0, 32);

  return {
    formation_id: formation.id,
    version,
    generated_at: now.toISOString(),
    expires_at: new Date(expiresAt * 1000).toISOString(),
    files,
    lessons: studyLessons,
    attachments: studyAttachments,
  };
}
