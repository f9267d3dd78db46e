/**
 * Catalogue benchmark: seeds N formations (default 1,000, each a copy of a demo formation with
 * its modules, lessons, quiz and reviews), then in Debian's Chromium measures
 *   - the full initial catalogue sync of a new device: bytes on the wire and time until the mirror is complete;
 *   - the time from navigation to the first page of /courses rendered from IndexedDB (performance marks),
 *     for a reload and for an in-app navigation, at normal speed and with a 4× slower CPU;
 *   - a no-change sync: bytes both ways and time (a 304).
 * Prints JSON; never fails on a figure.
 *
 *   npm run build && node --import tsx bench/catalogue.ts            (FORMATIONS=200 for a quick run)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { insertSeedFormation, writeThumbnail } from '../server/seed/catalogue';
import { seedFormations } from '../server/seed/content/all';
import type { SeedFormation } from '../server/seed/content/types';
import { mediaPaths } from '../server/modules/media/media-paths';
import type { Db } from '../server/db/client';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DIST } from '../e2e/support/paths';
import { startInProcessServer } from '../e2e/support/in-process-server';

const COUNT = Number(process.env.FORMATIONS ?? 1000);
const STATIC_DIR = path.resolve(process.env.STATIC_DIR ?? DIST);
const RUNS = Number(process.env.RUNS ?? 5);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Bytes of every /api/sync/catalogue exchange seen by the browser, from the DevTools protocol. */
class SyncTraffic {
  private requests = new Map<string, { sent: number; received: number; status: number; start: number; end: number }>();
  constructor(private readonly cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!event.request.url.includes('/api/sync/catalogue')) return;
      this.requests.set(event.requestId, { sent: 0, received: 0, status: 0, start: event.timestamp, end: event.timestamp });
    });
    cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
      const entry = this.requests.get(event.requestId);
      if (!entry) return;
      // Request line + header lines as HTTP/1.1 puts them on the wire.
      const headers = Object.entries(event.headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0);
      entry.sent = headers + 'GET /api/sync/catalogue?cursor=… HTTP/1.1\r\n\r\n'.length;
    });
    cdp.on('Network.responseReceived', (event) => {
      const entry = this.requests.get(event.requestId);
      if (entry) entry.status = event.response.status;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const entry = this.requests.get(event.requestId);
      if (!entry) return;
      entry.received = event.encodedDataLength;
      entry.end = event.timestamp;
    });
  }

  reset() {
    this.requests.clear();
  }

  summary() {
    const all = [...this.requests.values()];
    return {
      requests: all.length,
      statuses: all.map((entry) => entry.status),
      bytes_received: all.reduce((sum, entry) => sum + entry.received, 0),
      bytes_sent: all.reduce((sum, entry) => sum + entry.sent, 0),
      network_ms: all.length
        ? round((Math.max(...all.map((entry) => entry.end)) - Math.min(...all.map((entry) => entry.start))) * 1000)
        : 0,
    };
  }
}

async function mirrorState(page: Page): Promise<{ formations: number; synced: boolean }> {
  return page.evaluate(
    () =>
      new Promise<{ formations: number; synced: boolean }>((resolve) => {
        const open = indexedDB.open('academy-public');
        open.onerror = () => resolve({ formations: 0, synced: false });
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('formations')) {
            db.close();
            resolve({ formations: 0, synced: false });
            return;
          }
          const tx = db.transaction(['formations', 'sync_state']);
          const count = tx.objectStore('formations').count();
          const state = tx.objectStore('sync_state').get('catalogue');
          tx.oncomplete = () => {
            db.close();
            resolve({ formations: count.result, synced: Boolean((state.result as { synced_at?: string } | undefined)?.synced_at) });
          };
        };
      }),
  );
}

async function waitForMirror(page: Page, formations: number): Promise<void> {
  for (;;) {
    const state = await mirrorState(page);
    if (state.synced && state.formations >= formations) return;
    await page.waitForTimeout(50);
  }
}

/** Marks written by src/features/catalogue/routes/courses.tsx, relative to navigation start. */
interface CourseMarks {
  navigationToFirstPage: number;
  routeToFirstPage: number;
  /** How long the IndexedDB read of the page shown took (start → result). */
  readMs: number;
}

async function courseMarks(page: Page): Promise<CourseMarks> {
  await page.waitForFunction(() => performance.getEntriesByName('catalogue:courses-first-page').length > 0, undefined, { timeout: 60_000 });
  return page.evaluate(() => {
    const first = performance.getEntriesByName('catalogue:courses-first-page').at(-1)?.startTime ?? Number.NaN;
    const start = performance.getEntriesByName('catalogue:courses-start').at(-1)?.startTime ?? Number.NaN;
    const ends = performance.getEntriesByName('catalogue:list-query-end').map((entry) => entry.startTime);
    const end = ends.filter((time) => time <= first).at(-1) ?? ends[0] ?? Number.NaN;
    const begin = performance
      .getEntriesByName('catalogue:list-query-start')
      .map((entry) => entry.startTime)
      .filter((time) => time <= end)
      .at(-1);
    return { navigationToFirstPage: first, routeToFirstPage: first - start, readMs: end - (begin ?? Number.NaN) };
  });
}

async function seed(db: Db, dataDir: string): Promise<number> {
  const paths = mediaPaths({ storageDir: dataDir });
  const thumbnails = new Map<string, string>();
  for (const base of seedFormations) thumbnails.set(base.slug, await writeThumbnail(paths, base));
  const started = performance.now();
  await db.transaction(async (tx) => {
    for (let index = 0; index < COUNT; index += 1) {
      const base = seedFormations[index % seedFormations.length] as SeedFormation;
      const copy: SeedFormation = {
        ...base,
        slug: `${base.slug}-${index}`,
        title: { ar: `${base.title.ar} ${index}`, fr: `${base.title.fr} ${index}`, en: `${base.title.en} ${index}` },
      };
      await insertSeedFormation(tx as unknown as Db, copy, { thumbnail: thumbnails.get(base.slug) ?? null, paths: null });
    }
  });
  return performance.now() - started;
}

async function main() {
  if (!existsSync(path.join(STATIC_DIR, 'index.html'))) throw new Error(`No build in ${STATIC_DIR}: run npm run build first.`);
  const server = await startInProcessServer(STATIC_DIR, { SEED_DEMO: '0' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const seedMs = await seed(server.database.db, server.dataDir);
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2, locale: 'en-US' });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const traffic = new SyncTraffic(cdp);

    // 1. New device: first visit, full initial sync.
    const url = (pathname: string) => `${server.url}${pathname}`;
    await page.goto(url('/courses'));
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    await waitForMirror(page, COUNT);
    const syncedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
    const initial = { ...traffic.summary(), until_mirror_complete_ms: round(syncedAt - navigationStart) };
    const pageRows = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('academy-public');
          open.onsuccess = () => {
            const tx = open.result.transaction(['modules', 'lessons', 'questions', 'reviews']);
            let total = 0;
            for (const name of ['modules', 'lessons', 'questions', 'reviews']) {
              const request = tx.objectStore(name).count();
              request.onsuccess = () => (total += request.result);
            }
            tx.oncomplete = () => resolve(total);
          };
        }),
    );

    // 2. First page of /courses from IndexedDB: reloads (service worker in control, mirror complete).
    const reloads: CourseMarks[] = [];
    const inApp: number[] = [];
    const warmInApp: number[] = [];
    const throttledReloads: CourseMarks[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(url('/courses'));
      reloads.push(await courseMarks(page));
    }
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(url('/'));
      await page.getByRole('navigation').getByRole('link', { name: 'Courses' }).first().waitFor();
      const clickedAt = await page.evaluate(() => {
        performance.clearMarks('catalogue:courses-first-page');
        return performance.now();
      });
      await page.getByRole('navigation').getByRole('link', { name: 'Courses' }).first().click();
      const { navigationToFirstPage } = await courseMarks(page);
      inApp.push(navigationToFirstPage - clickedAt);
      // Again in the same document: the screen's code and strings are loaded, only IndexedDB and React work.
      await page.getByRole('navigation').getByRole('link', { name: 'Home' }).first().click();
      await page.waitForURL(url('/'));
      const againAt = await page.evaluate(() => {
        performance.clearMarks('catalogue:courses-first-page');
        return performance.now();
      });
      await page.getByRole('navigation').getByRole('link', { name: 'Courses' }).first().click();
      warmInApp.push((await courseMarks(page)).navigationToFirstPage - againAt);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(url('/courses'));
      throttledReloads.push(await courseMarks(page));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    // 3. No-change sync: the mirror is current; coming back online pulls again and gets a 304.
    await page.goto(url('/courses'));
    await courseMarks(page);
    await page.waitForTimeout(1500);
    traffic.reset();
    const before = await page.evaluate(() => performance.now());
    await context.setOffline(true);
    await context.setOffline(false);
    for (let wait = 0; wait < 100 && traffic.summary().statuses.length === 0; wait += 1) await page.waitForTimeout(50);
    await page.waitForTimeout(500);
    const noChange = traffic.summary();
    const after = await page.evaluate(() => performance.now());

    const result = {
      formations: COUNT,
      catalogue_rows: COUNT + pageRows,
      server_seed_ms: round(seedMs, 0),
      initial_sync: {
        pages: initial.requests,
        bytes_received: initial.bytes_received,
        bytes_sent: initial.bytes_sent,
        network_ms: initial.network_ms,
        until_mirror_complete_ms: initial.until_mirror_complete_ms,
      },
      courses_first_page_from_indexeddb_ms: {
        reload_navigation_to_first_page: round(median(reloads.map((run) => run.navigationToFirstPage))),
        reload_route_render_to_first_page: round(median(reloads.map((run) => run.routeToFirstPage))),
        reload_indexeddb_read_of_first_page: round(median(reloads.map((run) => run.readMs))),
        in_app_click_to_first_page_cold_chunk: round(median(inApp)),
        in_app_click_to_first_page_warm: round(median(warmInApp)),
        cpu_4x_reload_navigation_to_first_page: round(median(throttledReloads.map((run) => run.navigationToFirstPage))),
        cpu_4x_route_render_to_first_page: round(median(throttledReloads.map((run) => run.routeToFirstPage))),
        cpu_4x_indexeddb_read_of_first_page: round(median(throttledReloads.map((run) => run.readMs))),
        runs: RUNS,
      },
      no_change_sync: {
        status: noChange.statuses,
        bytes_received: noChange.bytes_received,
        bytes_sent: noChange.bytes_sent,
        bytes_total: noChange.bytes_received + noChange.bytes_sent,
        network_ms: noChange.network_ms,
        trigger_to_settled_ms: round(after - before),
      },
      goals: { first_page_ms: 50, no_change_sync_bytes: 1024 },
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
