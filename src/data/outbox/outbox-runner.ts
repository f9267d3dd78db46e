import ky from 'ky';
import { DEVICE_ID_HEADER, IDEMPOTENCY_KEY_HEADER } from '../../../contract/outbox';
import { uuidv7 } from '../../../contract/uuid';
import { backoffDelay } from '../sync-backoff';
import { handlersFor } from './ack-handlers';
import { resetNetworkBackoff } from './network-backoff';
import { resourceOf, type OutboxDatabase, type OutboxRow } from './outbox-row';
import { networkFailure, outcomeOf, type ReplayOutcome } from './replay-outcome';
import { BASE_REQUEST_TIMEOUT_MS, FLOOR_BITS_PER_SECOND, requestBytes, sendTimeoutMs } from './send-timeout';

/**
 * Replays one database's outbox (DESIGN.md, outbox protocol). No DOM: the page, the service worker and
 * Node (tests, the chaos benchmark) all run this same code with what their environment provides.
 *
 * - Creation order per resource (OutboxRow.resource): the oldest undelivered row of a resource goes
 *   first; while it is sent or waits out a back-off, the rows behind it wait too, so a later write never
 *   overtakes an earlier one about the same thing. Rows of other resources go on meanwhile, up to
 *   MAX_PARALLEL_SENDS at once, so one slow upload never holds back quiz answers and progress. Rejected
 *   rows step aside.
 * - Each send's time-out grows with its body (send-timeout.ts): a big upload on a slow link finishes.
 * - One runner at a time: a run holds a Web Lock named after the database, so tabs and the worker take
 *   turns. Where there are no Web Locks, each row is claimed in an IndexedDB transaction (status
 *   `sending`, runner id, time), so two runners can never both send it; a claim older than the lease
 *   belongs to a runner that died and is taken back.
 * - A row left `sending` (tab closed or crashed mid-send) goes back to `pending` when the next run
 *   holds the lock. The server answers the resend from its idempotency record, so it applies once.
 * - A row is deleted only once the server acknowledged it, in the same transaction as its kind's
 *   write-back.
 * - One try per row per run (DESIGN.md, trust rules): a row whose send failed is not claimed again in the
 *   run that sent it, whatever its back-off says, so no trigger can turn into a loop. Nothing is sent while
 *   the device says it has no network (`isOnline`), and `attempts` counts only sends that went out.
 */

export type RunResult =
  /** Nothing left to send by itself (rejected rows may remain). */
  | { state: 'idle' }
  /** Every resource's oldest row waits for its back-off; run again at `until` (epoch ms), the earliest. */
  | { state: 'waiting'; until: number }
  /** 401, or no token for the owner: replay resumes when the owner signs in again. */
  | { state: 'paused' }
  /** Another tab or the service worker is replaying this outbox right now. */
  | { state: 'busy' }
  /** The device has no network (navigator.onLine is false): nothing was sent; the `online` event resumes. */
  | { state: 'offline' };

/** What an uploader is given: the request of a row with files, its multipart body built. */
export interface UploadInit {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: FormData;
  signal: AbortSignal;
}

/**
 * Sends a row with files and reports its progress (bytes sent, total or 0 when unknown); resolves with
 * the answer, rejects on a network failure. The page passes xhr-upload.ts; without one, ky sends it.
 */
export type Uploader = (init: UploadInit, onProgress: (loaded: number, total: number) => void) => Promise<Response>;

export type Backoff = (failures: number, random: () => number, retryAfterSeconds: number | null) => number;

export interface OutboxRunnerOptions {
  db: OutboxDatabase;
  /** The API base, `/api` in the app, an absolute URL in Node. */
  baseUrl: string;
  /** The owner's bearer token, or null. Asked before every send, so a new login is picked up at once. */
  token: () => string | null | Promise<string | null>;
  /** A learner's outbox needs the token; the anonymous one sends without. */
  requiresToken: boolean;
  deviceId: () => string | Promise<string>;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  backoff?: Backoff;
  /** Web Locks; null where there are none (older browsers, Node). Defaults to navigator.locks. */
  locks?: Pick<LockManager, 'request'> | null;
  /** A send with no answer after this long, plus its body's time at `floorBitsPerSecond`, is a network failure. */
  requestTimeoutMs?: number;
  /** The slowest link a send is given time for (send-timeout.ts). */
  floorBitsPerSecond?: number;
  /** Without Web Locks: a `sending` claim older than this belongs to a dead runner; twice the row's time-out by default. */
  claimLeaseMs?: number;
  /** 401 and 403 end the session in the app (SPEC §4); the page passes its sign-out here. */
  onAuthFailure?: (status: number) => void;
  /** Sends rows with files with upload progress (the page's XMLHttpRequest); absent in the worker and Node. */
  uploader?: Uploader;
  /** Told as an upload goes (loaded, total bytes), and with null when its send ends. */
  onUploadProgress?: (row: OutboxRow, progress: { loaded: number; total: number } | null) => void;
  /** Told after every send, for the benchmark's counters and diagnostics. */
  onAttempt?: (row: OutboxRow, outcome: ReplayOutcome) => void;
  /**
   * Whether the device has a network at all; false means no send is even tried. navigator.onLine by
   * default (a false "true" only costs one failed try per row per trigger, then the back-off holds).
   */
  isOnline?: () => boolean;
  /** Told when the server acknowledged a write: the network works, other back-offs may end (network-backoff.ts). */
  onNetworkUsable?: () => void;
}

export interface RunOptions {
  /**
   * A trigger that may have found the network (the learner pressed "sync now", the tab came back): a row
   * whose last try found no network gets one try now instead of waiting out its back-off, at most once in
   * the run. A server's Retry-After still holds.
   */
  retryNetworkNow?: boolean;
  /**
   * The network is usable again (`online`, a successful request, start-up online): the back-off of rows
   * that only lacked it starts over (network-backoff.ts), and they go now. Implies `retryNetworkNow`.
   */
  connectionBack?: boolean;
}

export interface OutboxRunner {
  readonly db: OutboxDatabase;
  /** Sends due rows in order until the outbox is empty, waiting, paused or busy. */
  run(options?: RunOptions): Promise<RunResult>;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = BASE_REQUEST_TIMEOUT_MS;
/** Sends in flight at once (one per resource): enough that a slow upload leaves room, few enough for a phone. */
export const MAX_PARALLEL_SENDS = 3;

type Claim = { type: 'row'; row: OutboxRow } | { type: 'done'; result: RunResult };

/** AbortSignal.timeout, where the browser has it (Safari before 16 does not). */
function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(), ms);
  return controller.signal;
}

export function createOutboxRunner(options: OutboxRunnerOptions): OutboxRunner {
  const { db } = options;
  // ky, the app's one HTTP client, as the transport: no retries or time-out of its own (the runner owns
  // both), and every status comes back as a Response for outcomeOf to read.
  const transport = ky.create({ retry: 0, timeout: false, throwHttpErrors: false, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const backoff = options.backoff ?? backoffDelay;
  const locks = options.locks === undefined ? (globalThis.navigator?.locks ?? null) : options.locks;
  const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const floorBitsPerSecond = options.floorBitsPerSecond ?? FLOOR_BITS_PER_SECOND;
  const timeoutFor = (row: OutboxRow) => sendTimeoutMs(row.request, requestTimeoutMs, floorBitsPerSecond);
  const leaseFor = (row: OutboxRow) => options.claimLeaseMs ?? timeoutFor(row) * 2;
  const runnerId = uuidv7();
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);

  /**
   * Takes the oldest due row among the resources this runner is not already sending, or says why there
   * is none: each resource's head is the only row of it that may go.
   */
  function claimNext(
    exclusive: boolean,
    retryNetworkNow: boolean,
    sendingNow: ReadonlySet<string>,
    tried: ReadonlySet<string>,
  ): Promise<Claim> {
    return db.transaction('rw', db.outbox, async (): Promise<Claim> => {
      const queued = await db.outbox
        .orderBy('id')
        .filter((row) => row.status === 'pending' || row.status === 'sending')
        .toArray();
      const at = now();
      const seen = new Set<string>();
      let until: number | null = null;
      let busy = false;
      for (const head of queued) {
        const resource = resourceOf(head);
        if (seen.has(resource)) continue;
        seen.add(resource);
        if (sendingNow.has(resource)) continue;
        if (head.status === 'sending') {
          // Holding the lock, nobody else can be sending: the claim is a crash's leftover.
          const orphaned = exclusive || head.claimed_at === null || at - head.claimed_at > leaseFor(head);
          if (!orphaned) {
            busy = true;
            continue;
          }
        } else if (tried.has(head.id)) {
          // Already sent in this run: its next try is its back-off's, on the scheduler's timer.
          until = until === null ? head.next_attempt_at : Math.min(until, head.next_attempt_at);
          continue;
        } else if (head.next_attempt_at > at && !(retryNetworkNow && head.last_error === 'network.error')) {
          until = until === null ? head.next_attempt_at : Math.min(until, head.next_attempt_at);
          continue;
        }
        const claimed: OutboxRow = { ...head, status: 'sending', attempts: head.attempts + 1, claimed_by: runnerId, claimed_at: at };
        await db.outbox.put(claimed);
        return { type: 'row', row: claimed };
      }
      if (until !== null) return { type: 'done', result: { state: 'waiting', until } };
      return { type: 'done', result: busy ? { state: 'busy' } : { state: 'idle' } };
    });
  }

  function buildBody(row: OutboxRow): { body: BodyInit | null; contentType: string | null } {
    const { body, files } = row.request;
    if (files.length === 0) {
      return body === undefined ? { body: null, contentType: null } : { body: JSON.stringify(body), contentType: 'application/json' };
    }
    const form = new FormData();
    if (body && typeof body === 'object') {
      for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
        if (value !== undefined && value !== null) form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
      }
    }
    for (const file of files) form.append(file.field, file.blob, file.filename);
    // The browser writes the multipart boundary into Content-Type itself.
    return { body: form, contentType: null };
  }

  async function send(row: OutboxRow, token: string | null): Promise<ReplayOutcome> {
    const headers: Record<string, string> = {
      Accept: 'application/json, application/problem+json',
      [IDEMPOTENCY_KEY_HEADER]: row.id,
      [DEVICE_ID_HEADER]: await options.deviceId(),
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    const { body, contentType } = buildBody(row);
    if (contentType) headers['Content-Type'] = contentType;
    let response: Response;
    const url = `${baseUrl}/${row.request.path}`;
    const signal = timeoutSignal(timeoutFor(row));
    try {
      if (body instanceof FormData && options.uploader) {
        const total = requestBytes(row.request);
        options.onUploadProgress?.(row, { loaded: 0, total });
        try {
          response = await options.uploader({ url, method: row.request.method, headers, body, signal }, (loaded, reported) =>
            options.onUploadProgress?.(row, { loaded, total: reported || total }),
          );
        } finally {
          options.onUploadProgress?.(row, null);
        }
      } else {
        // A Request object, as the app's API client sends, so one fetch stub serves both in tests.
        const request = new Request(url, {
          method: row.request.method,
          headers,
          body,
          cache: 'no-store',
          credentials: 'omit',
          signal,
        });
        response = await transport(request);
      }
    } catch {
      return networkFailure;
    }
    try {
      return await outcomeOf(response, now());
    } catch {
      // The answer broke off mid-body: whether the write landed is unknown, and a resend is safe.
      return networkFailure;
    }
  }

  async function acknowledge(row: OutboxRow, body: unknown): Promise<void> {
    const handlers = handlersFor(row.kind, db);
    const stamp = { key: 'last_push' as const, at: new Date(now()).toISOString() };
    try {
      await db.transaction('rw', [db.outbox, db.outbox_state, ...(handlers?.tables ?? [])], async () => {
        const current = await db.outbox.get(row.id);
        if (current && handlers?.onAck) await handlers.onAck(db, current, body);
        await db.outbox.delete(row.id);
        await db.outbox_state.put(stamp);
      });
    } catch (error) {
      // The server has the write; only the local write-back failed. `done` keeps it from ever being
      // resent, and the next run clears it.
      console.warn('Outbox write-back failed', error);
      await db.transaction('rw', db.outbox, db.outbox_state, async () => {
        await db.outbox.update(row.id, { status: 'done', claimed_by: null, claimed_at: null });
        await db.outbox_state.put(stamp);
      });
    }
  }

  async function settle(row: OutboxRow, outcome: ReplayOutcome): Promise<void> {
    if (outcome.type === 'ack') return acknowledge(row, outcome.body);
    const handlers = outcome.type === 'reject' ? handlersFor(row.kind, db) : null;
    await db.transaction('rw', [db.outbox, ...(handlers?.tables ?? [])], async () => {
      const current = await db.outbox.get(row.id);
      // Discarded meanwhile, or taken over by another runner after our lease ran out.
      if (!current || current.claimed_by !== runnerId) return;
      const released = { claimed_by: null, claimed_at: null };
      switch (outcome.type) {
        case 'retry': {
          // Rows written before `failures` existed counted every send as one.
          const failures = (current.failures ?? current.attempts - 1) + 1;
          const delay = backoff(failures, random, outcome.retryAfterSeconds);
          await db.outbox.update(row.id, {
            ...released,
            status: 'pending',
            last_error: outcome.code,
            failures,
            next_attempt_at: now() + delay,
          });
          return;
        }
        case 'pause':
          // Not the row's fault: it keeps its place and goes as soon as its owner is back.
          await db.outbox.update(row.id, {
            ...released,
            status: 'pending',
            last_error: outcome.code,
            attempts: current.attempts - 1,
            next_attempt_at: 0,
          });
          return;
        case 'reject':
          await db.outbox.update(row.id, { ...released, status: 'rejected', last_error: outcome.code });
          if (handlers?.onReject) await handlers.onReject(db, current);
          return;
      }
    });
  }

  /**
   * Rows acknowledged whose write-back failed go; holding the lock, rows a crashed runner left `sending`
   * go back to `pending` (without it, claimHead takes them back once their lease ran out).
   */
  async function recover(exclusive: boolean): Promise<void> {
    await db.transaction('rw', db.outbox, async () => {
      await db.outbox.where('status').equals('done').delete();
      if (exclusive) {
        await db.outbox
          .where('status')
          .equals('sending')
          .modify((row) => {
            row.status = 'pending';
            row.claimed_by = null;
            row.claimed_at = null;
            // The interrupted send may have been kept by the server: a 429 before it no longer proves the
            // row was never kept (enqueue-lesson-progress.ts folds only into rows it proves unsent).
            if (row.last_error === 'http.too_many_requests') row.last_error = 'network.error';
          });
      }
    });
  }

  /**
   * What this run knows of the network: `unproven` until the first acknowledgement; `lacking` while some
   * row may wait out a back-off for want of it (a run starts so: other tabs and the worker write too).
   * Kept so that a long replay scans for such rows once, not after every acknowledged row.
   */
  interface NetworkNews {
    unproven: boolean;
    lacking: boolean;
  }

  /** Sends one claimed row and settles it; says whether the owner's session was refused. */
  async function deliver(row: OutboxRow, token: string | null, news: NetworkNews): Promise<boolean> {
    const outcome = await send(row, token);
    options.onAttempt?.(row, outcome);
    await settle(row, outcome);
    if (outcome.type === 'retry' && outcome.code === 'network.error') news.lacking = true;
    if (outcome.type === 'ack') {
      // The server answered: rows that only lacked the network need not wait out their back-off.
      if (news.lacking) {
        news.lacking = false;
        await resetNetworkBackoff(db);
      }
      if (news.unproven) {
        news.unproven = false;
        options.onNetworkUsable?.();
      }
    }
    if (outcome.type === 'pause' || (outcome.type === 'reject' && outcome.status === 403)) {
      options.onAuthFailure?.(outcome.type === 'pause' ? 401 : 403);
    }
    return outcome.type === 'pause';
  }

  async function drain(exclusive: boolean, retryNetworkNow: boolean): Promise<RunResult> {
    await recover(exclusive);
    // One send at a time per resource, several resources at once.
    const inFlight = new Map<string, Promise<void>>();
    const tried = new Set<string>();
    const news: NetworkNews = { unproven: true, lacking: true };
    let paused = false;
    let offline = false;
    let result: RunResult = { state: 'idle' };
    // Sends ended so far: one that ends while a claim runs may have made its resource's next row due.
    let ended = 0;
    for (;;) {
      if (!paused && !offline && inFlight.size < MAX_PARALLEL_SENDS) {
        const token = await options.token();
        if (options.requiresToken && !token) {
          paused = true;
        } else if (!isOnline()) {
          offline = true;
        } else {
          const endedBefore = ended;
          const claim = await claimNext(exclusive, retryNetworkNow, new Set(inFlight.keys()), tried);
          if (claim.type === 'row') {
            tried.add(claim.row.id);
            const resource = resourceOf(claim.row);
            const task = deliver(claim.row, token, news).then(
              (refused) => {
                if (refused) paused = true;
              },
              (error: unknown) => {
                // The row stays `sending` and is taken back by the next run holding the lock (or after its lease).
                console.warn('Outbox send failed', error);
              },
            );
            inFlight.set(
              resource,
              task.finally(() => {
                inFlight.delete(resource);
                ended += 1;
              }),
            );
            continue;
          }
          result = claim.result;
          // The claim saw that send's resource as busy: look again rather than end the run without its next row.
          if (ended !== endedBefore) continue;
        }
      }
      if (inFlight.size === 0) break;
      await Promise.race(inFlight.values());
    }
    if (paused || offline) {
      const waiting = await db.outbox.where('status').anyOf('pending', 'sending').count();
      if (waiting === 0) return { state: 'idle' };
      return paused ? { state: 'paused' } : { state: 'offline' };
    }
    return result;
  }

  let running: Promise<RunResult> | null = null;
  let again: Promise<RunResult> | null = null;
  let againOptions: RunOptions = {};

  async function runOnce(runOptions: RunOptions): Promise<RunResult> {
    // Outside the lock: a reset is one transaction on pending rows, and another tab's run profits from it too.
    if (runOptions.connectionBack) await resetNetworkBackoff(db);
    const retryNetworkNow = Boolean(runOptions.retryNetworkNow || runOptions.connectionBack);
    if (!locks) return drain(false, retryNetworkNow);
    return locks.request(`academy-outbox:${db.name}`, { ifAvailable: true }, (lock) =>
      lock ? drain(true, retryNetworkNow) : ({ state: 'busy' } as const),
    );
  }

  function run(options: RunOptions = {}): Promise<RunResult> {
    if (running) {
      // A trigger during a run gets one more run after it, so a row added meanwhile is not left behind.
      againOptions = {
        retryNetworkNow: Boolean(againOptions.retryNetworkNow || options.retryNetworkNow),
        connectionBack: Boolean(againOptions.connectionBack || options.connectionBack),
      };
      const next = () => {
        again = null;
        const queued = againOptions;
        againOptions = {};
        return run(queued);
      };
      again ??= running.then(next, next);
      return again;
    }
    const current = runOnce(options).finally(() => {
      running = null;
    });
    running = current;
    return current;
  }

  return { db, run };
}
