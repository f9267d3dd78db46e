/**
 * Downloaded videos and thumbnails live in Cache Storage under their lasting URL (no signature), where the
 * service worker (sw/media-range.ts) answers the `<video>` element's Range requests from them. One cache
 * per learner and formation: deleting a pack deletes its whole cache, which is what makes the browser
 * give the space back at once (removing entries one by one is reclaimed only later).
 */
export const OFFLINE_MEDIA_CACHE_PREFIX = 'academy-offline-media-v1';

/**
 * Course thumbnails are the catalogue's: the worker answers them cache-first from this cache
 * (sw/thumbnail-cache.ts, THUMBNAIL_CACHE), so a pack puts its thumbnails there and leaves them there
 * when it is deleted (the catalogue keeps showing them offline).
 */
export const SHARED_THUMBNAIL_CACHE = 'academy-thumbnails-v1';

export function offlineMediaCacheName(owner: string, formationId: string): string {
  return `${OFFLINE_MEDIA_CACHE_PREFIX}|${owner}|${formationId}`;
}

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/** Every offline media cache of this origin, whoever downloaded it. */
export async function offlineMediaCaches(storage: Pick<CacheStorage, 'keys'> | null = cacheStorage()): Promise<string[]> {
  if (!storage) return [];
  return (await storage.keys()).filter((name) => name.startsWith(`${OFFLINE_MEDIA_CACHE_PREFIX}|`));
}

export async function putOfflineMedia(cacheName: string, key: string, blob: Blob, contentType: string): Promise<void> {
  const storage = cacheStorage();
  if (!storage) throw new Error('Cache Storage is not available');
  const cache = await storage.open(cacheName);
  await cache.put(
    key,
    new Response(blob, {
      status: 200,
      headers: { 'Content-Type': contentType, 'Content-Length': String(blob.size), 'Accept-Ranges': 'bytes' },
    }),
  );
}

/** A downloaded file's bytes from whichever offline cache holds it. */
export async function readOfflineMedia(key: string): Promise<Blob | null> {
  const storage = cacheStorage();
  if (!storage) return null;
  for (const name of await offlineMediaCaches(storage)) {
    // `caches.match` holds no Cache object: a cache deleted later is not kept alive by this page.
    const found = await storage.match(key, { cacheName: name });
    if (found) return found.blob();
  }
  return null;
}

export async function deleteOfflineMedia(cacheName: string, keys: readonly string[]): Promise<void> {
  const storage = cacheStorage();
  if (!storage || keys.length === 0) return;
  const cache = await storage.open(cacheName);
  await Promise.all(keys.map((key) => cache.delete(key)));
}

export async function deleteOfflineMediaCache(cacheName: string): Promise<void> {
  await cacheStorage()?.delete(cacheName);
}
