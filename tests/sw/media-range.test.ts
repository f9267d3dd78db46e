import { describe, expect, it } from 'vitest';
import { answerFromMediaCache, rangedResponse } from '../../sw/media-range';
import { offlineMediaCacheName } from '../../src/data/downloads/media-cache';

const VIDEO = new Uint8Array(Array.from({ length: 10_000 }, (_, index) => index % 251));

function cachedVideo(): Response {
  return new Response(new Blob([VIDEO]), { headers: { 'Content-Type': 'video/mp4' } });
}

async function bytes(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

const PACK_CACHE = offlineMediaCacheName('academy-user-1', 'formation-1');

/** Cache Storage with one downloaded video under its lasting URL, beside the app's precache. */
function fakeCaches(opened: string[]): Pick<CacheStorage, 'match' | 'keys'> {
  return {
    async keys() {
      return ['workbox-precache-v2-https://academy.test/', PACK_CACHE];
    },
    async match(key: RequestInfo | URL, options?: MultiCacheQueryOptions) {
      opened.push(options?.cacheName ?? '*');
      return options?.cacheName === PACK_CACHE && String(key) === '/api/media/lessons/abc/video' ? cachedVideo() : undefined;
    },
  };
}

describe('service worker media cache', () => {
  it.each([
    ['bytes=0-0', 0, 0],
    ['bytes=0-', 0, 9_999],
    ['bytes=5000-5999', 5_000, 5_999],
    ['bytes=9999-9999', 9_999, 9_999],
    ['bytes=-100', 9_900, 9_999],
    ['bytes=9000-20000', 9_000, 9_999],
  ])('answers %s with 206, Content-Range, Content-Length and Accept-Ranges', async (range, start, end) => {
    const response = await rangedResponse(cachedVideo(), range);
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe(`bytes ${start}-${end}/10000`);
    expect(response.headers.get('Content-Length')).toBe(String(end - start + 1));
    expect(response.headers.get('Accept-Ranges')).toBe('bytes');
    expect(response.headers.get('Content-Type')).toBe('video/mp4');
    expect(await bytes(response)).toEqual(VIDEO.subarray(start, end + 1));
  });

  it('answers the whole file without a Range header, and 416 for a range outside it', async () => {
    const whole = await rangedResponse(cachedVideo(), null);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Length')).toBe('10000');
    expect(await bytes(whole)).toEqual(VIDEO);
    const outside = await rangedResponse(cachedVideo(), 'bytes=10000-');
    expect(outside.status).toBe(416);
    expect(outside.headers.get('Content-Range')).toBe('bytes */10000');
  });

  it('serves a downloaded file whatever signature its URL carries, and sends anything else to the network', async () => {
    const opened: string[] = [];
    const network: Request[] = [];
    const toNetwork = async (request: Request) => {
      network.push(request);
      return new Response('from network');
    };
    const signed = new Request('https://academy.test/api/media/lessons/abc/video?uid=u&exp=1&sig=x', { headers: { Range: 'bytes=10-19' } });
    const hit = await answerFromMediaCache(signed, fakeCaches(opened), toNetwork);
    expect(hit.status).toBe(206);
    expect(await bytes(hit)).toEqual(VIDEO.subarray(10, 20));
    expect(network).toHaveLength(0);
    expect(opened).toEqual([PACK_CACHE]);

    const miss = await answerFromMediaCache(
      new Request('https://academy.test/api/media/lessons/other/video'),
      fakeCaches(opened),
      toNetwork,
    );
    expect(await miss.text()).toBe('from network');
    expect(network).toHaveLength(1);
  });
});
