/**
 * Thumbnails shown before the service worker controlled the page (a first visit) never went through its
 * cache, so they would be missing offline. Their URLs are kept here and fetched again once a worker takes
 * control: the worker's cache-first route stores them, and the browser's own cache answers the fetch
 * (the URLs are immutable), so this costs no download.
 */
const pending = new Set<string>();
let waiting = false;

function flush() {
  for (const url of pending) void fetch(url).catch(() => undefined);
  pending.clear();
}

export function rememberThumbnail(url: string): void {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  // Loaded through the worker already (cached), or no worker at all: nothing to do.
  if (!url || !worker || worker.controller) return;
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
