import { mediaFileKey, type OfflineFile, type OfflineManifest } from '../../../../contract/study';
import type { UserDatabase } from '../../user-db';
import type { OfflineFileRow } from '../download-records';
import { offlineMediaCacheName, putOfflineMedia, SHARED_THUMBNAIL_CACHE } from '../media-cache';
import { sha256Hex } from '../sha256';

/**
 * Stores a whole file fetched by the browser's Background Fetch where the page's downloader stores it
 * (attachments in the database, videos and the search index in the learner's pack cache, thumbnails in
 * the catalogue's), after the same size and SHA-256 checks. No DOM and no API client: the service worker
 * runs it.
 */

function contentType(file: OfflineFile, manifest: OfflineManifest | null, key: string): string {
  if (file.kind === 'thumbnail') return 'image/webp';
  if (file.kind === 'search-index') return 'application/gzip';
  if (file.kind === 'video') {
    const lesson = manifest?.lessons.find((entry) => entry.id === file.lesson_id);
    const rendition = lesson?.renditions?.find((entry) => mediaFileKey(entry.url) === key);
    return rendition?.mime_type ?? lesson?.video?.mime_type ?? 'video/mp4';
  }
  return manifest?.attachments.find((attachment) => mediaFileKey(attachment.url) === key)?.mime_type ?? 'application/octet-stream';
}

/** False (nothing stored) when the bytes are not the file the signed manifest names. */
export async function storeFetchedFile(
  db: UserDatabase,
  formationId: string,
  file: OfflineFile,
  blob: Blob,
  manifest: OfflineManifest | null,
  now: Date = new Date(),
): Promise<boolean> {
  if (blob.size !== file.size || (await sha256Hex(blob)) !== file.sha256) return false;
  const key = mediaFileKey(file.url);
  if (file.kind === 'attachment') await db.offline_attachments.put({ key, blob });
  else {
    const cacheName = file.kind === 'thumbnail' ? SHARED_THUMBNAIL_CACHE : offlineMediaCacheName(db.name, formationId);
    await putOfflineMedia(cacheName, key, blob, contentType(file, manifest, key));
  }
  const row: OfflineFileRow = {
    key,
    formation_id: formationId,
    kind: file.kind,
    lesson_id: file.lesson_id,
    size: file.size,
    sha256: file.sha256,
    stored_at: now.toISOString(),
  };
  await db.transaction('rw', db.offline_files, db.download_parts, async () => {
    await db.offline_files.put(row);
    // Pieces a page download had left of this file are of no use any more.
    await db.download_parts.where('key').equals(key).delete();
  });
  return true;
}

/** Files of the pack not yet complete on the device. */
export async function missingFiles(db: UserDatabase, files: readonly OfflineFile[]): Promise<OfflineFile[]> {
  const missing: OfflineFile[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const key = mediaFileKey(file.url);
    if (seen.has(key)) continue;
    seen.add(key);
    const stored = await db.offline_files.get(key);
    if (!stored || stored.sha256 !== file.sha256) missing.push(file);
  }
  return missing;
}
