import { packFileName, PACK_MIME_TYPE } from '../../../contract/course-pack';
import type { RenditionName } from '../../../contract/media-library';
import { mediaFileKey, type OfflineFile, type OfflineManifest } from '../../../contract/study';
import { offlineMediaCacheName, SHARED_THUMBNAIL_CACHE } from '../downloads/media-cache';
import type { UserDatabase } from '../user-db';
import { buildPack, planPack, type PackPlan } from './course-pack';

/**
 * Sharing a downloaded formation as one file: the pack is built from what the download put on the phone
 * (attachments in the learner's database, videos and pictures in Cache Storage), then handed to the share
 * sheet, or saved where the browser cannot share files.
 */

export interface ShareablePack {
  manifest: OfflineManifest;
  rendition: RenditionName;
  plan: PackPlan;
  slug: string;
}

/** The rendition the download carried: the one of its videos (the fallbacks of packFiles give the rest). */
function downloadedRendition(files: readonly OfflineFile[]): RenditionName {
  const named = files.find((file) => file.kind === 'video' && file.rendition);
  return named?.rendition ?? 'standard';
}

/**
 * Whether the formation can be shared now, and what the pack would be: `outdated` when the study pack on
 * the phone is not the one the files came from, `unsigned` when it was fetched from a server without packs.
 */
export async function shareablePack(
  db: UserDatabase,
  formationId: string,
): Promise<ShareablePack | 'not_downloaded' | 'outdated' | 'unsigned'> {
  const [pack, study] = await Promise.all([db.download_packs.get(formationId), db.study_packs.get(formationId)]);
  if (!pack || pack.status !== 'complete' || !study) return 'not_downloaded';
  if (study.manifest.version !== pack.version) return 'outdated';
  const rendition = downloadedRendition(pack.files);
  const plan = planPack(study.manifest, rendition);
  if (!plan) return 'unsigned';
  return { manifest: study.manifest, rendition, plan, slug: plan.claim.slug };
}

async function cachedBlob(cacheName: string, key: string): Promise<Blob | null> {
  if (typeof caches === 'undefined') return null;
  const found = await caches.match(key, { cacheName });
  return found ? found.blob() : null;
}

/** A file of the pack as the download stored it. */
export async function deviceFile(db: UserDatabase, formationId: string, file: OfflineFile): Promise<Blob | null> {
  const key = mediaFileKey(file.url);
  if (file.kind === 'attachment') return (await db.offline_attachments.get(key))?.blob ?? null;
  if (file.kind === 'thumbnail') return cachedBlob(SHARED_THUMBNAIL_CACHE, key);
  return cachedBlob(offlineMediaCacheName(db.name, formationId), key);
}

export async function buildSharedPack(
  db: UserDatabase,
  shareable: ShareablePack,
  onProgress: (bytes: number, total: number) => void,
): Promise<File> {
  const formationId = shareable.manifest.formation_id;
  const blob = await buildPack(shareable.manifest, shareable.rendition, (file) => deviceFile(db, formationId, file), onProgress);
  return new File([blob], packFileName(shareable.slug), { type: PACK_MIME_TYPE });
}

/** Saves a file under its name through a temporary object URL (where files cannot be shared). */
export function saveFile(file: File): void {
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser's download; the URL can go once it has started.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

export type ShareOutcome = 'shared' | 'saved' | 'cancelled';

/** The share sheet where the browser shares files (Android), else a saved file. */
export async function handOver(
  file: File,
  title: string,
  nav: Partial<Pick<Navigator, 'share' | 'canShare'>> = globalThis.navigator,
): Promise<ShareOutcome> {
  const data = { files: [file], title };
  if (nav.share && nav.canShare?.({ files: [file] })) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      // The learner closed the share sheet: nothing to save.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  saveFile(file);
  return 'saved';
}
