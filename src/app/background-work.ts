export interface BackgroundWork {
  /** Replays the writes made offline (src/data/outbox/outbox-runtime.ts). */
  startOutbox(): Promise<void>;
  /** Starts the catalogue mirror (and the learner's own stream); resolves when its first pull has ended. */
  startMirror(): Promise<void>;
  /** Offline support: the service worker, whose install downloads the whole precache. */
  registerServiceWorker(): Promise<void>;
}

/** The service worker waits at most this long for the mirror's first pull. */
export const MIRROR_HEAD_START_MS = 10_000;

/**
 * The page's background work, started once its first screen has settled: the outbox and the mirror at
 * once, the service worker after the mirror's first pull (or after MIRROR_HEAD_START_MS if that pull
 * hangs). Run together, the precache (184 files, 458 KB compressed) and the mirror's writes shared the
 * link and the phone's cores: the mirror, which lets a visitor browse the catalogue offline, finished
 * later, and the page's tasks stretched. On `/`, Lighthouse on a 2-core host: total blocking time
 * 8–299 ms (median 89, 21 runs) together, 26–214 ms (median 61, 13 runs) one after the other.
 * Resolves once the service worker's registration has been asked for.
 */
export async function startBackgroundWork(work: BackgroundWork, headStartMs = MIRROR_HEAD_START_MS): Promise<void> {
  work.startOutbox().catch((error: unknown) => console.warn('Outbox replay did not start', error));
  const mirrored = work.startMirror().catch((error: unknown) => console.warn('Background sync did not start', error));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const headStart = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, headStartMs);
  });
  await Promise.race([mirrored, headStart]);
  clearTimeout(timer);
  await work.registerServiceWorker();
}
