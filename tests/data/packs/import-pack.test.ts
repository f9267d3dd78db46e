import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineMediaCacheName, SHARED_THUMBNAIL_CACHE } from '../../../src/data/downloads/media-cache';
import { buildPack } from '../../../src/data/packs/course-pack';
import { enrolIfFree, importPack } from '../../../src/data/packs/import-pack';
import { buildSharedPack, handOver, shareablePack } from '../../../src/data/packs/share-pack';
import { readTar, writeTar } from '../../../src/data/packs/tar';
import { UserDatabase } from '../../../src/data/user-db';
import { memoryCaches, type MemoryCaches } from '../downloads/pack-harness';
import { academy, ATTACHMENT, LESSON, media, must, onDevice, ours, signedManifest } from './pack-fixture';

/**
 * Importing a pack into a learner's phone: the files land where a download puts them (the study screen and
 * the worker read them from there), the import is recorded in the outbox, and a refused pack leaves the
 * database and the caches exactly as they were. Sharing reads the same places back into the same file.
 */

const FORMATION = 'f0000000-0000-4000-8000-000000000001';
let db: UserDatabase;
let stores: MemoryCaches;
let counter = 0;

beforeEach(() => {
  counter += 1;
  db = new UserDatabase(`0190acac-0000-7000-8000-${String(counter).padStart(12, '0')}`);
  stores = memoryCaches();
  vi.stubGlobal('caches', stores);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

async function everything() {
  const tables = await Promise.all(
    ['offline_files', 'offline_attachments', 'study_packs', 'download_packs', 'outbox'].map(
      async (name) => [name, await db.table(name).count()] as const,
    ),
  );
  const cached = [...stores.stores.entries()].map(([name, store]) => [name, store.size] as const).filter(([, size]) => size > 0);
  return { tables: Object.fromEntries(tables), cached };
}

describe('importing a course pack', () => {
  it('stores every file where a download does, records the import in the outbox, and can be shared again as the same content', async () => {
    const pack = await buildPack(signedManifest(), 'low', onDevice);
    const phases = new Set<string>();
    await importPack(db, pack, ours.key, { onProgress: (phase) => phases.add(phase) });
    expect([...phases]).toEqual(['checking', 'storing']);

    const low = `/api/media/lessons/${LESSON}/renditions/low`;
    const video = await stores.match(low, { cacheName: offlineMediaCacheName(db.name, FORMATION) });
    expect(new Uint8Array(await must(video).arrayBuffer())).toEqual(media[low]);
    expect(must(video).headers.get('Accept-Ranges')).toBe('bytes');
    expect(await stores.match('/media/thumbnails/bees-480.webp', { cacheName: SHARED_THUMBNAIL_CACHE })).toBeTruthy();
    const attachment = await db.offline_attachments.get(`/api/media/attachments/${ATTACHMENT}`);
    expect(must(attachment).blob.size).toBe(700);
    expect((await db.offline_files.toArray()).map((row) => row.key).sort()).toEqual(
      [`/api/media/attachments/${ATTACHMENT}`, low, '/media/thumbnails/bees-480.webp'].sort(),
    );
    expect(await db.download_packs.get(FORMATION)).toMatchObject({ status: 'complete', version: 'v1', total_bytes: 2500 });
    expect(must(await db.study_packs.get(FORMATION)).manifest.lessons[0]?.about.fr).toBe('À propos');
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      kind: 'pack-import',
      request: { path: 'packs/imports', body: { formation_id: FORMATION, version: 'v1', bytes: 2500 } },
    });

    // The signature is kept with the study pack, so the formation can be passed on from this phone, offline.
    const onward = await shareablePack(db, FORMATION);
    if (typeof onward === 'string') throw new Error(onward);
    const again = await buildSharedPack(db, onward, () => undefined);
    expect((await importPack(new UserDatabase('0190aeae-0000-7000-8000-000000000001'), again, ours.key)).claim.version).toBe('v1');
  });

  it("a downloaded formation is shared from the phone's caches as a pack another phone accepts", async () => {
    const signed = signedManifest();
    // What a finished download leaves on the phone: the files, and the server's manifest with its signed URLs.
    await importPack(db, await buildPack(signed, 'low', onDevice), ours.key);
    await db.study_packs.put({ formation_id: FORMATION, manifest: signed, fetched_at: new Date().toISOString() });
    const shareable = await shareablePack(db, FORMATION);
    if (typeof shareable === 'string') throw new Error(shareable);
    const progress: number[] = [];
    const file = await buildSharedPack(db, shareable, (bytes) => progress.push(bytes));
    expect(file.name).toBe('bee-keeping-101.agripack');
    expect(file.size).toBe(shareable.plan.size);
    expect(progress.at(-1)).toBe(2500);

    const other = new UserDatabase('0190adad-0000-7000-8000-000000000001');
    try {
      const read = await importPack(other, file, ours.key);
      expect(read.files).toHaveLength(3);
    } finally {
      await other.delete();
    }

    const shared: File[] = [];
    const outcome = await handOver(file, 'Bees', {
      canShare: () => true,
      share: async (data?: ShareData) => void shared.push(...(data?.files ?? [])),
    });
    expect(outcome).toBe('shared');
    expect(shared[0]?.name).toBe('bee-keeping-101.agripack');
  });

  it('refused packs keep nothing: tampered, another academy, truncated, missing file', async () => {
    const good = await buildPack(signedManifest(), 'low', onDevice);
    const entries = await readTar(good);
    const tampered = writeTar(
      entries.map((entry) =>
        entry.name.startsWith('files/') && entry.data.size === 700 ? { ...entry, data: new Blob([new Uint8Array(700)]) } : entry,
      ),
      good.type,
    );
    const missing = writeTar(
      entries.filter((entry) => !(entry.name.startsWith('files/') && entry.data.size === 300)),
      good.type,
    );
    const foreign = await buildPack(signedManifest(academy().privateKey), 'low', onDevice);
    const before = await everything();
    for (const [archive, code] of [
      [tampered, 'tampered'],
      [foreign, 'other_academy'],
      [good.slice(0, good.size - 700), 'truncated'],
      [missing, 'missing_file'],
    ] as const) {
      await expect(importPack(db, archive, ours.key)).rejects.toMatchObject({ code });
      expect(await everything()).toEqual(before);
    }
  });

  it('a failure while storing removes what was stored', async () => {
    const pack = await buildPack(signedManifest(), 'low', onDevice);
    const open = stores.open.bind(stores);
    let puts = 0;
    vi.spyOn(stores, 'open').mockImplementation(async (name: string) => {
      const cache = await open(name);
      return {
        ...cache,
        async put(key: string, response: Response) {
          puts += 1;
          if (puts === 2) throw new DOMException('quota', 'QuotaExceededError');
          return cache.put(key, response);
        },
      };
    });
    await expect(importPack(db, pack, ours.key)).rejects.toMatchObject({ code: 'storage_failed' });
    expect(puts).toBe(2);
    const after = await everything();
    expect(after.tables).toEqual({ offline_files: 0, offline_attachments: 0, study_packs: 0, download_packs: 0, outbox: 0 });
    // The picture stays in the catalogue's shared cache, as after deleting a download.
    expect(after.cached.filter(([name]) => name !== SHARED_THUMBNAIL_CACHE)).toEqual([]);
  });

  it('a free formation imported is enrolled through the outbox; a paid or unknown one is not', async () => {
    await importPack(db, await buildPack(signedManifest(), 'low', onDevice), ours.key);
    expect(await enrolIfFree(db, FORMATION, { price_centimes: 45000 })).toBe('paid');
    expect(await enrolIfFree(db, FORMATION, undefined)).toBe('paid');
    expect(await db.enrollments.count()).toBe(0);
    expect((await db.outbox.toArray()).map((row) => row.kind)).toEqual(['pack-import']);
    expect(await enrolIfFree(db, FORMATION, { price_centimes: 0 })).toBe('free');
    expect(await db.enrollments.where('formation_id').equals(FORMATION).first()).toMatchObject({ status: 'active' });
    expect((await db.outbox.toArray()).map((row) => row.kind)).toEqual(['pack-import', 'enrollment']);
  });
});
