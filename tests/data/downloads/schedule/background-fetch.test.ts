import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineManifest } from '../../../../contract/study';
import { startDownload } from '../../../../src/data/downloads/download-runner';
import { offlineMediaCacheName } from '../../../../src/data/downloads/media-cache';
import {
  backgroundFetchId,
  backgroundFetchOf,
  finishBackgroundFetch,
  handOffToBackgroundFetch,
  parseBackgroundFetchId,
  reclaimLostBackgroundFetches,
  type BackgroundFetchManagerLike,
  type BackgroundFetchRecordLike,
} from '../../../../src/data/downloads/schedule/background-fetch';
import { queueDownload } from '../../../../src/data/downloads/schedule/download-waits';
import { UserDatabase } from '../../../../src/data/user-db';
import { registerBackgroundFetch, type BackgroundFetchScope } from '../../../../sw/background-fetch';
import { fileOf } from '../fake-media-server';
import { packHarness } from '../pack-harness';

const COURSE = '0190abce-0000-7000-8000-000000000001';
const LESSON = '0190abce-0000-7000-8000-0000000000a1';
const SHEET = '0190abce-0000-7000-8000-0000000000c1';
const clip = fileOf(4000, 5);
const sheet = new TextEncoder().encode('Irrigation calendar');
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const VIDEO_URL = `/api/media/lessons/${LESSON}/video?uid=u&exp=9&scope=offline&sig=s`;
const SHEET_URL = `/api/media/attachments/${SHEET}?uid=u&exp=9&scope=offline&sig=s`;

function manifest(): OfflineManifest {
  return {
    formation_id: COURSE,
    version: 'v1',
    generated_at: '2026-05-01T00:00:00.000Z',
    expires_at: '2099-01-01T00:00:00.000Z',
    files: [
      { url: VIDEO_URL, size: clip.length, sha256: sha(clip), kind: 'video', lesson_id: LESSON },
      { url: SHEET_URL, size: sheet.length, sha256: sha(sheet), kind: 'attachment', lesson_id: null },
    ],
    lessons: [],
    attachments: [],
  };
}

const harness = packHarness({
  manifest,
  media: { [`/api/media/lessons/${LESSON}/video`]: clip, [`/api/media/attachments/${SHEET}`]: sheet },
});
let db: UserDatabase;
beforeEach(() => {
  ({ db } = harness.world);
});

/** Background Fetch's manager as the page sees it, keeping what it was handed. */
function fakeManager(options: { refuse?: boolean } = {}) {
  const fetches = new Map<string, { urls: string[]; downloadTotal?: number; title?: string }>();
  const manager: BackgroundFetchManagerLike = {
    async fetch(id, requests, init) {
      if (options.refuse) throw new TypeError('Background Fetch needs notification permission');
      fetches.set(id, { urls: requests, downloadTotal: init?.downloadTotal, title: init?.title });
      return { id };
    },
    async get(id) {
      return fetches.has(id) ? { id } : undefined;
    },
  };
  return { manager, fetches };
}

function record(url: string, body: Uint8Array | null, status = 200): BackgroundFetchRecordLike {
  const failed = Promise.reject(new TypeError('failed'));
  // A record that failed is read later, if at all: its rejection is not an unhandled one.
  failed.catch(() => undefined);
  return {
    request: { url: `https://academy.test${url}` },
    responseReady: body ? Promise.resolve(new Response(body.slice(), { status })) : failed,
  };
}

/** What the page does when a scheduled download starts with Background Fetch available. */
async function handOff(managerOf: ReturnType<typeof fakeManager>) {
  await queueDownload(db, { formation_id: COURSE, mode: 'wifi', window: null, rendition: 'standard' });
  await startDownload(db, COURSE, {
    handOff: (plan) => handOffToBackgroundFetch(db, managerOf.manager, COURSE, plan.files, 'Drip irrigation'),
  });
}

describe('Background Fetch', () => {
  it('is used only where the browser has it', () => {
    const registration = { backgroundFetch: fakeManager().manager };
    expect(backgroundFetchOf(registration)).toBeNull();
    vi.stubGlobal('BackgroundFetchManager', function BackgroundFetchManager() {});
    expect(backgroundFetchOf(registration)).toBe(registration.backgroundFetch);
    expect(backgroundFetchOf({})).toBeNull();
  });

  it('its id names the learner and the formation, and nothing else is taken for one', () => {
    const id = backgroundFetchId(db.userId, COURSE);
    expect(parseBackgroundFetchId(id)).toEqual({ userId: db.userId, formationId: COURSE });
    expect(parseBackgroundFetchId('other-app|x|y')).toBeNull();
    expect(parseBackgroundFetchId(`${id}|extra`)).toBeNull();
  });

  it('takes the missing files whole at their signed URLs; the page fetches no media and marks the row', async () => {
    const fake = fakeManager();
    await handOff(fake);
    const handed = fake.fetches.get(backgroundFetchId(db.userId, COURSE));
    expect(handed).toEqual({ urls: [VIDEO_URL, SHEET_URL], downloadTotal: clip.length + sheet.length, title: 'Drip irrigation' });
    expect(harness.world.requested.some((path) => path.includes('/media/'))).toBe(false);
    expect(await db.download_packs.get(COURSE)).toMatchObject({ status: 'paused' });
    expect(await db.download_waits.get(COURSE)).toMatchObject({ state: 'background', fetch_id: backgroundFetchId(db.userId, COURSE) });
  });

  it('refused by the browser: the page downloads the pack itself', async () => {
    await handOff(fakeManager({ refuse: true }));
    await harness.settled(COURSE);
    expect(await db.download_packs.get(COURSE)).toMatchObject({ status: 'complete' });
  });

  it('the worker stores what arrived where the page’s downloader would, and the pack is complete', async () => {
    await handOff(fakeManager());
    const registration = {
      id: backgroundFetchId(db.userId, COURSE),
      result: 'success',
      matchAll: async () => [record(VIDEO_URL, clip), record(SHEET_URL, sheet)],
    };
    const opened: UserDatabase[] = [];
    const outcome = await finishBackgroundFetch(registration, (userId) => {
      const worker = new UserDatabase(userId);
      opened.push(worker);
      return worker;
    });
    expect(outcome).toBe('complete');
    expect(opened[0]?.isOpen()).toBe(false);
    const cached = harness.world.caches.stores.get(offlineMediaCacheName(db.name, COURSE));
    expect([...(cached?.keys() ?? [])]).toEqual([`/api/media/lessons/${LESSON}/video`]);
    const stored = await db.offline_attachments.get(`/api/media/attachments/${SHEET}`);
    expect(new Uint8Array(await (stored?.blob ?? new Blob()).arrayBuffer())).toEqual(sheet);
    expect(await db.download_packs.get(COURSE)).toMatchObject({ status: 'complete' });
    expect(await db.download_waits.count()).toBe(0);
  });

  it('a damaged or failed file is not kept: the pack is left for the page to resume on the next open', async () => {
    await handOff(fakeManager());
    const damaged = clip.slice();
    damaged[10] = (damaged[10] ?? 0) ^ 0xff;
    const outcome = await finishBackgroundFetch(
      {
        id: backgroundFetchId(db.userId, COURSE),
        result: 'failure',
        matchAll: async () => [record(VIDEO_URL, damaged), record(SHEET_URL, null)],
      },
      (userId) => new UserDatabase(userId),
    );
    expect(outcome).toBe('resume-on-open');
    expect(harness.world.caches.stores.get(offlineMediaCacheName(db.name, COURSE))?.size ?? 0).toBe(0);
    expect(await db.offline_files.count()).toBe(0);
    // `downloading` is what the page's resume-on-open picks up.
    expect(await db.download_packs.get(COURSE)).toMatchObject({ status: 'downloading' });
    expect(await db.download_waits.count()).toBe(0);
  });

  it('a fetch the browser no longer knows goes back to the page’s downloader; one it still runs is left alone', async () => {
    const fake = fakeManager();
    await handOff(fake);
    expect(await reclaimLostBackgroundFetches(db, fake.manager)).toEqual([]);
    fake.fetches.clear();
    expect(await reclaimLostBackgroundFetches(db, fake.manager)).toEqual([COURSE]);
    expect(await db.download_packs.get(COURSE)).toMatchObject({ status: 'downloading' });
    expect(await db.download_waits.count()).toBe(0);
  });

  it('the worker listens to its end events and opens /downloads from the notification', async () => {
    await handOff(fakeManager());
    const listeners = new Map<string, (event: never) => void>();
    const opened: string[] = [];
    const scope: BackgroundFetchScope = {
      addEventListener: (type, listener) => listeners.set(type, listener as (event: never) => void),
      clients: { openWindow: async (url) => opened.push(url) },
    };
    registerBackgroundFetch(scope, (userId) => new UserDatabase(userId));
    expect([...listeners.keys()].sort()).toEqual([
      'backgroundfetchabort',
      'backgroundfetchclick',
      'backgroundfetchfail',
      'backgroundfetchsuccess',
    ]);
    const waits: Promise<unknown>[] = [];
    const event = {
      registration: {
        id: backgroundFetchId(db.userId, COURSE),
        result: 'success',
        matchAll: async () => [record(VIDEO_URL, clip), record(SHEET_URL, sheet)],
      },
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    };
    listeners.get('backgroundfetchsuccess')?.(event as never);
    await Promise.all(waits);
    expect(await db.download_packs.get(COURSE)).toMatchObject({ status: 'complete' });
    listeners.get('backgroundfetchclick')?.(event as never);
    await Promise.all(waits);
    expect(opened).toEqual(['/downloads']);
  });
});
