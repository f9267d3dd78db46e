import { startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './app/styles.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { provideServerData, readEmbeddedServerData, type ServerData } from './lib/server-data';
import { startSession } from './app/session-bootstrap';
import { startLanguage } from './app/start-language';
import { readStoredLanguage } from './lib/language-storage';
import { removeStartLoader } from './app/start-loader';
import { markFirstScreenPainted, whenFirstScreenPainted } from './lib/first-screen';
import { HYDRATED_MARK } from './lib/performance-marks';
import { setHydrating } from './lib/use-hydrated';
import { loadNamespaces, setLanguage } from './lib/i18n';
import type { Namespace } from './lib/i18n-resources';
import { useSession } from './lib/session';
import { registerServiceWorker } from './lib/sw-bridge';
import { startBackgroundWork, type BackgroundWork } from './app/background-work';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the first route's chunk has arrived (or failed, which its error element then shows). */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Removes the static loader once the app has committed its first screen, never before. */
function StartLoaderRemoval() {
  // In the commit itself, before the browser draws it: the frame that follows lays out and paints the
  // first screen once, instead of once under the loader and again without it.
  useLayoutEffect(() => {
    removeStartLoader();
    requestAnimationFrame(() => setTimeout(markFirstScreenPainted));
  }, []);
  return null;
}

/**
 * Runs `task` once the first screen is painted, the page has loaded and the main thread is idle, so
 * background work (its downloads and its Dexie set-up) never competes with what the visitor waits for.
 */
function whenSettled(task: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 5_000 }) : setTimeout(task, 1_000));
  void whenFirstScreenPainted().then(() => {
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/** The attribute `<html>` carries once a server-rendered page is interactive (bench/first-visit.ts waits for it). */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * After hydration has committed: the first screen counts as painted, and SPEC §4's language setup runs. It switches to a stored choice (or to what the lookups
 * find when the server could not know the country) without a reload; the start-up loader, which the
 * server keeps only in that last case, goes once it is done.
 */
function AfterHydration() {
  useEffect(() => {
    performance.mark(HYDRATED_MARK);
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    requestAnimationFrame(() => setTimeout(markFirstScreenPainted));
    startLanguage()
      .catch((error: unknown) => console.error('Language setup failed', error))
      .finally(removeStartLoader);
  }, []);
  return null;
}

/** Takes over the page the server rendered, in the language and from the data it rendered with. */
async function hydrate(container: HTMLElement, embedded: ServerData): Promise<void> {
  provideServerData(embedded);
  const router = createAppRouter(embedded.router);
  // The embedded data stays until the first navigation, not just the first commit: React hydrates each
  // Suspense boundary of the page on its own, after the shell around it has committed. Screens opened
  // later read their usual sources.
  const landing = router.state.location;
  const unsubscribe = router.subscribe((state) => {
    if (state.location === landing) return;
    provideServerData(null);
    unsubscribe();
  });
  await Promise.all([
    setLanguage(embedded.language, { persist: false }).then(() => loadNamespaces(embedded.language, embedded.namespaces as Namespace[])),
    routerReady(router),
  ]);
  // Not cleared at the first commit: the page's Suspense boundaries (the route's content) hydrate after it.
  setHydrating(true);
  // In a transition, hydration yields to the browser between slices instead of one long task on a slow phone.
  startTransition(() => {
    hydrateRoot(
      container,
      <AppProviders>
        <AfterHydration />
        <RouterProvider router={router} />
      </AppProviders>,
      {
        // React then renders the page on the client; the component stack says where server and client differed.
        onRecoverableError: (error, info) => console.error('Hydration recovered by rendering on the client', error, info.componentStack),
      },
    );
  });
}

async function start(): Promise<void> {
  // Read before the session starts: a stored sign-in renders differently from what the server drew for a visitor.
  const signedIn = useSession.getState().token !== null;
  startSession();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const embedded = signedIn ? null : readEmbeddedServerData();
  // A returning visitor is hydrated too when the page is in the language they chose: the choices only
  // their device holds (cookie consent, form drafts) are drawn as the server drew them, then applied
  // (cookie-banner.tsx, use-site-form.ts). A page in another language is drawn again by the client in theirs.
  const stored = readStoredLanguage();
  const inTheirLanguage = stored === null || stored === embedded?.language;
  if (embedded && inTheirLanguage && container.hasChildNodes()) {
    await hydrate(container, embedded);
    startBackground();
    return;
  }
  // The router starts fetching the first page's chunk while the language is being detected.
  const router = createAppRouter();
  const language = startLanguage().catch((error: unknown) => {
    // Even the default locale failed to load (offline first visit): show the shell anyway.
    console.error('No locale could be loaded', error);
  });
  await Promise.all([language, routerReady(router)]);

  const root = createRoot(container);
  // A transition lets React render the first screen in slices, so a slow phone's main thread never
  // blocks for the whole render; the loader stays up until the screen is committed.
  startTransition(() => {
    root.render(
      <AppProviders>
        <StartLoaderRemoval />
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
  startBackground();
}

/** The page's background work, each part's code loaded only when it starts. */
const backgroundWork: BackgroundWork = {
  startOutbox: () => import('./data/outbox/outbox-runtime').then(({ startOutbox }) => startOutbox()),
  startMirror: () =>
    import('./data/sync-runtime').then(({ startBackgroundSync, firstPullEnded }) => {
      startBackgroundSync();
      return firstPullEnded();
    }),
  registerServiceWorker,
};

function startBackground(): void {
  // Once the first screen has settled, so Dexie, the sync code and the precache never compete with it
  // (DESIGN.md budgets); in the order src/app/background-work.ts gives.
  whenSettled(() => {
    void startBackgroundWork(backgroundWork);
    // Downloads set to wait for Wi-Fi or the night window: checked now, on network changes and on a timer.
    void import('./data/downloads/schedule/schedule-runtime').then(({ startDownloadSchedule }) => startDownloadSchedule());
  });
}

void start();
