import { THUMBNAIL_PATH } from '../contract/media';

/** `/api/media/thumbnails/{key}/{width}.webp` → key and width; null for any other path. */
export function parseThumbnailPath(pathname: string): { key: string; width: number } | null {
  const prefix = `${THUMBNAIL_PATH}/`;
  if (!pathname.startsWith(prefix)) return null;
  const match = /^([^/]+)\/(\d+)\.webp$/.exec(pathname.slice(prefix.length));
  return match?.[1] && match[2] ? { key: match[1], width: Number(match[2]) } : null;
}

/**
 * The cached picture to show for a thumbnail that is not in the cache, offline: the same key at another
 * width (the phone was turned, the course page asks a wider one than the list), the nearest width above
 * the asked one, else the widest below. Without workbox, so Node tests can run it. Null when the cache
 * has no variant of that picture.
 */
export function nearestCachedVariant(askedPathname: string, cachedPathnames: readonly string[]): string | null {
  const asked = parseThumbnailPath(askedPathname);
  if (!asked) return null;
  let best: { pathname: string; width: number } | null = null;
  for (const pathname of cachedPathnames) {
    const cached = parseThumbnailPath(pathname);
    if (!cached || cached.key !== asked.key) continue;
    const better =
      best === null ||
      (cached.width >= asked.width
        ? best.width < asked.width || cached.width < best.width
        : best.width < asked.width && cached.width > best.width);
    if (better) best = { pathname, width: cached.width };
  }
  return best?.pathname ?? null;
}
