import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readMonthUsage } from '../../../src/data/data-cost/data-cost-store';
import type { OfflineManifest } from '../../../contract/study';
import { deletePack, packProgress, planDownload, StorageShortError, startDownload } from '../../../src/data/downloads/download-runner';
import { offlineMediaCacheName } from '../../../src/data/downloads/media-cache';
import type { UserDatabase } from '../../../src/data/user-db';
import { fileOf } from './fake-media-server';
import { packHarness, stubStorage, type MemoryCaches } from './pack-harness';

const COURSE = '0190abab-0000-7000-8000-000000000001';
const LESSON_A = '0190abab-0000-7000-8000-0000000000a1';
const LESSON_B = '0190abab-0000-7000-8000-0000000000b1';
const ATTACHMENT = '0190abab-0000-7000-8000-0000000000c1';

const clip = fileOf(3000, 1);
const sheet = new TextEncoder().encode('Hive checklist: smoke, veil, gloves.');
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The same clip serves two lessons, as the demo content does: it crosses the network once. */
const media: Record<string, Uint8Array> = {
  [`/api/media/lessons/${LESSON_A}/video`]: clip,
  [`/api/media/lessons/${LESSON_B}/video`]: clip,
  [`/api/media/attachments/${ATTACHMENT}`]: sheet,
};

function manifest(): OfflineManifest {
  const signed = (path: string) => `${path}?uid=u&exp=9&scope=offline&sig=s`;
  return {
    formation_id: COURSE,
    version: 'v1',
    generated_at: '2026-05-01T00:00:00.000Z',
    expires_at: '2099-01-01T00:00:00.000Z',
    files: Object.entries(media).map(([path, bytes]) => ({
      url: signed(path),
      size: bytes.length,
      sha256: sha(bytes),
      kind: path.includes('attachments') ? ('attachment' as const) : ('video' as const),
      lesson_id: path.includes(LESSON_A) ? LESSON_A : path.includes(LESSON_B) ? LESSON_B : null,
    })),
    lessons: [LESSON_A, LESSON_B].map((id) => ({
      id,
      summary: { ar: 's', fr: 's', en: 's' },
      about: { ar: 'a', fr: 'a', en: 'a' },
      views: 0,
      video: null,
    })),
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

describe('offline packs', () => {
  it('adds the bytes received over the network to this month’s total (a file shared by two lessons once)', async () => {
    const before = (await readMonthUsage(db)).network_bytes;
    await startDownload(db, COURSE);
    await settled(COURSE);
    await vi.waitFor(async () => expect((await readMonthUsage(db)).network_bytes - before).toBe(clip.length + sheet.length));
    expect((await readMonthUsage(db)).pack_bytes).toBe(0);
  });

  it('shows the size first, then stores videos in Cache Storage and attachments in IndexedDB, each verified', async () => {
    const before = await planDownload(db, manifest());
    expect(before).toMatchObject({ total_bytes: 2 * clip.length + sheet.length, on_device_bytes: 0 });

    await startDownload(db, COURSE);
    await settled(COURSE);
    const progress = packProgress(db, COURSE);
    expect(progress).toMatchObject({ state: 'complete', bytes: before.total_bytes, total_bytes: before.total_bytes });
    expect(progress?.files.every((file) => file.done && file.bytes === file.size)).toBe(true);

    const cached = caches.stores.get(offlineMediaCacheName(db.name, COURSE));
    expect([...(cached?.keys() ?? [])].sort()).toEqual([`/api/media/lessons/${LESSON_A}/video`, `/api/media/lessons/${LESSON_B}/video`]);
    const stored = await db.offline_attachments.get(`/api/media/attachments/${ATTACHMENT}`);
    expect(new Uint8Array(await (stored?.blob ?? new Blob()).arrayBuffer())).toEqual(sheet);
    expect(await db.download_parts.count()).toBe(0);
    expect(await db.download_packs.get(COURSE)).toMatchObject({ status: 'complete', version: 'v1' });
    // The shared clip crossed the network once.
    expect(requested.filter((path) => path.includes('/video'))).toEqual([`/api/media/lessons/${LESSON_A}/video`]);
    expect(await planDownload(db, manifest())).toMatchObject({ on_device_bytes: before.total_bytes, needed_bytes: 0 });
  });

  it('refuses to start when the phone is short of space, saying how much is needed', async () => {
    stubStorage(5000, 4000);
    const error = await startDownload(db, COURSE).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StorageShortError);
    expect(error).toMatchObject({ needed: 2 * clip.length + sheet.length, available: 1000 });
    expect(await db.download_packs.count()).toBe(0);
    expect(requested.some((path) => path.includes('/media/'))).toBe(false);
  });

  it('deletes a pack with every file it stored', async () => {
    await startDownload(db, COURSE);
    await settled(COURSE);
    await deletePack(db, COURSE);
    // The pack's whole cache goes, so the browser gives the space back at once.
    expect(caches.stores.has(offlineMediaCacheName(db.name, COURSE))).toBe(false);
    expect(await db.offline_attachments.count()).toBe(0);
    expect(await db.offline_files.count()).toBe(0);
    expect(await db.download_packs.count()).toBe(0);
    expect(packProgress(db, COURSE)).toBeUndefined();
  });
});
