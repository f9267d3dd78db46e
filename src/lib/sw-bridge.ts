import type { Workbox } from 'workbox-window';
import { create } from 'zustand';

export interface AppUpdateState {
  /** A new version is installed and waits for the learner to accept it. */
  updateReady: boolean;
}

/** What the update prompt shows; nothing else in the app needs the worker's state. */
export const useAppUpdate = create<AppUpdateState>(() => ({ updateReady: false }));

/** Updates are looked for again when the learner comes back to the tab, at most this often. */
const UPDATE_CHECK_INTERVAL_MS = 30 * 60 * 1000;

export interface RegisterOptions {
  /** How the page reloads after the learner accepted an update; tests pass a spy. */
  reload?: () => void;
}

let workbox: Workbox | null = null;
let registration: Promise<void> | null = null;
let reloadPage: () => void = () => window.location.reload();
let reloading = false;

/**
 * Registers the service worker (dist/sw.js, built from sw/sw.ts). The shell calls it once the first
 * screen has settled and the catalogue mirror's first pull has ended (src/app/background-work.ts), so
 * registration and the precache downloads compete neither with the first paint nor with the mirror (the
 * waiting is the caller's, not done again here). Does nothing in development or in browsers without
 * service workers.
 */
export function registerServiceWorker(options: RegisterOptions = {}): Promise<void> {
  if (options.reload) reloadPage = options.reload;
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return Promise.resolve();
  }
  registration ??= register().catch((error: unknown) => {
    // The app works online without a worker; a failed registration only costs offline use.
    console.warn('Service worker registration failed', error);
  });
  return registration;
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  wb.addEventListener('waiting', () => useAppUpdate.setState({ updateReady: true }));
  // Another tab accepted the update: this page still runs the old code, so offer the reload here too.
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate && !reloading) useAppUpdate.setState({ updateReady: true });
  });
  await wb.register();

  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    void wb.update();
  });
}

/**
 * Called only from the learner's click on "Reload": the waiting worker takes over, then the page
 * reloads once under it. Nothing reloads the page without that click.
 */
export function applyUpdate(): void {
  if (reloading) return;
  reloading = true;
  const wb = workbox;
  if (!wb) {
    reloadPage();
    return;
  }
  navigator.serviceWorker.getRegistration().then(
    (current) => {
      if (!current?.waiting) {
        // Already activated from another tab: only this page is out of date.
        reloadPage();
        return;
      }
      wb.addEventListener('controlling', () => reloadPage());
      wb.messageSkipWaiting();
    },
    () => reloadPage(),
  );
}

/** "Later": the prompt goes away; the new version starts the next time the app is opened. */
export function dismissUpdate(): void {
  useAppUpdate.setState({ updateReady: false });
}
