/**
 * Offline downloads in field conditions, measured: the largest seeded formation downloaded
 * through a 400 kbps / 400 ms link (Chrome DevTools Protocol network emulation), and the bytes fetched
 * again when the link drops halfway and comes back. Prints JSON; it never passes or fails on time.
 * Needs a build: `npm run build && npm run bench:download`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page, type Request } from 'playwright-core';
import type { OfflineManifest } from '../contract/study';
import { DEMO_ACCOUNTS } from '../server/seed/identity';
import { startAcademyServer } from '../e2e/support/academy-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DIST } from '../e2e/support/paths';
import { seedSession } from '../e2e/support/seed-session';

const LINK = { offline: false, latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
const OFFLINE = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}

const server = await startAcademyServer({ staticDir: DIST });
const url = (pathname: string) => `${server.url}${pathname}`;

interface Session {
  token: string;
  user: { id: string };
}

/** Staff may download any formation without enrolling, which keeps the benchmark to the download itself. */
async function staffSession(): Promise<Session> {
  const agent = DEMO_ACCOUNTS.find((account) => account.role === 'agent');
  if (!agent) throw new Error('no demo agent');
  const response = await fetch(url('/api/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: agent.email, password: agent.password }),
  });
  return (await response.json()) as Session;
}

interface Sizes {
  id: string;
  slug: string;
  /** Every distinct file of the pack. */
  pack_bytes: number;
  /** What crosses the network: files with the same content are fetched once. */
  network_bytes: number;
  files: number;
}

async function formationSizes(session: Session): Promise<Sizes[]> {
  const list = (await (await fetch(url('/api/formations?per_page=100'))).json()) as { data: { id: string; slug: string }[] };
  const sizes: Sizes[] = [];
  for (const formation of list.data) {
    const manifest = (await (
      await fetch(url(`/api/formations/${formation.id}/offline-manifest`), { headers: { authorization: `Bearer ${session.token}` } })
    ).json()) as OfflineManifest;
    const byKey = new Map(manifest.files.map((file) => [file.url.split('?')[0], file.size]));
    const bySha = new Map(manifest.files.map((file) => [file.sha256, file.size]));
    const sum = (values: Iterable<number>) => [...values].reduce((total, size) => total + size, 0);
    sizes.push({
      id: formation.id,
      slug: formation.slug,
      pack_bytes: sum(byKey.values()),
      network_bytes: sum(bySha.values()),
      files: byKey.size,
    });
  }
  return sizes.sort((a, b) => b.pack_bytes - a.pack_bytes);
}

async function openStudyPage(
  browser: Browser,
  session: Session,
  formationId: string,
): Promise<{ page: Page; cdp: CDPSession; ranged: { request: Request; at: number }[] }> {
  const context = await browser.newContext({ baseURL: server.url });
  // The academy alone: nothing else on the internet can slow the figures.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  await page.goto(url('/'));
  await seedSession(page, session);
  // The app shell loads at full speed: only the download is measured on the slow link.
  await page.goto(url(`/course/${formationId}/study`));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
  await page.getByText(/^Size: /).waitFor({ timeout: 60_000 });
  const ranged: { request: Request; at: number }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/media/') && request.headers().range) ranged.push({ request, at: Date.now() });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  return { page, cdp, ranged };
}

function rangeLength(request: Request): number {
  const match = /bytes=(\d+)-(\d+)/.exec(request.headers().range ?? '');
  return match ? Number(match[2]) - Number(match[1]) + 1 : 0;
}

const downloadButton = (page: Page) => page.getByRole('button', { name: 'Download for offline' });
const completed = (page: Page) => page.getByText(/^Available offline/).waitFor({ timeout: 600_000 });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const session = await staffSession();
  const sizes = await formationSizes(session);
  const largest = sizes[0];
  if (!largest) throw new Error('no formation');

  // 1. The whole download on the slow link.
  const first = await openStudyPage(browser, session, largest.id);
  await first.cdp.send('Network.emulateNetworkConditions', LINK);
  const started = Date.now();
  await downloadButton(first.page).click();
  await completed(first.page);
  const downloadMs = Date.now() - started;
  const requestedBytes = first.ranged.reduce((sum, entry) => sum + rangeLength(entry.request), 0);
  await first.page.context().close();

  // 2. The link drops halfway through the network bytes, then comes back.
  const second = await openStudyPage(browser, session, largest.id);
  await second.cdp.send('Network.emulateNetworkConditions', LINK);
  await downloadButton(second.page).click();
  const halfway = Math.floor((100 * largest.network_bytes) / 2 / largest.pack_bytes);
  const bar = second.page.getByRole('progressbar', { name: 'Download progress' });
  for (;;) {
    if (Number(await bar.getAttribute('value')) >= halfway) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await second.cdp.send('Network.emulateNetworkConditions', OFFLINE);
  const cutAt = Date.now();
  await second.page.getByText('Connection lost. The download will resume by itself.').first().waitFor({ timeout: 60_000 });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const resumedAt = Date.now();
  await second.cdp.send('Network.emulateNetworkConditions', LINK);
  await completed(second.page);
  const before = second.ranged.filter((entry) => entry.at < cutAt);
  const after = second.ranged.filter((entry) => entry.at >= resumedAt);
  const askedBefore = before.reduce((sum, entry) => sum + rangeLength(entry.request), 0);
  const askedAfter = after.reduce((sum, entry) => sum + rangeLength(entry.request), 0);
  // Everything asked for beyond the bytes the pack needed from the network was asked twice.
  const refetched = Math.max(0, askedBefore + askedAfter - largest.network_bytes);
  await second.page.context().close();

  console.log(
    JSON.stringify(
      {
        link: { kbps: 400, latency_ms: LINK.latency },
        largest_formation: {
          slug: largest.slug,
          files: largest.files,
          pack_bytes: largest.pack_bytes,
          network_bytes: largest.network_bytes,
        },
        download: { ms: downloadMs, bytes_requested: requestedBytes, requests: first.ranged.length },
        interrupted_at_half: {
          cut_after_bytes_requested: askedBefore,
          bytes_requested_after_resume: askedAfter,
          bytes_refetched: refetched,
        },
        all_formations: sizes.map(({ slug, pack_bytes, network_bytes }) => ({ slug, pack_bytes, network_bytes })),
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
