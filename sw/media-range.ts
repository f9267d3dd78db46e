import { parseByteRange } from '../contract/study';
import { offlineMediaCaches } from '../src/data/downloads/media-cache';

/**
 * Answers for the media of downloaded formations, without workbox so Node tests can run them. The
 * downloader keeps each video and thumbnail in Cache Storage under its lasting URL; these answers come
 * from there with correct byte ranges (206, Content-Range, Content-Length, Accept-Ranges; 416 outside the
 * file), so the `<video>` element plays and seeks with no network.
 */
export const MEDIA_PATH_PREFIX = '/api/media/';

/** The cached file as a response to a request with `rangeHeader`. */
export async function rangedResponse(cached: Response, rangeHeader: string | null): Promise<Response> {
  const blob = await cached.blob();
  const size = blob.size;
  const headers = new Headers({
    'Accept-Ranges': 'bytes',
    'Content-Type': cached.headers.get('Content-Type') ?? 'application/octet-stream',
  });
  const range = parseByteRange(rangeHeader, size);
  if (range === 'invalid') {
    headers.set('Content-Range', `bytes */${size}`);
    return new Response(null, { status: 416, statusText: 'Range Not Satisfiable', headers });
  }
  if (!range) {
    headers.set('Content-Length', String(size));
    return new Response(blob, { status: 200, headers });
  }
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  headers.set('Content-Length', String(range.end - range.start + 1));
  // A slice of a stored blob is read lazily: seeking in a long video never loads the whole file.
  return new Response(blob.slice(range.start, range.end + 1), { status: 206, statusText: 'Partial Content', headers });
}

/** Answers from the offline media caches when the file was downloaded, else from the network. */
export async function answerFromMediaCache(
  request: Request,
  storage: Pick<CacheStorage, 'match' | 'keys'> = caches,
  network: (request: Request) => Promise<Response> = (original) => fetch(original),
): Promise<Response> {
  const key = new URL(request.url).pathname;
  for (const name of await offlineMediaCaches(storage)) {
    // `caches.match` keeps no Cache object alive in the worker, so a deleted pack's cache is freed at once.
    const cached = await storage.match(key, { cacheName: name });
    if (cached) return rangedResponse(cached, request.headers.get('Range'));
  }
  return network(request);
}
