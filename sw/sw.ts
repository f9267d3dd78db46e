/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerBackgroundFetch } from './background-fetch';
import { registerBackgroundSync } from './background-sync';
import { registerCertificateKey } from './certificate-key';
import { registerMediaCache } from './media-cache';
import { registerNavigationFallback } from './navigation';
import { registerShareTarget } from './share-target';
import { registerThumbnailCache } from './thumbnail-cache';
import { setupPrecache } from './precache';
import { listenForSkipWaiting } from './update';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/*
 * The entry only wires modules together: the precache and update prompt, the navigation fallback, the
 * certificate public key, the thumbnail and Range-aware media caches of downloaded packs, and the outbox's
 * Background Sync (sw/background-sync.ts). Other /api answers are not cached here: the app keeps its data
 * in IndexedDB. The certificate public key (sw/certificate-key.ts) is cached because it is public and made
 * at run time, not at build.
 */
listenForSkipWaiting(self);
setupPrecache(self.__WB_MANIFEST);
registerNavigationFallback();
registerCertificateKey(self);
registerShareTarget();
// Before the media cache: Workbox answers with the first matching route, and media matches all of /api/media/.
registerThumbnailCache();
registerMediaCache();
registerBackgroundSync(self);
// Downloads the browser carries on with the app closed (Chromium on Android).
registerBackgroundFetch(self as unknown as Parameters<typeof registerBackgroundFetch>[0]);

// A worker activates either on first install (no page is controlled yet, so claiming them makes
// the first visit work offline at once) or after the learner accepted the update prompt.
// It never activates under a running older version by itself, because it waits for SKIP_WAITING.
clientsClaim();
