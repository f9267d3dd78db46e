import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

/**
 * The shell, every route chunk, every language's strings and the icons, as listed by the build
 * (vite.config.ts PRECACHE_GLOBS). Caches of older builds are deleted when this worker activates.
 */
export function setupPrecache(entries: (PrecacheEntry | string)[]): void {
  precacheAndRoute(entries);
  cleanupOutdatedCaches();
}
