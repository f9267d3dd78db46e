import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RenditionName } from '../../../contract/media-library';
import type { OfflineManifest } from '../../../contract/study';
import { packProgress, planDownload, startDownload } from '../../../src/data/downloads/download-runner';
import { offlineMediaCacheName } from '../../../src/data/downloads/media-cache';
import { UserDatabase } from '../../../src/data/user-db';
import { fileOf } from './fake-media-server';

/**
 * Offline packs with renditions (issue 15): the pack carries the rendition the learner chose, and a new
 * choice swaps it (the old rendition leaves the device).
 */
const COURSE = '0190abab-0000-7000-8000-000000000002';
const LESSON = '0190abab-0000-7000-8000-0000000000a2';
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const path = (name: RenditionName) => `/api/media/lessons/${LESSON}/renditions/${name}`;
const bytesOf: Record<RenditionName, Uint8Array> = { low: fileOf(1900, 2), standard: fileOf(3400, 3), audio: fileOf(240, 4) };
const media: Record<string, Uint8Array> = Object.fromEntries(Object.entries(bytesOf).map(([name, bytes]) => [path(name as RenditionName), bytes]));

function manifest(): OfflineManifest {
  const signed = (p: string) => `${p}?uid=u&exp=9&scope=offline&sig=s`;
  const names: RenditionName[] = ['low', 'standard', 'audio'];
  return {
    formation_id: COURSE,
    version: 'v1',
    generated_at: '2026-05-01T00:00:00.000Z',
    expires_at: '2099-01-01T00:00:00.000Z',
    files: names.map((name) => ({ url: signed(path(name)), size: bytesOf[name].length, sha256: sha(bytesOf[name]), kind: 'video' as const, lesson_id: LESSON, rendition: name })),
    lessons: [
      {
        id: LESSON,
        summary: { ar: 's', fr: 's', en: 's' },
        about: { ar: 'a', fr: 'a', en: 'a' },
        views: 0,
        video: null,
        renditions: names.map((name) => ({ name, url: signed(path(name)), size: bytesOf[name].length, sha256: sha(bytesOf[name]), mime_type: name === 'audio' ? 'audio/mp4' : 'video/mp4' })),
      },
    ],
    attachments: [],
  };
}

/** Cache Storage in memory (Node has none). */
function memoryCaches() {
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
      return stores.get(options?.cacheName ?? '')?.get(key)?.clone();
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

let db: UserDatabase;
let requested: string[];
let caches: ReturnType<typeof memoryCaches>;
let counter = 0;

/** Node's Request does not resolve the app's relative URLs (`/api/…`); a page does, against its origin. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://academy.test') : input, init);
  }
}

function stubNetwork() {
  requested = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new PageRequest(String(input), init);
    const url = new URL(request.url, 'http://academy.test');
    requested.push(url.pathname);
    if (url.pathname.endsWith('/offline-manifest')) return Response.json(manifest());
    const bytes = media[url.pathname];
    if (!bytes) return new Response('', { status: 404 });
    const [, from, to] = /bytes=(\d+)-(\d+)/.exec(request.headers.get('Range') ?? '') ?? [];
    const start = Number(from ?? 0);
    const end = Math.min(Number(to ?? bytes.length - 1), bytes.length - 1);
    return new Response(bytes.slice(start, end + 1), { status: 206, headers: { 'Content-Range': `bytes ${start}-${end}/${bytes.length}` } });
  });
}

function stubStorage(quota: number, usage = 0) {
  vi.stubGlobal('navigator', { storage: { estimate: async () => ({ quota, usage }), persist: async () => true, persisted: async () => false } });
}

async function settled(formationId: string) {
  await vi.waitFor(() => expect(['complete', 'error']).toContain(packProgress(db, formationId)?.state), { timeout: 8000 });
}

beforeEach(() => {
  counter += 1;
  db = new UserDatabase(`0190abab-0000-7000-8000-${String(counter).padStart(12, '0')}`);
  caches = memoryCaches();
  vi.stubGlobal('caches', caches);
  stubNetwork();
  stubStorage(1e9);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

describe('offline packs with renditions', () => {
  it('downloads only the chosen rendition, and swaps it when the learner chooses another', async () => {
    expect((await planDownload(db, manifest(), 'low')).total_bytes).toBe(bytesOf.low.length);
    expect((await planDownload(db, manifest(), 'audio')).total_bytes).toBe(bytesOf.audio.length);

    await startDownload(db, COURSE, { rendition: 'low' });
    await settled(COURSE);
    const cache = () => [...(caches.stores.get(offlineMediaCacheName(db.name, COURSE))?.keys() ?? [])];
    expect(cache()).toEqual([path('low')]);
    expect(requested.filter((p) => p.includes('/renditions/'))).toEqual([path('low')]);

    requested = [];
    await startDownload(db, COURSE, { rendition: 'audio' });
    // The pack was complete before: wait for the new rendition to be stored and the old one to leave.
    await vi.waitFor(async () => expect((await db.offline_files.toArray()).map((row) => row.key)).toEqual([path('audio')]), { timeout: 8000 });
    await settled(COURSE);
    expect(cache()).toEqual([path('audio')]);
    expect(requested.filter((p) => p.includes('/renditions/'))).toEqual([path('audio')]);
    expect((await db.offline_files.toArray()).map((row) => row.key)).toEqual([path('audio')]);
    const stored = await caches.stores.get(offlineMediaCacheName(db.name, COURSE))?.get(path('audio'))?.clone().arrayBuffer();
    expect(new Uint8Array(stored ?? new ArrayBuffer(0))).toEqual(bytesOf.audio);
  });
});
