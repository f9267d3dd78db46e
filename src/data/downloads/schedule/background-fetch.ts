import { mediaFileKey, type OfflineFile, type OfflineManifest } from '../../../../contract/study';
import type { UserDatabase } from '../../user-db';
import { missingFiles, storeFetchedFile } from './store-fetched-file';

/**
 * The browser's Background Fetch (Chromium on Android): a download handed to it goes on with the app
 * closed, under the browser's own progress notification, and the service worker stores the files
 * (`finishBackgroundFetch`). Only the shapes this module uses are declared, so tests pass fakes. Where
 * the browser lacks it, nothing is handed off and the page's chunked downloader does the work, resuming
 * on the next open.
 */

export interface BackgroundFetchOptionsLike {
  title?: string;
  downloadTotal?: number;
  icons?: { src: string; sizes?: string; type?: string }[];
}

export interface BackgroundFetchManagerLike {
  fetch(id: string, requests: string[], options?: BackgroundFetchOptionsLike): Promise<unknown>;
  get(id: string): Promise<unknown>;
}

export interface BackgroundFetchRecordLike {
  request: { url: string };
  responseReady: Promise<Response>;
}

export interface BackgroundFetchRegistrationLike {
  id: string;
  /** '' while running, then 'success' or 'failure'. */
  result: string;
  matchAll(): Promise<BackgroundFetchRecordLike[]>;
}

const ID_PREFIX = 'academy-pack';

/** The fetch's id names the learner's database and the formation: the worker has nothing else to go on. */
export function backgroundFetchId(userId: string, formationId: string): string {
  return `${ID_PREFIX}|${encodeURIComponent(userId)}|${encodeURIComponent(formationId)}`;
}

export function parseBackgroundFetchId(id: string): { userId: string; formationId: string } | null {
  const [prefix, userId, formationId, ...rest] = id.split('|');
  if (prefix !== ID_PREFIX || !userId || !formationId || rest.length > 0) return null;
  return { userId: decodeURIComponent(userId), formationId: decodeURIComponent(formationId) };
}

/** The registration's Background Fetch manager, or null where the browser has none. */
export function backgroundFetchOf(registration: unknown): BackgroundFetchManagerLike | null {
  if (!('BackgroundFetchManager' in globalThis)) return null;
  const manager = (registration as { backgroundFetch?: BackgroundFetchManagerLike } | null)?.backgroundFetch;
  return manager && typeof manager.fetch === 'function' ? manager : null;
}

/**
 * Hands the files of a recorded pack still missing on the device to Background Fetch (whole files, at the
 * manifest's signed URLs). True when the browser took them: the wait row then says `background`.
 */
export async function handOffToBackgroundFetch(
  db: UserDatabase,
  manager: BackgroundFetchManagerLike,
  formationId: string,
  files: readonly OfflineFile[],
  title: string,
): Promise<boolean> {
  const missing = await missingFiles(db, files);
  if (missing.length === 0) return false;
  const id = backgroundFetchId(db.userId, formationId);
  try {
    await manager.fetch(
      id,
      missing.map((file) => file.url),
      {
        title,
        downloadTotal: missing.reduce((sum, file) => sum + file.size, 0),
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    );
  } catch {
    // Refused (no permission to show notifications, storage, an id still in use): the page downloads it.
    return false;
  }
  const wait = await db.download_waits.get(formationId);
  if (wait) await db.download_waits.update(formationId, { state: 'background', fetch_id: id, last_error: null });
  else
    await db.download_waits.put({
      formation_id: formationId,
      mode: 'wifi',
      window: null,
      rendition: 'standard',
      queued_at: new Date().toISOString(),
      state: 'background',
      fetch_id: id,
      last_error: null,
    });
  return true;
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

export type FinishOutcome = 'complete' | 'resume-on-open' | 'unknown';

/**
 * In the worker, once a Background Fetch has ended (success, failure or abort): stores every response
 * that is the file the manifest names, then marks the pack complete, or leaves it to the page's chunked
 * downloader on the next open (`downloading`, which the page resumes) when files are still missing.
 */
export async function finishBackgroundFetch(
  registration: BackgroundFetchRegistrationLike,
  openDb: (userId: string) => UserDatabase,
  now: () => Date = () => new Date(),
): Promise<FinishOutcome> {
  const named = parseBackgroundFetchId(registration.id);
  if (!named) return 'unknown';
  const db = openDb(named.userId);
  try {
    const pack = await db.download_packs.get(named.formationId);
    if (!pack) {
      await db.download_waits.delete(named.formationId);
      return 'unknown';
    }
    const manifest: OfflineManifest | null = (await db.study_packs.get(named.formationId))?.manifest ?? null;
    const byKey = new Map(pack.files.map((file) => [mediaFileKey(file.url), file]));
    for (const record of await registration.matchAll()) {
      // The browser reports absolute URLs; the manifest names same-origin files by their path.
      const file = byKey.get(mediaFileKey(record.request.url)) ?? byKey.get(pathOf(record.request.url));
      if (!file) continue;
      const response = await record.responseReady.catch(() => null);
      if (!response?.ok) continue;
      const blob = await response.blob().catch(() => null);
      if (blob) await storeFetchedFile(db, named.formationId, file, blob, manifest, now());
    }
    const complete = (await missingFiles(db, pack.files)).length === 0;
    await db.transaction('rw', db.download_packs, db.download_waits, async () => {
      await db.download_packs.update(
        named.formationId,
        complete ? { status: 'complete', completed_at: now().toISOString(), error: null } : { status: 'downloading', error: null },
      );
      await db.download_waits.delete(named.formationId);
    });
    return complete ? 'complete' : 'resume-on-open';
  } finally {
    db.close();
  }
}

/**
 * On the page: a pack the wait row says Background Fetch carries, which the browser no longer knows
 * (the worker missed its end: updated, killed), goes back to the page's downloader.
 */
export async function reclaimLostBackgroundFetches(db: UserDatabase, manager: BackgroundFetchManagerLike | null): Promise<string[]> {
  const rows = (await db.download_waits.toArray()).filter((row) => row.state === 'background');
  const reclaimed: string[] = [];
  for (const row of rows) {
    if (manager && row.fetch_id && (await manager.get(row.fetch_id).catch(() => undefined))) continue;
    await db.transaction('rw', db.download_packs, db.download_waits, async () => {
      const pack = await db.download_packs.get(row.formation_id);
      if (pack && pack.status !== 'complete') await db.download_packs.update(row.formation_id, { status: 'downloading' });
      await db.download_waits.delete(row.formation_id);
    });
    reclaimed.push(row.formation_id);
  }
  return reclaimed;
}
