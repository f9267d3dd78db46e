import { pickLanguage } from '../../../../contract/pick-language';
import { publicDb } from '../../db';
import { currentUserDb, onUserDbChange, type UserDatabase } from '../../user-db';
import { resumeInterruptedDownloads, startDownload } from '../download-runner';
import {
  backgroundFetchOf,
  handOffToBackgroundFetch,
  reclaimLostBackgroundFetches,
  type BackgroundFetchManagerLike,
} from './background-fetch';
import type { ConnectionFacts } from './decide';
import { onDownloadQueued } from './download-waits';
import { runDueDownloads, startWaiting, type ScheduleEnv } from './schedule-runner';
import type { DownloadWaitRow } from './wait-records';

/**
 * Runs the waiting downloads on the page: a check at start-up, when the browser comes online, when the
 * connection changes (Network Information `change`), when the tab shows again, when a download is
 * queued, and on a timer while the app is open (at the next window's start, and at least every minute,
 * so a clock set forward or back is read again soon). The app closed, nothing runs here: a window
 * reached while closed starts on the next open, and a started download carries on with the app closed
 * only through Background Fetch.
 */

/** The longest the page goes without looking again. */
export const CHECK_EVERY_MS = 60_000;

interface NetworkInformationLike extends EventTarget {
  type?: string;
  metered?: boolean;
}

function networkInformation(): NetworkInformationLike | null {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection ?? null;
}

export function browserConnection(): ConnectionFacts {
  const info = networkInformation();
  return {
    online: navigator.onLine,
    type: typeof info?.type === 'string' ? info.type : null,
    metered: typeof info?.metered === 'boolean' ? info.metered : null,
  };
}

async function backgroundFetchManager(): Promise<BackgroundFetchManagerLike | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return registration?.active ? backgroundFetchOf(registration) : null;
}

async function notificationTitle(formationId: string): Promise<string> {
  const formation = await publicDb().formations.get(formationId);
  const language = document.documentElement.lang.startsWith('ar') ? 'ar' : document.documentElement.lang.startsWith('fr') ? 'fr' : 'en';
  return formation ? pickLanguage(formation.title, language) : formationId;
}

/** How the page starts a due download: handed to Background Fetch where the browser has it. */
export async function startScheduledDownload(db: UserDatabase, row: DownloadWaitRow): Promise<void> {
  const manager = await backgroundFetchManager();
  const title = manager ? await notificationTitle(row.formation_id) : '';
  await startDownload(db, row.formation_id, {
    rendition: row.rendition,
    handOff: manager ? (plan) => handOffToBackgroundFetch(db, manager, row.formation_id, plan.files, title) : undefined,
  });
}

export const browserScheduleEnv: ScheduleEnv = {
  now: () => new Date(),
  connection: browserConnection,
  start: startScheduledDownload,
};

/** The learner's "Download now" on a waiting row. */
export function startWaitingNow(db: UserDatabase, row: DownloadWaitRow): Promise<boolean> {
  return startWaiting(db, row, browserScheduleEnv);
}

let started = false;

/** Starts the checks once per page load (later calls do nothing). */
export function startDownloadSchedule(): void {
  if (started) return;
  started = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  const reclaimed = new WeakSet<UserDatabase>();

  const checkOnce = async () => {
    const db = currentUserDb();
    let next: Date | null = null;
    if (db) {
      if (!reclaimed.has(db)) {
        reclaimed.add(db);
        if ((await reclaimLostBackgroundFetches(db, await backgroundFetchManager())).length > 0) void resumeInterruptedDownloads(db);
      }
      next = (await runDueDownloads(db, browserScheduleEnv)).nextCheck;
    }
    const wait = next ? Math.min(Math.max(next.getTime() - Date.now(), 1000), CHECK_EVERY_MS) : CHECK_EVERY_MS;
    clearTimeout(timer);
    timer = setTimeout(() => void check(), wait);
  };
  const check = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = checkOnce()
      .catch((error: unknown) => console.warn('Waiting downloads check failed', error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void check();
        }
      });
    return running;
  };

  onUserDbChange(() => void check());
  onDownloadQueued(() => void check());
  window.addEventListener('online', () => void check());
  networkInformation()?.addEventListener('change', () => void check());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  void check();
}
