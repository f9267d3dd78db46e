import path from 'node:path';
import { eq } from 'drizzle-orm';
import { RENDITION_NAMES, type RenditionName } from '../../../contract/media-library';
import { UUID_PATTERN } from '../../../contract/uuid';
import type { Db } from '../../db/client';
import { media } from '../../db/schema/media';
import { THUMBNAIL_WIDTHS, thumbnailUrl } from '../../../contract/media';
import type { MediaStorage, StoredObject } from '../../lib/media/storage';
import { thumbnailVariant, VIDEO_TYPES, type MediaPaths } from '../media/public';

/** A media object found in storage, with what a response needs to describe it. */
export interface MediaObject extends StoredObject {
  mimeType: string;
}

/** The stored file of a lesson's video key (`clip-a` → `videos/clip-a.mp4`), trying each known extension. */
export async function findLessonVideo(storage: MediaStorage, videoKey: string): Promise<MediaObject | null> {
  for (const [extension, mimeType] of Object.entries(VIDEO_TYPES)) {
    const found = await storage.stat(`videos/${videoKey}${extension}`);
    if (found) return { ...found, mimeType };
  }
  return null;
}

export async function findAttachment(storage: MediaStorage, storageKey: string, mimeType: string): Promise<MediaObject | null> {
  const found = await storage.stat(`attachments/${storageKey}`);
  return found ? { ...found, mimeType } : null;
}

/**
 * Every width of a formation's thumbnail, made on demand by the media module, as storage objects with
 * their public URLs: the picture must show offline at whichever width the page's `srcset` picks.
 */
export async function thumbnailObjects(
  storage: MediaStorage,
  paths: MediaPaths,
  thumbnailKey: string,
): Promise<{ url: string; object: MediaObject }[]> {
  const found: { url: string; object: MediaObject }[] = [];
  for (const width of THUMBNAIL_WIDTHS) {
    const variant = await thumbnailVariant(paths, thumbnailKey, width);
    if (!variant) continue;
    const key = path.relative(paths.root, variant).split(path.sep).join('/');
    const object = await storage.stat(key);
    if (object) found.push({ url: thumbnailUrl(thumbnailKey, width), object: { ...object, mimeType: 'image/webp' } });
  }
  return found;
}

/**
 * The renditions of a lesson's video key, each as a stored object: the made ones (low, standard, audio)
 * once the transcoder finished, else the original alone as `standard`, so a seeded clip, an upload on a
 * server without ffmpeg and one still being transcoded all keep playing. Empty when there is no video file.
 */
export async function lessonVideoRenditions(
  db: Db,
  storage: MediaStorage,
  videoKey: string,
): Promise<{ name: RenditionName; object: MediaObject; original: boolean }[]> {
  if (UUID_PATTERN.test(videoKey)) {
    const [row] = await db.select({ state: media.state, renditions: media.renditions }).from(media).where(eq(media.id, videoKey));
    if (row?.state === 'ready') {
      const found: { name: RenditionName; object: MediaObject; original: boolean }[] = [];
      for (const name of RENDITION_NAMES) {
        const made = row.renditions[name];
        const object = made ? await storage.stat(made.key) : null;
        if (made && object) found.push({ name, object: { ...object, mimeType: made.mimeType }, original: false });
      }
      if (found.some((rendition) => rendition.name === 'standard')) return found;
    }
  }
  const original = await findLessonVideo(storage, videoKey);
  return original ? [{ name: 'standard', object: original, original: true }] : [];
}
