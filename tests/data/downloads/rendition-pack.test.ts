import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RenditionName } from '../../../contract/media-library';
import type { OfflineManifest } from '../../../contract/study';
import { planDownload, startDownload } from '../../../src/data/downloads/download-runner';
import { offlineMediaCacheName } from '../../../src/data/downloads/media-cache';
import type { UserDatabase } from '../../../src/data/user-db';
import { fileOf } from './fake-media-server';
import { packHarness, type MemoryCaches } from './pack-harness';

/**
 * Offline packs with renditions: the pack carries the rendition the learner chose, and a new
 * choice swaps it (the old rendition leaves the device).
 */
const COURSE = '0190abab-0000-7000-8000-000000000002';
const LESSON = '0190abab-0000-7000-8000-0000000000a2';
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const path = (name: RenditionName) => `/api/media/lessons/${LESSON}/renditions/${name}`;
const bytesOf: Record<RenditionName, Uint8Array> = { low: fileOf(1900, 2), standard: fileOf(3400, 3), audio: fileOf(240, 4) };
const media: Record<string, Uint8Array> = Object.fromEntries(
  Object.entries(bytesOf).map(([name, bytes]) => [path(name as RenditionName), bytes]),
);

function manifest(): OfflineManifest {
  const signed = (p: string) => `${p}?uid=u&exp=9&scope=offline&sig=s`;
  const names: RenditionName[] = ['low', 'standard', 'audio'];
  return {
    formation_id: COURSE,
    version: 'v1',
    generated_at: '2026-05-01T00:00:00.000Z',
    expires_at: '2099-01-01T00:00:00.000Z',
    files: names.map((name) => ({
      url: signed(path(name)),
      size: bytesOf[name].length,
      sha256: sha(bytesOf[name]),
      kind: 'video' as const,
      lesson_id: LESSON,
      rendition: name,
    })),
    lessons: [
      {
        id: LESSON,
        summary: { ar: 's', fr: 's', en: 's' },
        about: { ar: 'a', fr: 'a', en: 'a' },
        views: 0,
        video: null,
        renditions: names.map((name) => ({
          name,
          url: signed(path(name)),
          size: bytesOf[name].length,
          sha256: sha(bytesOf[name]),
          mime_type: name === 'audio' ? 'audio/mp4' : 'video/mp4',
        })),
      },
    ],
    attachments: [],
  };
}

const harness = packHarness({ manifest, media });
const { settled } = harness;
let db: UserDatabase;
let requested: string[];
let caches: MemoryCaches;
beforeEach(() => {
  ({ db, requested, caches } = harness.world);
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

    requested.length = 0;
    await startDownload(db, COURSE, { rendition: 'audio' });
    // The pack was complete before: wait for the new rendition to be stored and the old one to leave.
    await vi.waitFor(async () => expect((await db.offline_files.toArray()).map((row) => row.key)).toEqual([path('audio')]), {
      timeout: 8000,
    });
    await settled(COURSE);
    expect(cache()).toEqual([path('audio')]);
    expect(requested.filter((p) => p.includes('/renditions/'))).toEqual([path('audio')]);
    expect((await db.offline_files.toArray()).map((row) => row.key)).toEqual([path('audio')]);
    const stored = await caches.stores.get(offlineMediaCacheName(db.name, COURSE))?.get(path('audio'))?.clone().arrayBuffer();
    expect(new Uint8Array(stored ?? new ArrayBuffer(0))).toEqual(bytesOf.audio);
  });
});
