import { liveQuery, type Subscription } from 'dexie';
import { API_BASE } from '../../../contract/constants';
import { handleAuthFailure } from '../../lib/api';
import { useSession } from '../../lib/session';
import { onNetworkUsable, reportNetworkUsable } from '../network-usable';
import { onUserDbChange, openUserDb } from '../user-db';
import { anonymousOutboxDb } from './anonymous-outbox-db';
import { deviceId } from './device-id';
import { resetNetworkBackoff } from './network-backoff';
import { queuedCount } from './outbox-queries';
import type { OutboxDatabase } from './outbox-row';
import { createOutboxRunner } from './outbox-runner';
import { createOutboxScheduler, type OutboxScheduler } from './outbox-scheduler';
import { setUploadProgress } from './upload-progress';
import { xhrUpload } from './xhr-upload';
import './outbox-kinds';

/**
 * The page's side of the outbox: one replay lane for the anonymous outbox and one for the signed-in
 * learner's, and DESIGN.md's triggers: start-up, `online`, returning to the tab, a timer while rows
 * wait, a new row (a live query, so a row added in another tab counts too), and a new login (which
 * resumes a lane paused by a 401). Each new row also asks for Background Sync (`outbox` tag), so the
 * service worker replays after the tab is closed; where the browser has no Background Sync, these
 * page triggers are the fallback.
 *
 * Each trigger gives every due row one try at most (outbox-runner.ts); the network coming back (`online`,
 * a successful request anywhere in the app, a start while online) starts the back-off of rows that only
 * lacked it over, so they leave at once. The waiting count is also shown on the installed app's icon.
 */

const BACKGROUND_SYNC_TAG = 'outbox';
/** While rows wait, a slow heartbeat in case every other trigger was missed. */
const HEARTBEAT_MS = 30_000;

interface Lane {
  db: OutboxDatabase;
  scheduler: OutboxScheduler;
  queued: number;
  subscription: Subscription;
}

interface BackgroundSyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

async function requestBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as
      | (ServiceWorkerRegistration & BackgroundSyncRegistration)
      | undefined;
    await registration?.sync?.register(BACKGROUND_SYNC_TAG);
  } catch (error) {
    // Denied or unsupported: the page's own triggers still replay while it is open.
    console.warn('Background Sync registration failed', error);
  }
}

function openLane(db: OutboxDatabase, token: () => string | null, requiresToken: boolean): Lane {
  const runner = createOutboxRunner({
    db,
    baseUrl: API_BASE,
    token,
    requiresToken,
    deviceId,
    onAuthFailure: handleAuthFailure,
    // Receipts show an upload progress bar; XMLHttpRequest is the one way to measure it on HTTP/1.1.
    ...(typeof XMLHttpRequest === 'function' ? { uploader: xhrUpload } : {}),
    onUploadProgress: (row, progress) => setUploadProgress(row.id, progress),
    onNetworkUsable: reportNetworkUsable,
    isOnline,
  });
  const scheduler = createOutboxScheduler(runner);
  const lane: Lane = { db, scheduler, queued: 0, subscription: null as unknown as Subscription };
  lane.subscription = liveQuery(() => queuedCount(db)).subscribe({
    next(count) {
      const grew = count > lane.queued;
      lane.queued = count;
      showAppBadge();
      if (!grew) return;
      void scheduler.kick();
      void requestBackgroundSync();
    },
    error(error: unknown) {
      console.warn('Outbox count failed', error);
    },
  });
  return lane;
}

interface BadgingNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** The Badging API, where the browser has it: the installed app's icon shows how many writes wait. */
function showAppBadge(): void {
  if (typeof navigator === 'undefined') return;
  const badging = navigator as Navigator & BadgingNavigator;
  const total = lanes().reduce((sum, lane) => sum + lane.queued, 0);
  const shown = total > 0 ? badging.setAppBadge?.(total) : badging.clearAppBadge?.();
  // Refused outside an installed app on some browsers: the header's badge still says it.
  shown?.catch(() => undefined);
}

/** How long a successful request elsewhere outweighs `navigator.onLine` saying false. */
const PROOF_MS = 60_000;
/** When a request last succeeded (epoch ms); 0 after the `offline` event. */
let provenAt = 0;

/**
 * Whether to send at all. navigator.onLine false is believed (no request can leave), unless a request
 * succeeded within the last minute and no `offline` event came since: some systems report false wrongly,
 * and the outbox must not wait forever for them.
 */
const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false || Date.now() - provenAt < PROOF_MS;

function closeLane(lane: Lane | null): void {
  if (!lane) return;
  lane.subscription.unsubscribe();
  lane.scheduler.stop();
}

let started = false;
let anonymousLane: Lane | null = null;
let userLane: Lane | null = null;
let userLaneToken: string | null = null;

function lanes(): Lane[] {
  return [anonymousLane, userLane].filter((lane): lane is Lane => lane !== null);
}

let following = false;
/** Keeps the learner's lane on the signed-in person's open database. */
function follow(): void {
  if (following) return;
  following = true;
  try {
    const { user, token } = useSession.getState();
    if (!user || !token) {
      closeLane(userLane);
      userLane = null;
      userLaneToken = null;
      showAppBadge();
      return;
    }
    const db = openUserDb(user.id);
    if (userLane?.db !== db) {
      closeLane(userLane);
      const ownerId = user.id;
      userLane = openLane(
        db,
        () => {
          const session = useSession.getState();
          return session.user?.id === ownerId ? session.token : null;
        },
        true,
      );
      userLaneToken = token;
      void userLane.scheduler.kick({ connectionBack: isOnline() });
    } else if (token !== userLaneToken) {
      // Signed in again after a 401: the paused lane goes on.
      userLaneToken = token;
      void userLane.scheduler.kick({ retryNetworkNow: true });
    }
  } finally {
    following = false;
  }
}

/**
 * Replays every lane now (tab visible, "sync now"): each due row gets one try, rows that only lacked a
 * network included. Sends nothing while the device is offline. Resolves when each lane's run has ended.
 */
export async function syncOutboxNow(): Promise<void> {
  await Promise.all(lanes().map((lane) => lane.scheduler.kick({ retryNetworkNow: true })));
}

/** The network is usable again: every lane's network back-off starts over, and they replay now. */
export async function outboxConnectionBack(): Promise<void> {
  await Promise.all(lanes().map((lane) => lane.scheduler.kick({ connectionBack: true })));
}

/** Another request succeeded: lanes holding rows that only lacked the network replay now. */
function networkProvedUsable(): void {
  provenAt = Date.now();
  for (const lane of lanes()) {
    if (lane.queued === 0) continue;
    resetNetworkBackoff(lane.db).then(
      (changed) => {
        if (changed > 0) void lane.scheduler.kick();
      },
      (error: unknown) => console.warn('Outbox back-off reset failed', error),
    );
  }
}

/** Starts the replay once per page load (later calls do nothing). Call after the first render. */
export function startOutbox(): void {
  if (started) return;
  started = true;
  anonymousLane = openLane(anonymousOutboxDb(), () => null, false);
  // Starting online is the connection coming back for rows left waiting by an earlier, offline visit.
  void anonymousLane.scheduler.kick({ connectionBack: isOnline() });
  follow();
  useSession.subscribe(follow);
  onUserDbChange(follow);
  onNetworkUsable(networkProvedUsable);

  window.addEventListener('online', () => void outboxConnectionBack());
  window.addEventListener('offline', () => {
    provenAt = 0;
  });
  document.addEventListener('visibilitychange', () => {
    // Offline, the runner would send nothing anyway; online, each due row gets one try.
    if (document.visibilityState === 'visible' && isOnline()) void syncOutboxNow();
  });
  setInterval(() => {
    for (const lane of lanes()) if (lane.queued > 0) void lane.scheduler.kick();
  }, HEARTBEAT_MS);
}
