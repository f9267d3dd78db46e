import { SHARED_PACK_CACHE, SHARED_PACK_KEY, SHARED_PACK_NAME_HEADER } from '../src/data/packs/shared-pack';

/**
 * The web manifest's `share_target`: choosing the academy in the phone's share sheet POSTs the pack file
 * here. The worker keeps the file in a cache of its own (a page cannot receive a POST body through a
 * navigation) and sends the learner to the import screen, which takes it from there and checks it.
 * Without workbox in the handler itself, so Node tests can run it.
 */
export async function receiveSharedPack(
  request: Request,
  storage: { open(name: string): Promise<Pick<Cache, 'put'>> } = caches,
): Promise<Response> {
  const data = await request.formData().catch(() => null);
  const file = data?.getAll('pack').find((entry): entry is File => typeof entry !== 'string') ?? null;
  if (!file) return Response.redirect(new URL('/downloads?import=none', request.url).href, 303);
  const cache = await storage.open(SHARED_PACK_CACHE);
  await cache.put(
    SHARED_PACK_KEY,
    new Response(file, {
      headers: { 'Content-Type': file.type || 'application/octet-stream', [SHARED_PACK_NAME_HEADER]: encodeURIComponent(file.name) },
    }),
  );
  return Response.redirect(new URL('/downloads?import=shared', request.url).href, 303);
}
