import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type CDPSession, type Locator, type Page } from '@playwright/test';
import { startAcademyServer } from './academy-server';
import { DIST, ROOT } from './paths';

/**
 * Makes `context.setOffline(true)` hold for every document, as a phone without signal does. Chromium 150
 * (Debian bookworm's) keeps the emulated network off across a reload or a `goto`, but the new document
 * reads `navigator.onLine === true`: the screens then show their online state (a card form, "sent" for a
 * message the outbox still holds) that no offline phone would. So while the context is offline each page's
 * new document is told again, over a DevTools session of its own, and Chromium fires `offline` in it.
 * Chromium 156 needs none of it, and telling it again changes nothing there.
 */
export function keepDocumentsOffline(context: BrowserContext): void {
  let offline = false;
  const sessions = new Map<Page, Promise<CDPSession>>();
  const tellOffline = async (page: Page) => {
    let session = sessions.get(page);
    if (!session) {
      session = context.newCDPSession(page);
      sessions.set(page, session);
    }
    await (
      await session
    ).send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  };
  const watch = (page: Page) => {
    page.on('framenavigated', (frame) => {
      // A page closed meanwhile has nothing left to tell.
      if (offline && frame === page.mainFrame()) tellOffline(page).catch(() => undefined);
    });
    page.on('close', () => sessions.delete(page));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (value: boolean) => {
    offline = value;
    if (value) {
      await setOffline(true);
      return;
    }
    // Back online: the pages' own sessions go first, with the emulation they held, so that when the context's
    // `online` reaches the pages their network is on. In the other order the outbox's first try after `online`
    // met a network still off and waited out a back-off the phone would not have had.
    const open = [...sessions.values()];
    sessions.clear();
    await Promise.all(open.map(async (session) => (await session).detach().catch(() => undefined)));
    await setOffline(false);
  };
}

/**
 * Every test runs against the academy alone: requests to any other host are refused, as on a
 * machine without internet, so a third-party lookup can neither slow a test down nor change its result.
 */
export const test = base.extend<object, { workerServerUrl: string | null }>({
  /**
   * Playwright's web server for the first worker; a server of its own (a copy of the same seeded
   * template) for each other worker, so the specs that share a server never share it with a spec
   * running at the same time in another worker. Files still run one after another within a worker.
   */
  workerServerUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, provide, workerInfo) => {
      if (workerInfo.parallelIndex === 0) {
        await provide(null);
        return;
      }
      const server = await startAcademyServer({ staticDir: DIST });
      await provide(server.url);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ baseURL, workerServerUrl }, provide) => provide(workerServerUrl ?? baseURL),
  // The second argument is Playwright's `use`; named otherwise so React's hook rules leave it alone.
  context: async ({ context }, provide) => {
    keepDocumentsOffline(context);
    await provide(context);
  },
});
export { expect };

/**
 * For spec files about what a screen shows (layout at 390 px, texts, direction, staff screens), not about
 * working offline: `test.use(WITHOUT_SERVICE_WORKER)`. Each context that installs the worker precaches the
 * whole build (every route chunk and language), CPU of browser and server that docs/performance-log.md
 * measures, and none of these tests reads what it leaves. The
 * worker is the subject of the offline specs, which keep it. A page without it is what a first visit
 * and a browser without service workers get.
 */
export const WITHOUT_SERVICE_WORKER = { serviceWorkers: 'block' } as const;

export type Json = { [key: string]: string | Json };

/** The strings a learner reads, straight from the locale files, so tests query what users see. */
export function locale(language: 'ar' | 'fr' | 'en', namespace: string): Json {
  return JSON.parse(readFileSync(path.join(ROOT, 'locales', language, `${namespace}.json`), 'utf8')) as Json;
}

export function text(json: Json, key: string): string {
  const value = key.split('.').reduce<string | Json | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), json);
  if (typeof value !== 'string') throw new Error(`no string at ${key}`);
  return value;
}

/** Resolves once a service worker is active and controls the page (the precache is then complete). */
export async function waitForServiceWorkerControl(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
    return registration.active?.scriptURL ?? '';
  });
}

/**
 * Scrolls to what `target` finds, finding it again if it is replaced meanwhile. A visitor with a stored
 * language gets the server's page first and the app's own render over it (only a first visit
 * is hydrated), so an element found in the server's markup can be detached mid-scroll; Playwright's
 * scroll does not look again by itself, as its clicks do.
 */
export async function scrollTo(target: Locator): Promise<void> {
  await expect(async () => target.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({ timeout: 20_000 });
}

/**
 * Brings the footer near until its forms have loaded (they load when it comes near the screen,
 * footer-forms-slot.tsx). Content drawn after a first scroll (the catalogue from IndexedDB, the app's
 * render over the server's page) can push the footer back out of reach before the observer sees it,
 * so the scroll repeats until the forms are there. Returns the footer.
 */
export async function revealFooterForms(page: Page): Promise<Locator> {
  const footer = page.locator('footer');
  await expect(async () => {
    await footer.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(footer.locator('form')).toHaveCount(2, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return footer;
}
