import { API_BASE } from '../contract/constants';
import { readCredentialCopy } from '../src/data/credential-copy';
import { anonymousOutboxDb } from '../src/data/outbox/anonymous-outbox-db';
import { deviceId } from '../src/data/outbox/device-id';
import '../src/data/outbox/outbox-kinds';
import type { OutboxDatabase } from '../src/data/outbox/outbox-row';
import { createOutboxRunner, type RunResult } from '../src/data/outbox/outbox-runner';
import { UserDatabase } from '../src/data/user-db';

/** The Background Sync tag the page registers whenever a row is added to an outbox. */
export const OUTBOX_SYNC_TAG = 'outbox';
/** Fallback where a page prefers to ask the worker directly: `postMessage({ type: 'OUTBOX_REPLAY' })`. */
export const OUTBOX_REPLAY_MESSAGE = 'OUTBOX_REPLAY';

/** Inside one sync event, a back-off shorter than this is waited out instead of handing back to the browser. */
const WAIT_INSIDE_EVENT_MS = 60_000;
/** Browsers end a sync event after a few minutes; stop well before. */
const EVENT_BUDGET_MS = 3 * 60_000;

interface WaitableEvent {
  waitUntil(promise: Promise<unknown>): void;
}

/** The part of the worker scope this module uses, so tests can hand it a fake. */
export interface BackgroundSyncScope {
  addEventListener(type: 'sync', listener: (event: WaitableEvent & { tag: string; lastChance?: boolean }) => void): void;
  addEventListener(type: 'message', listener: (event: WaitableEvent & { data: unknown }) => void): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a row's last try found no network: then the browser, not this event, decides when to try again. */
async function lackingNetwork(db: OutboxDatabase): Promise<boolean> {
  const rows = await db.outbox
    .where('status')
    .equals('pending')
    .filter((row) => row.last_error === 'network.error')
    .count();
  return rows > 0;
}

async function drain(db: OutboxDatabase, token: string | null, deadline: number): Promise<RunResult> {
  const runner = createOutboxRunner({ db, baseUrl: API_BASE, token: () => token, requiresToken: token !== null, deviceId });
  // The browser fires the sync event when the connection is back: rows that only lacked it start their
  // back-off over and get one try each.
  let connectionBack = true;
  for (;;) {
    const result = await runner.run({ connectionBack });
    connectionBack = false;
    if (result.state !== 'waiting') return result;
    // A row that just found no network would only be tried again here and again: the rejected event
    // hands it back to the browser's own back-off, which also fires when the connection returns.
    if (await lackingNetwork(db)) return result;
    const wait = result.until - Date.now();
    if (wait > WAIT_INSIDE_EVENT_MS || Date.now() + wait > deadline) return result;
    await sleep(Math.max(0, wait));
  }
}

/**
 * Replays the anonymous outbox and the signed-in learner's, with the token copy the identity work keeps
 * in IndexedDB (idb-keyval key `academy-credentials`, src/data/credential-copy.ts). The same runner as
 * the page's, under the same Web Lock, so a page and the worker never send at once.
 */
export async function replayOutboxes(): Promise<RunResult[]> {
  const deadline = Date.now() + EVENT_BUDGET_MS;
  const results = [await drain(anonymousOutboxDb(), null, deadline)];
  const copy = await readCredentialCopy();
  if (copy) {
    const db = new UserDatabase(copy.user_id);
    try {
      results.push(await drain(db, copy.token, deadline));
    } finally {
      db.close();
    }
  }
  return results;
}

/** Rows still waiting out a back-off or for the network: the browser should fire the sync event again later. */
export function needsAnotherSync(results: readonly RunResult[]): boolean {
  return results.some((result) => result.state === 'waiting' || result.state === 'offline');
}

export function registerBackgroundSync(scope: BackgroundSyncScope): void {
  scope.addEventListener('sync', (event) => {
    if (event.tag !== OUTBOX_SYNC_TAG) return;
    event.waitUntil(
      replayOutboxes().then((results) => {
        // A rejected promise is how a sync event asks the browser to try again with its own back-off.
        if (needsAnotherSync(results) && !event.lastChance) throw new Error('Outbox rows are still waiting');
      }),
    );
  });
  scope.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === OUTBOX_REPLAY_MESSAGE) event.waitUntil(replayOutboxes());
  });
}
