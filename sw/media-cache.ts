import { registerRoute } from 'workbox-routing';
import { THUMBNAIL_PATH } from '../contract/media';
import { answerFromMediaCache, MEDIA_PATH_PREFIX } from './media-range';

/**
 * Media of downloaded formations (DESIGN.md, offline study): what the page's `<video>` asks for under
 * /api/media/ is answered from the offline media cache when the file was downloaded (Range-aware,
 * sw/media-range.ts), so the video seeks offline; files not downloaded go to the network as usual.
 * Script fetches (destination '') are left alone: the downloader talks to the network itself. Thumbnails
 * are the catalogue's route (sw/thumbnail-cache.ts; a pack stores its thumbnails in that cache).
 */
export function registerMediaCache(): void {
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin &&
      request.method === 'GET' &&
      request.destination !== '' &&
      url.pathname.startsWith(MEDIA_PATH_PREFIX) &&
      !url.pathname.startsWith(`${THUMBNAIL_PATH}/`),
    ({ request }) => answerFromMediaCache(request),
  );
}
