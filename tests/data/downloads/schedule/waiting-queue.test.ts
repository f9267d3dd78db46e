import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OfflineManifest } from '../../../../contract/study';
import { DownloadError } from '../../../../src/data/downloads/chunked-download';
import { startDownload } from '../../../../src/data/downloads/download-runner';
import type { ConnectionFacts } from '../../../../src/data/downloads/schedule/decide';
import { cancelWait, onDownloadQueued, queueDownload, waitingDownloads } from '../../../../src/data/downloads/schedule/download-waits';
import { runDueDownloads, startWaiting, type ScheduleEnv } from '../../../../src/data/downloads/schedule/schedule-runner';
import type { DownloadWaitRow } from '../../../../src/data/downloads/schedule/wait-records';
import { UserDatabase } from '../../../../src/data/user-db';
import { ApiError } from '../../../../src/lib/api-error';
import { fileOf } from '../fake-media-server';
import { packHarness } from '../pack-harness';

const COURSE = '0190abcd-0000-7000-8000-000000000001';
const OTHER = '0190abcd-0000-7000-8000-000000000002';
const LESSON = '0190abcd-0000-7000-8000-0000000000a1';
const NIGHT = { start: 23 * 60, end: 6 * 60 };
const clip = fileOf(2000, 3);

function manifest(): OfflineManifest {
  return {
    formation_id: COURSE,
    version: 'v1',
    generated_at: '2026-05-01T00:00:00.000Z',
    expires_at: '2099-01-01T00:00:00.000Z',
    files: [
      {
        url: `/api/media/lessons/${LESSON}/video?sig=s`,
        size: clip.length,
        sha256: createHash('sha256').update(clip).digest('hex'),
        kind: 'video',
        lesson_id: LESSON,
      },
    ],
    lessons: [],
    attachments: [],
  };
}

const harness = packHarness({ manifest, media: { [`/api/media/lessons/${LESSON}/video`]: clip } });
let db: UserDatabase;
beforeEach(() => {
  ({ db } = harness.world);
});

const cellular: ConnectionFacts = { online: true, type: 'cellular', metered: null };

function fakeEnv(now: Date, connection: ConnectionFacts, start: ScheduleEnv['start'] = async () => undefined) {
  const started: string[] = [];
  const env: ScheduleEnv = {
    now: () => now,
    connection: () => connection,
    async start(database, row) {
      started.push(row.formation_id);
      await start(database, row);
    },
  };
  return { env, started };
}

describe('the queue of waiting downloads', () => {
  it('is kept in the learner’s database, survives reopening it, and cancelling removes the row', async () => {
    let told = 0;
    const stop = onDownloadQueued(() => (told += 1));
    await queueDownload(db, { formation_id: COURSE, mode: 'window', window: NIGHT, rendition: 'low' }, new Date('2026-11-10T10:00:00Z'));
    await queueDownload(db, { formation_id: OTHER, mode: 'wifi', window: NIGHT, rendition: 'standard' }, new Date('2026-11-10T11:00:00Z'));
    stop();
    expect(told).toBe(2);

    const reopened = new UserDatabase(db.userId);
    const rows = await waitingDownloads(reopened);
    expect(rows.map((row) => [row.formation_id, row.mode, row.window, row.rendition, row.state])).toEqual([
      [COURSE, 'window', NIGHT, 'low', 'waiting'],
      // A Wi-Fi wait keeps no window.
      [OTHER, 'wifi', null, 'standard', 'waiting'],
    ]);
    await cancelWait(reopened, COURSE);
    expect((await waitingDownloads(db)).map((row) => row.formation_id)).toEqual([OTHER]);
    reopened.close();
  });

  it('a waiting row records no pack: resuming interrupted downloads on open does not start it', async () => {
    await queueDownload(db, { formation_id: COURSE, mode: 'wifi', window: null, rendition: 'standard' });
    expect(await db.download_packs.count()).toBe(0);
  });
});

describe('runDueDownloads', () => {
  it('before the window: starts nothing and says to look again when it opens', async () => {
    await queueDownload(db, { formation_id: COURSE, mode: 'window', window: NIGHT, rendition: 'standard' });
    const { env, started } = fakeEnv(new Date(2026, 10, 10, 20, 0), cellular);
    const result = await runDueDownloads(db, env);
    expect(started).toEqual([]);
    expect(result).toEqual({ started: [], nextCheck: new Date(2026, 10, 10, 23, 0) });
    expect(await db.download_waits.count()).toBe(1);
  });

  it('inside the window: starts the real download, which completes, and the row is gone', async () => {
    await queueDownload(db, { formation_id: COURSE, mode: 'window', window: NIGHT, rendition: 'standard' });
    const { env } = fakeEnv(new Date(2026, 10, 11, 0, 30), cellular, async (database, row) => {
      await startDownload(database, row.formation_id, { rendition: row.rendition });
    });
    expect(await runDueDownloads(db, env)).toEqual({ started: [COURSE], nextCheck: null });
    await harness.settled(COURSE);
    expect(await db.download_packs.get(COURSE)).toMatchObject({ status: 'complete' });
    expect(await db.download_waits.count()).toBe(0);
  });

  it('a Wi-Fi wait starts when the connection says Wi-Fi, not before', async () => {
    await queueDownload(db, { formation_id: COURSE, mode: 'wifi', window: null, rendition: 'standard' });
    const night = new Date(2026, 10, 11, 1, 0);
    expect((await runDueDownloads(db, fakeEnv(night, cellular).env)).started).toEqual([]);
    expect((await runDueDownloads(db, fakeEnv(night, { ...cellular, type: null }).env)).started).toEqual([]);
    expect((await runDueDownloads(db, fakeEnv(night, { ...cellular, type: 'wifi' }).env)).started).toEqual([COURSE]);
  });

  it('a start that fails for lack of network stays waiting, silently; a refusal is recorded on the row', async () => {
    await queueDownload(db, { formation_id: COURSE, mode: 'wifi', window: null, rendition: 'standard' });
    const wifi = { ...cellular, type: 'wifi' };
    const offline = fakeEnv(new Date(), wifi, async () => {
      throw new ApiError('network.error', 0);
    });
    expect((await runDueDownloads(db, offline.env)).started).toEqual([]);
    expect(await db.download_waits.get(COURSE)).toMatchObject({ state: 'waiting', last_error: null });

    const full = fakeEnv(new Date(), wifi, async () => {
      throw new DownloadError('storage_short');
    });
    await runDueDownloads(db, full.env);
    expect(await db.download_waits.get(COURSE)).toMatchObject({ state: 'waiting', last_error: 'storage_short' });
  });

  it('“Download now” starts a row whatever the hour; a row taken by Background Fetch stays until the worker ends it', async () => {
    const row = await queueDownload(db, { formation_id: COURSE, mode: 'window', window: NIGHT, rendition: 'standard' });
    const handedOff = await startWaiting(db, row, {
      async start(database: UserDatabase, waiting: DownloadWaitRow) {
        await database.download_waits.update(waiting.formation_id, { state: 'background', fetch_id: 'f' });
      },
    });
    expect(handedOff).toBe(true);
    expect(await db.download_waits.get(COURSE)).toMatchObject({ state: 'background' });
    // Not waiting any more: a later check leaves it alone.
    const { env, started } = fakeEnv(new Date(2026, 10, 11, 1, 0), cellular);
    await runDueDownloads(db, env);
    expect(started).toEqual([]);
  });
});

describe('startDownload with a hand-off', () => {
  it('taken: the pack is recorded, paused, and the page fetches no media', async () => {
    await startDownload(db, COURSE, { handOff: async () => true });
    expect(await db.download_packs.get(COURSE)).toMatchObject({ status: 'paused' });
    expect(harness.world.requested.some((path) => path.includes('/media/'))).toBe(false);
  });

  it('refused (or throwing): the page downloads it as usual', async () => {
    await startDownload(db, COURSE, {
      handOff: async () => {
        throw new Error('no notification permission');
      },
    });
    await harness.settled(COURSE);
    expect(await db.download_packs.get(COURSE)).toMatchObject({ status: 'complete' });
  });
});
