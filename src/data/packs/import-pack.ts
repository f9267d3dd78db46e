import { mediaFileKey, type OfflineFile } from '../../../contract/study';
import { recordPackBytes } from '../data-cost/data-cost-store';
import { deletePack } from '../downloads/download-runner';
import type { OfflineFileRow } from '../downloads/download-records';
import { offlineMediaCacheName, putOfflineMedia, SHARED_THUMBNAIL_CACHE } from '../downloads/media-cache';
import { enqueue, formationResource } from '../outbox/enqueue';
import { enqueueEnrollment } from '../outbox/enqueue-enrollment';
import type { UserDatabase } from '../user-db';
import { PackError, readPack, type AcademyKey, type VerifiedPack } from './course-pack';

/**
 * Importing a pack file (share sheet or file picker): checked whole first (readPack: signature, every
 * file's size and SHA-256), then stored where a download stores the same files, so the study screen, the
 * worker's Range answers and the offline exam cannot tell an import from a download. A failure while
 * storing removes what was stored, so a refused or half-stored pack leaves nothing behind.
 */

export interface ImportOptions {
  onProgress?: (phase: 'checking' | 'storing', bytes: number, total: number) => void;
  subtle?: SubtleCrypto;
  now?: Date;
}

function contentType(pack: VerifiedPack, file: OfflineFile): string {
  if (file.kind === 'thumbnail') return 'image/webp';
  const key = mediaFileKey(file.url);
  if (file.kind === 'video') {
    const lesson = pack.manifest.lessons.find((entry) => entry.id === file.lesson_id);
    return lesson?.renditions?.find((entry) => entry.url === key)?.mime_type ?? lesson?.video?.mime_type ?? 'video/mp4';
  }
  return pack.manifest.attachments.find((attachment) => attachment.url === key)?.mime_type ?? 'application/octet-stream';
}

export async function importPack(db: UserDatabase, archive: Blob, key: AcademyKey, options: ImportOptions = {}): Promise<VerifiedPack> {
  const pack = await readPack(archive, key, {
    subtle: options.subtle,
    onProgress: (bytes, total) => options.onProgress?.('checking', bytes, total),
  });
  const formationId = pack.claim.formation_id;
  const now = (options.now ?? new Date()).toISOString();
  const existing = await db.download_packs.get(formationId);
  // The same content is already on the phone: nothing to store (the import is still counted).
  const already = existing?.status === 'complete' && existing.version === pack.claim.version;
  if (!already) {
    const rows: OfflineFileRow[] = [];
    try {
      let stored = 0;
      for (const { file, blob } of pack.files) {
        const fileKey = mediaFileKey(file.url);
        // Recorded before storing, so a failure half-way through this file still removes it.
        rows.push({
          key: fileKey,
          formation_id: formationId,
          kind: file.kind,
          lesson_id: file.lesson_id,
          size: file.size,
          sha256: file.sha256,
          stored_at: now,
        });
        if (file.kind === 'attachment') await db.offline_attachments.put({ key: fileKey, blob });
        else {
          const cacheName = file.kind === 'thumbnail' ? SHARED_THUMBNAIL_CACHE : offlineMediaCacheName(db.name, formationId);
          await putOfflineMedia(cacheName, fileKey, blob, contentType(pack, file));
        }
        stored += file.size;
        options.onProgress?.('storing', stored, pack.bytes);
      }
      const total = pack.files.reduce((sum, entry) => sum + entry.file.size, 0);
      await db.transaction('rw', [db.offline_files, db.study_packs, db.download_packs], async () => {
        await db.offline_files.bulkPut(rows);
        await db.study_packs.put({ formation_id: formationId, manifest: pack.manifest, fetched_at: now });
        await db.download_packs.put({
          formation_id: formationId,
          status: 'complete',
          version: pack.claim.version,
          files: pack.files.map((entry) => entry.file),
          total_bytes: total,
          started_at: now,
          completed_at: now,
          error: null,
        });
      });
    } catch (error) {
      // Whatever was stored goes: the phone is as it was before the import (progress is never touched).
      if (!existing) {
        await db.offline_attachments
          .bulkDelete(rows.filter((row) => row.kind === 'attachment').map((row) => row.key))
          .catch(() => undefined);
        await deletePack(db, formationId).catch(() => undefined);
      }
      throw error instanceof PackError ? error : new PackError('storage_failed');
    }
  }
  // Shown apart from the month's downloads: these bytes came from another phone, not over the network.
  await recordPackBytes(db, pack.bytes).catch(() => undefined);
  // The academy learns how its courses travel (counted on the staff dashboard).
  await enqueue(db, {
    kind: 'pack-import',
    path: 'packs/imports',
    body: { formation_id: formationId, version: pack.claim.version, bytes: pack.bytes },
    resource: formationResource(formationId),
    userId: db.userId,
  });
  return pack;
}

/**
 * Packs save the data, never the payment: a free formation imported is enrolled through the outbox (as the
 * course page does offline), so it opens at once; a paid one, or one this phone's catalogue does not know
 * yet, stays locked until this learner's own enrolment arrives from the `me` stream.
 */
export async function enrolIfFree(
  db: UserDatabase,
  formationId: string,
  formation: { price_centimes: number } | undefined,
): Promise<'free' | 'paid'> {
  if (!formation || formation.price_centimes > 0) return 'paid';
  await enqueueEnrollment(db, formationId);
  return 'free';
}
