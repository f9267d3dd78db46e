/**
 * Field conditions, measured (DESIGN.md, budgets): first visits to `/`, `/courses` and one
 * `/course/{id}` on 2G (400 kbps / 400 ms, 4× slower CPU) and 3G (1.6 Mbps / 150 ms), an offline repeat
 * visit served by the service worker, and the server's render throughput for `/` (autocannon, 50
 * connections, and one at a time). Each visit is made BENCH_VISITS times (default 3): medians and ranges.
 * Prints JSON; it never passes or fails on time. Needs a build: `npm run build && npm run bench:first-visit`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { startAcademyServer } from '../e2e/support/academy-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DIST } from '../e2e/support/paths';
import { HYDRATED_MARK } from '../src/lib/performance-marks';

interface Profile {
  name: string;
  latency: number;
  kbps: number;
  cpu: number;
}

const PROFILES: Profile[] = [
  { name: '2g', latency: 400, kbps: 400, cpu: 4 },
  { name: '3g', latency: 150, kbps: 1600, cpu: 4 },
];

const link = (profile: Profile) => ({
  latency: profile.latency,
  downloadThroughput: (profile.kbps * 1000) / 8,
  uploadThroughput: (profile.kbps * 1000) / 8,
});

interface PaintTimes {
  first_contentful_paint_ms: number | null;
  largest_contentful_paint_ms: number | null;
  cumulative_layout_shift: number;
}

/**
 * Paint times and layout shift of the current document, from the browser's own performance entries.
 * A string, not a function: tsx would wrap named helpers in a `__name` call the page does not have.
 */
const PAINT_TIMES_SCRIPT = `new Promise((resolve) => {
  let lcp = null;
  let cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => {
    resolve({
      first_contentful_paint_ms: performance.getEntriesByName('first-contentful-paint', 'paint')[0]?.startTime ?? null,
      largest_contentful_paint_ms: lcp,
      cumulative_layout_shift: Math.round(cls * 1000) / 1000,
    });
  }, 0);
})`;

/**
 * When the app has taken over: a server-rendered page says so on `<html data-hydrated>`; a page the
 * client renders alone (an older build, or a route the server does not render) once its navbar is there.
 * A function, not a string: the page's CSP forbids the eval a string predicate needs.
 */
const isHydrated = () =>
  document.documentElement.hasAttribute('data-hydrated') ||
  (!document.querySelector('#root[data-ssr]') && document.querySelector('#root nav') !== null);

const round = (value: number | null) => (value === null ? null : Math.round(value));

async function throttle(cdp: CDPSession, profile: Profile, offline: boolean) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline, ...link(profile) });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
}

async function newMobileContext(browser: Browser) {
  return browser.newContext({
    locale: 'en-US',
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'X-Country-Code': 'GB' },
  });
}

type FirstVisit = Awaited<ReturnType<typeof firstVisit>>;

/**
 * Cold visits per route and profile (BENCH_VISITS, default 3). One visit on this 2-core machine varies by
 * 0.3–0.5 s from the next; the median of three is what a visitor usually gets, the range how far it strays.
 */
const VISITS_PER_ROUTE = Math.max(1, Number.parseInt(process.env.BENCH_VISITS ?? '3', 10) || 3);

/** The median of `values` and their range; nulls for none. */
function spread(values: readonly (number | null)[]): { median: number | null; range: [number, number] | null } {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: null, range: null };
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] as number) : Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
  return { median, range: [sorted[0] as number, sorted.at(-1) as number] };
}

/** The median of each figure over the visits, and the range of the ones the issue sets targets on. */
function summarise(visits: FirstVisit[]) {
  const of = (pick: (visit: FirstVisit) => number | null) => spread(visits.map(pick));
  const lcp = of((visit) => visit.largest_contentful_paint_ms);
  const hydrated = of((visit) => visit.hydrated_ms);
  return {
    visits: visits.length,
    first_contentful_paint_ms: of((visit) => visit.first_contentful_paint_ms).median,
    largest_contentful_paint_ms: lcp.median,
    largest_contentful_paint_range_ms: lcp.range,
    cumulative_layout_shift: Math.max(...visits.map((visit) => visit.cumulative_layout_shift)),
    hydrated_ms: hydrated.median,
    hydrated_range_ms: hydrated.range,
    load_ms: of((visit) => visit.load_ms).median,
    transferred_bytes: of((visit) => visit.transferred_bytes).median,
    requests: of((visit) => visit.requests).median,
  };
}

/** One cold first visit (fresh context: no cache, no service worker). */
async function firstVisit(browser: Browser, url: string, profile: Profile) {
  const context = await newMobileContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, profile, false);
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      requests += 1;
    });
    await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
    await page.waitForFunction(isHydrated, undefined, { timeout: 120_000, polling: 50 });
    // The page's own mark, not the time this check noticed: the check starts only after the load event,
    // so a hydration that ended before it would otherwise be reported at the load event's time.
    const { hydrated, load } = await page.evaluate((mark) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return { hydrated: performance.getEntriesByName(mark)[0]?.startTime ?? performance.now(), load: navigation?.loadEventStart ?? null };
    }, HYDRATED_MARK);
    const paints = (await page.evaluate(PAINT_TIMES_SCRIPT)) as PaintTimes;
    return {
      first_contentful_paint_ms: round(paints.first_contentful_paint_ms),
      largest_contentful_paint_ms: round(paints.largest_contentful_paint_ms),
      cumulative_layout_shift: paints.cumulative_layout_shift,
      hydrated_ms: Math.round(hydrated),
      load_ms: round(load),
      transferred_bytes: bytes,
      requests,
    };
  } finally {
    await context.close();
  }
}

async function offlineRepeatVisit(browser: Browser, url: string, profile: Profile) {
  const context = await newMobileContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
    // The worker installs after the first render; wait until it controls the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    });
    await context.setOffline(true);
    await throttle(cdp, profile, true);
    const t0 = Date.now();
    await page.reload({ waitUntil: 'load', timeout: 120_000 });
    await page.getByRole('navigation').first().waitFor({ state: 'visible', timeout: 120_000 });
    const visible = Math.round(await page.evaluate(() => performance.now()));
    return { app_visible_ms: visible, wall_clock_ms: Date.now() - t0 };
  } finally {
    await context.close();
  }
}

/** A published course's id, from the public catalogue API. */
async function someCourseId(base: string): Promise<string | null> {
  const response = await fetch(`${base}/api/formations?page=1`);
  if (!response.ok) return null;
  const body = (await response.json()) as { data?: { id?: string }[] };
  return body.data?.[0]?.id ?? null;
}

/** What Chromium sends: the rendered page goes out compressed, as the cache keeps it. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * Requests per second and latency of `/` with 50 connections, as browsers ask for it (compressed) and
 * uncompressed, each after 3 s of warm-up so the figures are of a running server, not of its JIT.
 */
async function serverThroughput(base: string) {
  const run = async (acceptEncoding: string | null, duration: number, connections = 50) => {
    const headers: Record<string, string> = { 'x-country-code': 'GB', 'accept-language': 'en' };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    const result = await autocannon({ url: `${base}/`, connections, duration, headers });
    return {
      requests_per_s: Math.round(result.requests.average),
      latency_p50_ms: result.latency.p50,
      latency_p99_ms: result.latency.p99,
      bytes_per_response: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
      non_2xx: result.non2xx,
    };
  };
  await run(BROWSER_ACCEPT_ENCODING, 3);
  return {
    compressed: await run(BROWSER_ACCEPT_ENCODING, 10),
    uncompressed: await run(null, 10),
    // One request at a time: its latency is the time to answer one page (a render, when nothing is cached).
    one_connection: await run(BROWSER_ACCEPT_ENCODING, 5, 1),
  };
}

/** The build to measure: dist/ unless BENCH_DIST names another (a copy of an earlier build, for a before/after). */
const BUILD = process.env.BENCH_DIST ?? DIST;

async function main() {
  if (!existsSync(path.join(BUILD, 'index.html'))) throw new Error('No build in dist/: run `npm run build` first.');
  const server = await startAcademyServer({ staticDir: BUILD, timeoutMs: 240_000 });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const courseId = await someCourseId(server.url);
    const routes = ['/', '/courses', ...(courseId ? [`/course/${courseId}`] : [])];
    const visits: Record<string, Record<string, unknown>> = {};
    for (const profile of PROFILES) {
      const byRoute: Record<string, unknown> = {};
      for (const route of routes) {
        const runs: FirstVisit[] = [];
        for (let run = 0; run < VISITS_PER_ROUTE; run += 1) runs.push(await firstVisit(browser, server.url + route, profile));
        byRoute[route] = summarise(runs);
      }
      visits[profile.name] = byRoute;
    }
    const [slowest] = PROFILES;
    const offlineVisits: { app_visible_ms: number; wall_clock_ms: number }[] = [];
    for (let run = 0; slowest && run < VISITS_PER_ROUTE; run += 1)
      offlineVisits.push(await offlineRepeatVisit(browser, server.url, slowest));
    const visible = spread(offlineVisits.map((visit) => visit.app_visible_ms));
    const offline =
      offlineVisits.length > 0
        ? {
            visits: offlineVisits.length,
            app_visible_ms: visible.median,
            app_visible_range_ms: visible.range,
            wall_clock_ms: spread(offlineVisits.map((visit) => visit.wall_clock_ms)).median,
          }
        : null;
    await browser.close();
    const cached = await serverThroughput(server.url);
    // A second server whose rendered-page cache holds nothing: every request renders (server/lib/ssr/ssr-page.ts).
    const uncachedServer = await startAcademyServer({ staticDir: BUILD, env: { SSR_CACHE_ENTRIES: '0' } });
    const uncached = await serverThroughput(uncachedServer.url).finally(() => uncachedServer.stop());
    console.info(
      JSON.stringify(
        {
          conditions: Object.fromEntries(PROFILES.map((p) => [p.name, { down_kbps: p.kbps, rtt_ms: p.latency, cpu_slowdown: p.cpu }])),
          first_visit: visits,
          offline_repeat_visit_2g: offline,
          server_root: { cached, uncached },
        },
        null,
        2,
      ),
    );
  } finally {
    await browser.close().catch(() => undefined);
    await server.stop();
  }
}

await main();
