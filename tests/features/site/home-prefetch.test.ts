import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const STATS = { subscribers: 12, students: 7, success_rate: 0.5 };
const TESTIMONIALS = { data: [] };

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

/** A fresh copy of the module for each test: the prefetched reads are module state. */
async function load() {
  vi.resetModules();
  return import('../../../src/features/site/api/home-prefetch');
}

/** The path each request asked for: ky hands fetch a Request, a test stub may see a string. */
const askedFor = () => fetchMock.mock.calls.map(([input]) => (input instanceof Request ? new URL(input.url).pathname : String(input)));

/** Node's Request does not resolve relative URLs against a page's address; a browser does. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://academy.test/') : input, init);
  }
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>((input) => {
    const url = input instanceof Request ? input.url : String(input);
    return Promise.resolve(json(url.endsWith('stats/public') ? STATS : TESTIMONIALS));
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('Request', PageRequest);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the home page’s reads, started by its route loader', () => {
  it('starts both reads once, and the page takes them instead of asking again', async () => {
    const { prefetchHomeReads, takePublicStats, takeTestimonials } = await load();
    expect(prefetchHomeReads()).toBeNull();
    prefetchHomeReads();
    // The requests leave once ky has loaded (src/lib/api.ts loads it with the first one).
    await vi.waitFor(() => expect(askedFor()).toEqual(['/api/stats/public', '/api/testimonials']));
    await expect(takePublicStats()).resolves.toEqual(STATS);
    await expect(takeTestimonials()).resolves.toEqual(TESTIMONIALS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('hands a prefetched read out once; the next visit to the page asks afresh', async () => {
    const { prefetchHomeReads, takePublicStats } = await load();
    prefetchHomeReads();
    await takePublicStats();
    await takePublicStats();
    expect(askedFor().filter((url) => url.endsWith('stats/public'))).toHaveLength(2);
  });

  it('asks afresh when the prefetched read is older than 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { prefetchHomeReads, takePublicStats } = await load();
    prefetchHomeReads();
    vi.setSystemTime(Date.now() + 31_000);
    await takePublicStats();
    expect(askedFor().filter((url) => url.endsWith('stats/public'))).toHaveLength(2);
  });

  it('keeps a failed prefetch from being an unhandled rejection, and lets the page see the failure', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const { prefetchHomeReads, takePublicStats } = await load();
    prefetchHomeReads();
    await expect(takePublicStats()).rejects.toThrow('Failed to fetch');
  });
});
