import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { THUMBNAIL_PATH } from '../contract/media';
import { nearestCachedVariant } from './thumbnail-variants';

/** Versioned so a change of strategy can drop the old cache by name. */
export const THUMBNAIL_CACHE = 'academy-thumbnails-v1';

/** Enough for the demo catalogue at every width and a few hundred courses at phone widths. */
export const THUMBNAIL_CACHE_MAX_ENTRIES = 400;
export const THUMBNAIL_CACHE_MAX_AGE_SECONDS = 60 * 24 * 60 * 60;

/**
 * Offline, a width not cached yet is answered with the same picture at a cached width: a picture a little
 * soft or large beats a broken image.
 */
const otherWidthWhenOffline: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const cache = await caches.open(THUMBNAIL_CACHE);
    const cached = (await cache.keys()).map((entry) => new URL(entry.url).pathname);
    const pathname = nearestCachedVariant(new URL(request.url).pathname, cached);
    return pathname ? cache.match(pathname) : undefined;
  },
};

/**
 * Course thumbnails (width-limited WebP under /api/media/thumbnails/), cache first with an expiry, so an
 * offline catalogue still shows its pictures. Their URLs are content-addressed: a cached one is never
 * stale, so the network is asked only for pictures not seen yet. Least recently used ones go first when
 * the cache is full or storage runs short. Pictures the learner never scrolled to are fetched by the
 * catalogue itself (src/features/catalogue/thumbnail-warmup.ts), so every course shows its picture offline.
 *
 * Register it before any broader /api/media/ route: Workbox uses the first route that matches.
 */
export function registerThumbnailCache(): void {
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith(`${THUMBNAIL_PATH}/`),
    new CacheFirst({
      cacheName: THUMBNAIL_CACHE,
      plugins: [
        new ExpirationPlugin({
          maxEntries: THUMBNAIL_CACHE_MAX_ENTRIES,
          maxAgeSeconds: THUMBNAIL_CACHE_MAX_AGE_SECONDS,
          purgeOnQuotaError: true,
        }),
        otherWidthWhenOffline,
      ],
    }),
  );
}
