import { DEFAULT_RENDITION, type RenditionName } from '../../../contract/media-library';
import { mediaFileKey, packFiles, type OfflineFile, type OfflineFileKind, type OfflineManifest } from '../../../contract/study';
import type { UserDatabase } from '../user-db';
import { dexieChunkStore } from './chunk-store';
import { DownloadError, downloadFile, isAbort, onlineAwareWait, type RetryPolicy } from './chunked-download';
import { backoffDelay } from '../sync-backoff';
import { recordNetworkBytes } from '../data-cost/data-cost-store';
import type { DownloadErrorCode, DownloadPackRow, OfflineFileRow } from './download-records';
import {
  deleteOfflineMedia,
  deleteOfflineMediaCache,
  offlineMediaCacheName,
  putOfflineMedia,
  readOfflineMedia,
  SHARED_THUMBNAIL_CACHE,
} from './media-cache';
import { manifestIsFresh, refreshStudyPack } from './offline-manifest';
import { availableBytes, hasRoomFor, requestPersistentStorage, storageEstimate } from './storage-estimate';

/**
 * Offline packs: downloads every file of a formation's manifest, one after another, into the learner's
 * database (attachments) and Cache Storage (videos, thumbnails). Module-level, not tied to a component:
 * a download carries on while the learner moves around the app, and any screen can show its progress.
 * A pack's state is kept in `download_packs`, so a reload resumes it (`resumeInterruptedDownloads`).
 * One tab at a time runs a pack (Web Lock per pack); the others show what the database says.
 */

export interface FileProgress {
  key: string;
  kind: OfflineFileKind;
  lesson_id: string | null;
  size: number;
  /** Bytes of the file on the device. */
  bytes: number;
  done: boolean;
}

export type PackState = 'idle' | 'downloading' | 'retrying' | 'paused' | 'complete' | 'error';

export interface PackProgress {
  formation_id: string;
  state: PackState;
  total_bytes: number;
  /** Bytes of the pack on the device, never decreasing while it downloads. */
  bytes: number;
  files: FileProgress[];
  error: DownloadErrorCode | null;
}

export interface DownloadPlan {
  /** Distinct files of the manifest (one per lasting URL). */
  files: OfflineFile[];
  total_bytes: number;
  /** Already on the device: complete files and stored pieces. */
  on_device_bytes: number;
  /** Still to fetch. */
  needed_bytes: number;
}

export class StorageShortError extends DownloadError {
  constructor(
    readonly needed: number,
    readonly available: number,
  ) {
    super('storage_short');
  }
}

type Listener = () => void;

const progress = new Map<string, PackProgress>();
const listeners = new Set<Listener>();
const running = new Map<string, { controller: AbortController; finished: Promise<void> }>();

/** Packs are per learner: two people sharing a phone each have their own. */
const packKey = (db: UserDatabase, formationId: string) => `${db.name}|${formationId}`;

function emit(key: string, next: PackProgress): void {
  progress.set(key, next);
  for (const listener of listeners) listener();
}

function update(key: string, change: (current: PackProgress) => PackProgress): void {
  const current = progress.get(key);
  if (current) emit(key, change(current));
}

export function subscribeDownloads(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The latest progress of a pack this page knows about (same object until it changes). */
export function packProgress(db: UserDatabase, formationId: string): PackProgress | undefined {
  return progress.get(packKey(db, formationId));
}

export function isDownloading(db: UserDatabase, formationId: string): boolean {
  return running.has(packKey(db, formationId));
}

/** One entry per lasting URL: a manifest may list a file once per lesson that uses it. */
function distinctFiles(files: readonly OfflineFile[]): OfflineFile[] {
  const seen = new Map<string, OfflineFile>();
  for (const file of files) if (!seen.has(mediaFileKey(file.url))) seen.set(mediaFileKey(file.url), file);
  return [...seen.values()];
}

async function storedBytes(db: UserDatabase, file: OfflineFile): Promise<{ bytes: number; done: boolean }> {
  const key = mediaFileKey(file.url);
  const stored = await db.offline_files.get(key);
  if (stored && stored.sha256 === file.sha256) return { bytes: file.size, done: true };
  const parts = await db.download_parts.where('key').equals(key).toArray();
  return {
    bytes: Math.min(
      file.size,
      parts.reduce((sum, part) => sum + part.blob.size, 0),
    ),
    done: false,
  };
}

/**
 * What a download of `manifest` would fetch: the size shown before starting, and what is already here.
 * Each lesson's video comes in the rendition `choice`, or the nearest the lesson has.
 */
export async function planDownload(
  db: UserDatabase,
  manifest: OfflineManifest,
  choice: RenditionName = DEFAULT_RENDITION,
): Promise<DownloadPlan> {
  const files = distinctFiles(packFiles(manifest.files, choice));
  let onDevice = 0;
  for (const file of files) onDevice += (await storedBytes(db, file)).bytes;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return { files, total_bytes: total, on_device_bytes: onDevice, needed_bytes: total - onDevice };
}

async function loadProgress(
  db: UserDatabase,
  formationId: string,
  files: readonly OfflineFile[],
  state: PackState,
  error: DownloadErrorCode | null,
): Promise<PackProgress> {
  const entries: FileProgress[] = [];
  for (const file of files) {
    const { bytes, done } = await storedBytes(db, file);
    entries.push({ key: mediaFileKey(file.url), kind: file.kind, lesson_id: file.lesson_id, size: file.size, bytes, done });
  }
  return {
    formation_id: formationId,
    state,
    total_bytes: entries.reduce((sum, file) => sum + file.size, 0),
    bytes: entries.reduce((sum, file) => sum + file.bytes, 0),
    files: entries,
    error,
  };
}

const STATE_OF: Record<DownloadPackRow['status'], PackState> = {
  downloading: 'paused',
  paused: 'paused',
  complete: 'complete',
  error: 'error',
};

/** Loads a stored pack's progress into memory for the screens (no download starts). */
export async function loadPackProgress(db: UserDatabase, formationId: string): Promise<PackProgress | undefined> {
  const key = packKey(db, formationId);
  if (running.has(key)) return progress.get(key);
  const pack = await db.download_packs.get(formationId);
  if (!pack) {
    progress.delete(key);
    for (const listener of listeners) listener();
    return undefined;
  }
  const loaded = await loadProgress(db, formationId, distinctFiles(pack.files), STATE_OF[pack.status], pack.error);
  if (!running.has(key)) emit(key, loaded);
  return progress.get(key);
}

function contentType(file: OfflineFile, manifest: OfflineManifest | null): string {
  if (file.kind === 'thumbnail') return 'image/webp';
  if (file.kind === 'search-index') return 'application/gzip';
  if (file.kind === 'video') {
    const lesson = manifest?.lessons.find((entry) => entry.id === file.lesson_id);
    const rendition = lesson?.renditions?.find((entry) => mediaFileKey(entry.url) === mediaFileKey(file.url));
    return rendition?.mime_type ?? lesson?.video?.mime_type ?? 'video/mp4';
  }
  return (
    manifest?.attachments.find((attachment) => mediaFileKey(attachment.url) === mediaFileKey(file.url))?.mime_type ??
    'application/octet-stream'
  );
}

/** Another pack or lesson already holds the same bytes: copy them instead of fetching them again. */
async function copyOfSameFile(db: UserDatabase, file: OfflineFile): Promise<Blob | null> {
  const twins = await db.offline_files.where('sha256').equals(file.sha256).toArray();
  for (const twin of twins) {
    const blob =
      twin.kind === 'attachment' ? ((await db.offline_attachments.get(twin.key))?.blob ?? null) : await readOfflineMedia(twin.key);
    if (blob && blob.size === file.size) return blob;
  }
  return null;
}

async function storeFile(
  db: UserDatabase,
  formationId: string,
  file: OfflineFile,
  blob: Blob,
  manifest: OfflineManifest | null,
): Promise<void> {
  const key = mediaFileKey(file.url);
  if (file.kind === 'attachment') await db.offline_attachments.put({ key, blob });
  else {
    const cacheName = file.kind === 'thumbnail' ? SHARED_THUMBNAIL_CACHE : offlineMediaCacheName(db.name, formationId);
    await putOfflineMedia(cacheName, key, blob, contentType(file, manifest));
  }
  const row: OfflineFileRow = {
    key,
    formation_id: formationId,
    kind: file.kind,
    lesson_id: file.lesson_id,
    size: file.size,
    sha256: file.sha256,
    stored_at: new Date().toISOString(),
  };
  await db.transaction('rw', db.offline_files, db.download_parts, async () => {
    await db.offline_files.put(row);
    await db.download_parts.where('key').equals(key).delete();
  });
}

/** Files of the formation kept from an older version of the pack and no longer in it. */
async function dropStaleFiles(db: UserDatabase, formationId: string, keep: ReadonlySet<string>): Promise<void> {
  const stale = (await db.offline_files.where('formation_id').equals(formationId).toArray()).filter((row) => !keep.has(row.key));
  if (stale.length === 0) return;
  await deleteOfflineMedia(
    offlineMediaCacheName(db.name, formationId),
    stale.filter((row) => row.kind === 'video' || row.kind === 'search-index').map((row) => row.key),
  );
  await db.offline_attachments.bulkDelete(stale.filter((row) => row.kind === 'attachment').map((row) => row.key));
  await db.offline_files.bulkDelete(stale.map((row) => row.key));
}

function withLock<T>(name: string, work: () => Promise<T>): Promise<T | 'busy'> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return work();
  return locks.request(name, { ifAvailable: true }, (lock) => (lock ? work() : ('busy' as const)));
}

export interface RunOptions {
  fetch?: typeof fetch;
  /** The rendition of each lesson's video to carry (the learner's remembered choice). */
  rendition?: RenditionName;
  /** Retry policy of each file; the default waits with back-off and wakes when back online. */
  retry?: RetryPolicy;
  /**
   * Offered the recorded pack before the page fetches anything (the browser's Background Fetch,
   * src/data/downloads/schedule/background-fetch.ts); when it takes it, the page does not download it.
   */
  handOff?: (plan: DownloadPlan, manifest: OfflineManifest) => Promise<boolean>;
}

/** Downloads what is missing of a stored pack until it is complete, paused or refused. */
function runPack(db: UserDatabase, formationId: string, options: RunOptions): Promise<void> {
  const key = packKey(db, formationId);
  const active = running.get(key);
  if (active) return active.finished;
  const controller = new AbortController();
  const finished = (async () => {
    try {
      const outcome = await downloadPack(db, formationId, options, controller);
      // Another tab holds this pack: show what its progress has stored so far.
      if (outcome === 'busy') await loadPackProgress(db, formationId);
    } catch (error) {
      // Signing out closes the learner's database under a running download: the pack stays 'downloading'
      // with the bytes it has, and carries on at their next sign-in (resumeInterruptedDownloads).
      if (!(error instanceof Error && error.name === 'DatabaseClosedError')) console.warn('Offline download stopped', error);
    } finally {
      running.delete(key);
    }
  })();
  running.set(key, { controller, finished });
  return finished;
}

function downloadPack(db: UserDatabase, formationId: string, options: RunOptions, controller: AbortController): Promise<'done' | 'busy'> {
  return withLock(`academy-download:${db.name}:${formationId}`, async () => {
    const pack = await db.download_packs.get(formationId);
    if (!pack) return 'done' as const;
    let manifest: OfflineManifest | null = (await db.study_packs.get(formationId))?.manifest ?? null;
    let files = distinctFiles(pack.files);
    const slot = packKey(db, formationId);
    emit(slot, await loadProgress(db, formationId, files, 'downloading', null));
    await db.download_packs.update(formationId, { status: 'downloading', error: null });

    const freshUrl = async (key: string): Promise<string> => {
      manifest = await refreshStudyPack(db, formationId);
      const match = manifest.files.find((entry) => mediaFileKey(entry.url) === key);
      if (!match) throw new DownloadError('not_found');
      files = files.map((entry) => (mediaFileKey(entry.url) === key ? match : entry));
      return match.url;
    };
    const baseRetry: RetryPolicy = options.retry ?? {
      delay: (failures, after) => backoffDelay(failures, Math.random, after),
      wait: onlineAwareWait,
    };
    const retry: RetryPolicy = {
      delay: baseRetry.delay,
      async wait(ms, signal) {
        update(slot, (current) => ({ ...current, state: 'retrying' }));
        await baseRetry.wait(ms, signal);
        update(slot, (current) => ({ ...current, state: 'downloading' }));
      },
    };

    try {
      for (const file of [...files]) {
        const key = mediaFileKey(file.url);
        const known = await storedBytes(db, file);
        if (known.done) continue;
        const setBytes = (bytes: number, done = false) =>
          update(slot, (current) => {
            const entries = current.files.map((entry) =>
              entry.key === key ? { ...entry, bytes: Math.max(entry.bytes, bytes), done } : entry,
            );
            return { ...current, files: entries, bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0) };
          });
        let blob = await copyOfSameFile(db, file);
        if (!blob) {
          const current = files.find((entry) => mediaFileKey(entry.url) === key) ?? file;
          const url = manifest && manifestIsFresh(manifest) ? current.url : await freshUrl(key).catch(() => current.url);
          blob = await downloadFile({
            target: { key, url, size: file.size, sha256: file.sha256 },
            store: dexieChunkStore(db),
            fetch: options.fetch,
            signal: controller.signal,
            onProgress: (bytes) => setBytes(bytes),
            onReceived: (bytes) => void recordNetworkBytes(db, bytes).catch(() => undefined),
            refreshUrl: () => freshUrl(key),
            retry,
          });
        }
        await storeFile(db, formationId, file, blob, manifest);
        setBytes(file.size, true);
      }
      await dropStaleFiles(db, formationId, new Set(files.map((file) => mediaFileKey(file.url))));
      await db.download_packs.update(formationId, { status: 'complete', completed_at: new Date().toISOString(), error: null, files });
      update(slot, (current) => ({ ...current, state: 'complete', error: null }));
    } catch (error) {
      if (isAbort(error)) {
        await db.download_packs.update(formationId, { status: 'paused' });
        update(slot, (current) => ({ ...current, state: 'paused' }));
        return 'done' as const;
      }
      const code: DownloadErrorCode = error instanceof DownloadError ? error.code : 'storage_failed';
      if (!(error instanceof DownloadError)) console.warn('Offline download failed', error);
      await db.download_packs.update(formationId, { status: 'error', error: code });
      update(slot, (current) => ({ ...current, state: 'error', error: code }));
    }
    return 'done' as const;
  });
}

/**
 * Starts (or updates) the offline pack of a formation: fetches the manifest, refuses when the device is
 * short of space (StorageShortError), asks for persistent storage, records the pack and downloads it in
 * the background. Resolves once the pack is recorded; `packProgress` follows the download.
 */
export async function startDownload(db: UserDatabase, formationId: string, options: RunOptions = {}): Promise<DownloadPlan> {
  const manifest = await refreshStudyPack(db, formationId);
  const plan = await planDownload(db, manifest, options.rendition);
  const figures = await storageEstimate();
  if (!hasRoomFor(plan.needed_bytes, figures)) {
    throw new StorageShortError(plan.needed_bytes, figures ? availableBytes(figures) : 0);
  }
  void requestPersistentStorage();
  const existing = await db.download_packs.get(formationId);
  await db.download_packs.put({
    formation_id: formationId,
    // Handed off, the pack is not the page's to resume on the next open unless the hand-off fails.
    status: options.handOff ? 'paused' : 'downloading',
    version: manifest.version,
    files: plan.files,
    total_bytes: plan.total_bytes,
    started_at: existing?.started_at ?? new Date().toISOString(),
    completed_at: existing?.completed_at ?? null,
    error: null,
  });
  if (options.handOff) {
    if (await options.handOff(plan, manifest).catch(() => false)) return plan;
    await db.download_packs.update(formationId, { status: 'downloading' });
  }
  void runPack(db, formationId, options);
  return plan;
}

/** Stops a running download; its bytes stay, and `resumeDownload` continues from them. */
export function pauseDownload(db: UserDatabase, formationId: string): void {
  running.get(packKey(db, formationId))?.controller.abort();
}

export function resumeDownload(db: UserDatabase, formationId: string, options: RunOptions = {}): Promise<void> {
  return runPack(db, formationId, options);
}

/** Carries on with packs a reload or a closed tab left half-done. */
export async function resumeInterruptedDownloads(db: UserDatabase, options: RunOptions = {}): Promise<void> {
  const packs = await db.download_packs.toArray();
  for (const pack of packs) if (pack.status === 'downloading') void runPack(db, pack.formation_id, options);
}

/**
 * Deletes a pack and the files it put on the device (the space is freed; progress is kept). Its
 * thumbnails stay in the catalogue's picture cache, where the course list shows them too.
 */
export async function deletePack(db: UserDatabase, formationId: string): Promise<void> {
  const key = packKey(db, formationId);
  const active = running.get(key);
  active?.controller.abort();
  await active?.finished;
  const pack = await db.download_packs.get(formationId);
  const files = await db.offline_files.where('formation_id').equals(formationId).toArray();
  const keys = new Set([...files.map((row) => row.key), ...(pack?.files ?? []).map((file) => mediaFileKey(file.url))]);
  await deleteOfflineMediaCache(offlineMediaCacheName(db.name, formationId));
  await db.transaction('rw', [db.offline_files, db.offline_attachments, db.download_parts, db.download_packs], async () => {
    await db.offline_attachments.bulkDelete(files.filter((row) => row.kind === 'attachment').map((row) => row.key));
    await db.offline_files.bulkDelete(files.map((row) => row.key));
    await db.download_parts
      .where('key')
      .anyOf([...keys])
      .delete();
    await db.download_packs.delete(formationId);
  });
  progress.delete(key);
  for (const listener of listeners) listener();
}
