/**
 * Field conditions, measured (DESIGN.md, budgets): a first visit to `/` on a 400 kbps / 400 ms link
 * with a 4× slower CPU, then an offline repeat visit served by the service worker. Prints JSON; it
 * never passes or fails on time. Needs a build: `npm run build && npm run bench:first-visit`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { startAcademyServer } from '../e2e/support/academy-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DIST } from '../e2e/support/paths';

const LINK = { latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
const CPU_SLOWDOWN = 4;

interface PaintTimes {
  first_paint_ms: number | null;
  first_contentful_paint_ms: number | null;
  largest_contentful_paint_ms: number | null;
  load_event_ms: number | null;
}

/**
 * Paint and load times of the current document, from the browser's own performance entries.
 * A string, not a function: tsx would wrap named helpers in a `__name` call the page does not have.
 */
const PAINT_TIMES_SCRIPT = `new Promise((resolve) => {
  let lcp = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    resolve({
      first_paint_ms: performance.getEntriesByName('first-paint', 'paint')[0]?.startTime ?? null,
      first_contentful_paint_ms: performance.getEntriesByName('first-contentful-paint', 'paint')[0]?.startTime ?? null,
      largest_contentful_paint_ms: lcp,
      load_event_ms: navigation ? navigation.loadEventEnd : null,
    });
  }, 0);
})`;

function paintTimes(page: Page): Promise<PaintTimes> {
  return page.evaluate(PAINT_TIMES_SCRIPT) as Promise<PaintTimes>;
}

const round = (value: number | null) => (value === null ? null : Math.round(value));

/** Milliseconds since navigation start until the app's navbar is on screen (the shell is usable). */
async function appVisibleMs(page: Page): Promise<number> {
  await page.getByRole('navigation').first().waitFor({ state: 'visible', timeout: 120_000 });
  return Math.round(await page.evaluate(() => performance.now()));
}

async function throttle(cdp: CDPSession, offline: boolean) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline, ...LINK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

async function main() {
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error('No build in dist/: run `npm run build` first.');
  const server = await startAcademyServer({ staticDir: DIST, env: { SEED_DEMO: '0' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: { 'X-Country-Code': 'GB' },
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, false);

    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      requests += 1;
    });

    await page.goto(server.url, { waitUntil: 'load', timeout: 180_000 });
    const firstVisible = await appVisibleMs(page);
    const first = await paintTimes(page);
    const firstBytes = bytes;
    const firstRequests = requests;

    // The worker installs after the first render; wait until it controls the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    });

    await context.setOffline(true);
    await throttle(cdp, true);
    const t0 = Date.now();
    await page.reload({ waitUntil: 'load', timeout: 120_000 });
    const repeatVisible = await appVisibleMs(page);
    const repeatWall = Date.now() - t0;
    const repeat = await paintTimes(page);

    console.info(
      JSON.stringify(
        {
          conditions: { down_kbps: 400, up_kbps: 400, rtt_ms: LINK.latency, cpu_slowdown: CPU_SLOWDOWN },
          first_visit: {
            first_paint_ms: round(first.first_paint_ms),
            first_contentful_paint_ms: round(first.first_contentful_paint_ms),
            largest_contentful_paint_ms: round(first.largest_contentful_paint_ms),
            load_event_ms: round(first.load_event_ms),
            app_visible_ms: firstVisible,
            transferred_bytes: firstBytes,
            requests: firstRequests,
          },
          offline_repeat_visit: {
            load_event_ms: round(repeat.load_event_ms),
            first_contentful_paint_ms: round(repeat.first_contentful_paint_ms),
            app_visible_ms: repeatVisible,
            wall_clock_ms: repeatWall,
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
