/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerBackgroundSync } from './background-sync';
import { registerCertificateKey } from './certificate-key';
import { registerMediaCache } from './media-cache';
import { registerNavigationFallback } from './navigation';
import { registerThumbnailCache } from './thumbnail-cache';
import { setupPrecache } from './precache';
import { listenForSkipWaiting } from './update';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/*
 * The entry only wires modules together. Later capabilities add theirs beside these:
 * a Range-aware media cache (study/downloads) and a Background Sync handler for the outbox
 * (sw/background-sync.ts). /api responses are not cached here: the app keeps its data in IndexedDB. The one
 * exception is the certificate public key (sw/certificate-key.ts): public, and made at run time, not at build.
 */
listenForSkipWaiting(self);
setupPrecache(self.__WB_MANIFEST);
registerNavigationFallback();
registerCertificateKey(self);
// Before the media cache: Workbox answers with the first matching route, and media matches all of /api/media/.
registerThumbnailCache();
registerMediaCache();
registerBackgroundSync(self);

// A worker activates either on first install (no page is controlled yet, so claiming them makes
// the first visit work offline at once) or after the learner accepted the update prompt.
// It never activates under a running older version by itself, because it waits for SKIP_WAITING.
clientsClaim();
