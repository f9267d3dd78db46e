import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { OfflineManifest } from '../../../contract/study';
import { packProgress } from '../../../src/data/downloads/download-runner';
import { UserDatabase } from '../../../src/data/user-db';

/**
 * The offline-pack tests' world: a fresh learner database, Cache Storage in memory, and a network that
 * answers the manifest and Range requests for the media it is given. Each test file calls `packHarness`
 * once at its top level; the hooks it registers make a new world before each test.
 */

/** Cache Storage in memory (Node has none). */
export function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  return {
    stores,
    async keys() {
      return [...stores.keys()];
    },
    async delete(name: string) {
      return stores.delete(name);
    },
    async match(key: string, options?: { cacheName?: string }) {
      return stores
        .get(options?.cacheName ?? '')
        ?.get(key)
        ?.clone();
    },
    async open(name: string) {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        async put(key: string, response: Response) {
          store.set(key, response);
        },
        async match(key: string) {
          return store.get(key)?.clone();
        },
        async delete(key: string) {
          return store.delete(key);
        },
      };
    },
  };
}
export type MemoryCaches = ReturnType<typeof memoryCaches>;

/** Node's Request does not resolve the app's relative URLs (`/api/…`); a page does, against its origin. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://academy.test') : input, init);
  }
}

export function stubStorage(quota: number, usage = 0) {
  vi.stubGlobal('navigator', {
    storage: { estimate: async () => ({ quota, usage }), persist: async () => true, persisted: async () => false },
  });
}

export interface PackWorld {
  db: UserDatabase;
  /** Paths the network was asked for, in order. */
  requested: string[];
  caches: MemoryCaches;
}

export function packHarness(serve: { manifest: () => OfflineManifest; media: Record<string, Uint8Array> }) {
  let counter = 0;
  const world = {} as PackWorld;

  function stubNetwork() {
    world.requested = [];
    vi.stubGlobal('Request', PageRequest);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new PageRequest(String(input), init);
      const url = new URL(request.url, 'http://academy.test');
      world.requested.push(url.pathname);
      if (url.pathname.endsWith('/offline-manifest')) return Response.json(serve.manifest());
      const bytes = serve.media[url.pathname];
      if (!bytes) return new Response('', { status: 404 });
      const [, from, to] = /bytes=(\d+)-(\d+)/.exec(request.headers.get('Range') ?? '') ?? [];
      const start = Number(from ?? 0);
      const end = Math.min(Number(to ?? bytes.length - 1), bytes.length - 1);
      return new Response(bytes.slice(start, end + 1), {
        status: 206,
        headers: { 'Content-Range': `bytes ${start}-${end}/${bytes.length}` },
      });
    });
  }

  beforeEach(() => {
    counter += 1;
    world.db = new UserDatabase(`0190abab-0000-7000-8000-${String(counter).padStart(12, '0')}`);
    world.caches = memoryCaches();
    vi.stubGlobal('caches', world.caches);
    stubNetwork();
    stubStorage(1e9);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await world.db.delete();
  });

  return {
    world,
    /** Waits until the formation's pack download has finished, well or badly. */
    async settled(formationId: string) {
      await vi.waitFor(() => expect(['complete', 'error']).toContain(packProgress(world.db, formationId)?.state), { timeout: 8000 });
    },
  };
}
