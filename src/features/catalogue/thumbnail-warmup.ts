import { thumbnailUrl, thumbnailWidthFor } from '../../../contract/media';
import { dataSaverOn } from '../../lib/data-saver';

/**
 * Thumbnails shown before the service worker controlled the page (a first visit) never went through its
 * cache, so they would be missing offline. Their URLs are kept here and fetched again once a worker takes
 * control: the worker's cache-first route stores them, and the browser's own cache answers the fetch
 * (the URLs are immutable), so this costs no download.
 */
const pending = new Set<string>();
let waiting = false;

function flush() {
  for (const url of pending) warm(url);
  pending.clear();
}

/**
 * One GET through the worker, its answer unused; a failure only means the picture waits for next time.
 * ky is imported here, not at the top: the catalogue pages load this module before they hydrate, and ky
 * only once they have (src/lib/api.ts, `loadHttpClient`).
 */
function warm(url: string): void {
  void import('ky').then(({ default: ky }) => ky.get(url, { retry: 0, timeout: false })).catch(() => undefined);
}

function serviceWorker(): ServiceWorkerContainer | undefined {
  return typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
}

/** Fetches `url` through the worker: now if one controls the page, else once one takes control. */
function fetchThroughWorker(url: string): void {
  const worker = serviceWorker();
  if (!url || !worker) return;
  if (worker.controller) {
    warm(url);
    return;
  }
  pending.add(url);
  if (waiting) return;
  waiting = true;
  worker.addEventListener(
    'controllerchange',
    () => {
      waiting = false;
      flush();
    },
    { once: true },
  );
}

export function rememberThumbnail(url: string): void {
  // Loaded through the worker already (cached), or no worker at all: nothing to do.
  if (!url || !serviceWorker() || serviceWorker()?.controller) return;
  fetchThroughWorker(url);
}

/** A card picture's slot (formation-card.tsx passes CARD_THUMBNAIL_SIZES to `<img sizes>`). */
export const CARD_THUMBNAIL_SIZES = '(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw';

/** CARD_THUMBNAIL_SIZES in pixels, for a viewport `viewport` px wide and a root font of `rem` px. */
export function cardSlotPixels(viewport: number, rem: number): number {
  if (viewport >= 72 * rem) return 22 * rem;
  if (viewport >= 40 * rem) return viewport * 0.45;
  return viewport;
}

/** Enough for a whole demo-sized catalogue and more; a catalogue of hundreds warms its newest courses. */
export const WARM_THUMBNAILS_MAX = 60;

const warmed = new Set<string>();

/**
 * Pictures below the fold are lazy, so a course the learner never scrolled to (or that sits on
 * another page of the list) had no picture offline. Once online with a worker, the catalogue fetches every
 * listed course's picture at the width its card asks on this screen; the worker's cache-first route keeps
 * them (sw/thumbnail-cache.ts). About 3 KB each at phone widths; skipped with data saver on (the learner's
 * switch, or the browser asking to save data: src/lib/data-saver.ts).
 */
export function warmCatalogueThumbnails(keys: readonly string[]): void {
  if (typeof window === 'undefined' || !serviceWorker()) return;
  if (dataSaverOn()) return;
  const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const width = thumbnailWidthFor(cardSlotPixels(window.innerWidth, rem) * (window.devicePixelRatio || 1));
  for (const key of keys.slice(0, WARM_THUMBNAILS_MAX)) {
    const url = thumbnailUrl(key, width);
    if (warmed.has(url)) continue;
    warmed.add(url);
    fetchThroughWorker(url);
  }
}
