import type { Dexie, Table } from 'dexie';
import type { ErrorCode } from '../../contract/errors';
import { syncEtag, type AnySyncPage, type SyncStream } from '../../contract/sync';
import { asApiError, type ApiError } from '../lib/api';
import { backoffDelay } from './sync-backoff';
import { emptySyncState, type SyncState } from './sync-state';

/**
 * Pulls the sync streams of DESIGN.md into IndexedDB in the background. Screens never wait for it: they
 * read Dexie with live queries and re-render when a page lands.
 *
 * - Each page is applied in ONE Dexie transaction together with its cursor, so a crash or a reload
 *   mid-sync leaves either the whole page or none of it, and the next run resumes from the stored cursor.
 * - The transaction first checks that the stored cursor is still the one the page was asked with: a page
 *   fetched by a slower tab never overwrites newer rows.
 * - A caught-up stream sends its ETag; "nothing changed" is a 304 with no body.
 * - Failures back off (2 s doubling to 10 min, full jitter, Retry-After honoured); coming back online or
 *   to the foreground retries at once.
 */

export interface SyncRequest {
  /** Path under /api, e.g. `sync/catalogue`. */
  path: string;
  cursor: string | null;
  /** If-None-Match; only sent with the cursor it belongs to. */
  etag: string | null;
}

export type SyncReply = { status: 304 } | { status: 200; body: unknown; etag: string | null };

/** Fetches one page; failures are thrown as ApiError (network = status 0). */
export type SyncTransport = (request: SyncRequest) => Promise<SyncReply>;

export interface SyncTarget {
  stream: SyncStream;
  path: string;
  /** The database holding the stream's tables and its `sync_state` row. */
  db: Dexie;
  /** Wire entity name → Dexie table name. Entities the app does not know yet are ignored. */
  tables: Readonly<Record<string, string>>;
  /** Validates an answer's body; throws on anything that is not a page of this stream. */
  parse(body: unknown): AnySyncPage;
  /** Deletes rows implied by deleted parents, inside the page's transaction. */
  cascade?(db: Dexie, deleted: AnySyncPage['deleted']): Promise<void>;
}

/**
 * One resource mirrored whole rather than paged (a formation's study pack, the learner's enrollment in
 * it, its exam questions before the catalogue brought them): fetched, then written in ONE transaction
 * with its `sync_state` row (keyed by `key`), so screens read both through live queries. Screens follow
 * the ones they show (sync-runtime.ts) and may ask for one now; the engine's triggers pull it when due.
 */
export interface ResourceTarget {
  /** Unique among targets and the key of its `sync_state` row, e.g. `study-pack:<formation id>`. */
  key: string;
  db: Dexie;
  /** Tables `apply` writes. */
  tables: readonly string[];
  /** Asks the server; failures are thrown as ApiError. */
  fetch(): Promise<unknown>;
  /** Writes the answer into the mirror, inside the transaction. */
  apply(db: Dexie, body: unknown): Promise<void>;
  /** Whether the background triggers pull it now (missing, about to expire); always when absent. */
  due?(db: Dexie): Promise<boolean>;
  /** The code a failure leaves for the screen; null for one it does not report (offline: the copy stands). */
  failureCode?(error: ApiError): ErrorCode | null;
}

type AnyTarget = SyncTarget | ResourceTarget;

const keyOf = (target: AnyTarget): string => ('stream' in target ? target.stream : target.key);

/** A resource refused for good (402, 404, 422…) is not asked again until something asks for it. */
function isTransient(error: ApiError): boolean {
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** How a run ended: new rows applied, nothing new, failed (retry scheduled), or left to another tab. */
export type SyncOutcome = 'synced' | 'unchanged' | 'failed' | 'busy';

export interface SyncEngineOptions {
  transport: SyncTransport;
  random?: () => number;
  now?: () => Date;
  /** Pull while the app is open and visible; DESIGN.md's "every few minutes". */
  intervalMs?: number;
  /** Web Locks, so two tabs do not pull the same stream at once; null where the browser has none. */
  locks?: Pick<LockManager, 'request'> | null;
}

export interface SyncEngine {
  addTarget(target: SyncTarget | ResourceTarget): void;
  removeTarget(key: SyncStream | string): void;
  /** Pulls one stream until caught up, or one resource; a call during a run waits for that run and one more. */
  sync(key: SyncStream | string): Promise<SyncOutcome>;
  /** As the triggers do: a stream always, a resource only when its `due` says so ('unchanged' if not). */
  syncIfDue(key: SyncStream | string): Promise<SyncOutcome>;
  syncAll(): Promise<void>;
  /**
   * Attaches the triggers (online, foreground, timer) and pulls everything once. Resolves when that first
   * pull of each target has ended, whatever its outcome (a failure is retried on its own timer).
   */
  start(): Promise<void>;
  stop(): void;
}

export const DEFAULT_SYNC_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Rows are written in batches inside the page's transaction. Each batch resumes when the previous one's
 * requests complete, in a task of its own, so a full page never holds the main thread in one long task
 * that a phone turns into blocked input. Dexie's change tracking costs each put its share, so batches
 * stay small: 8 rows keep a task well under the 50 ms a phone notices (docs/performance-log.md).
 */
export const WRITE_BATCH_ROWS = 8;

function inBatches<T>(items: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += WRITE_BATCH_ROWS) batches.push(items.slice(start, start + WRITE_BATCH_ROWS));
  return batches;
}

function stateTable(db: Dexie): Table<SyncState, string> {
  return db.table<SyncState, string>('sync_state');
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { transport } = options;
  const random = options.random ?? Math.random;
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? DEFAULT_SYNC_INTERVAL_MS;
  const locks = options.locks === undefined ? (globalThis.navigator?.locks ?? null) : options.locks;

  // Keyed by stream, or by resource key.
  const targets = new Map<string, AnyTarget>();
  const running = new Map<string, Promise<SyncOutcome>>();
  const queued = new Map<string, Promise<SyncOutcome>>();
  const dueChecks = new Map<string, Promise<SyncOutcome>>();
  const retryTimers = new Map<string, ReturnType<typeof setTimeout>>();
  let interval: ReturnType<typeof setInterval> | null = null;
  let detach: (() => void) | null = null;

  function clearRetry(stream: string) {
    const timer = retryTimers.get(stream);
    if (timer !== undefined) clearTimeout(timer);
    retryTimers.delete(stream);
  }

  async function readState(target: AnyTarget): Promise<SyncState> {
    return (await stateTable(target.db).get(keyOf(target))) ?? emptySyncState(keyOf(target));
  }

  async function applyPage(target: SyncTarget, askedWith: string | null, page: AnySyncPage, etag: string | null): Promise<boolean> {
    const { db } = target;
    const tableNames = [...new Set(Object.values(target.tables))];
    return db.transaction('rw', [...tableNames, 'sync_state'], async () => {
      const current = (await stateTable(db).get(target.stream)) ?? emptySyncState(target.stream);
      // Another tab applied a page since this one was requested: its rows are newer, drop ours.
      if (current.cursor !== askedWith) return false;
      if (page.reset) for (const name of tableNames) await db.table(name).clear();
      if (target.cascade) await target.cascade(db, page.deleted);
      for (const [entity, ids] of Object.entries(page.deleted)) {
        const table = target.tables[entity];
        if (table) for (const batch of inBatches(ids)) await db.table(table).bulkDelete(batch);
      }
      for (const [entity, rows] of Object.entries(page.changes)) {
        const table = target.tables[entity];
        if (table) for (const batch of inBatches(rows)) await db.table(table).bulkPut(batch);
      }
      const caughtUp = !page.has_more;
      await stateTable(db).put({
        ...current,
        cursor: page.cursor,
        etag: caughtUp ? (etag ?? syncEtag(page.cursor)) : null,
        synced_at: caughtUp ? now().toISOString() : current.synced_at,
        error_code: null,
        error_at: null,
        failures: 0,
      });
      return true;
    });
  }

  async function markCaughtUp(target: SyncTarget): Promise<void> {
    await target.db.transaction('rw', 'sync_state', async () => {
      const current = await readState(target);
      await stateTable(target.db).put({ ...current, synced_at: now().toISOString(), error_code: null, error_at: null, failures: 0 });
    });
  }

  async function recordFailure(target: AnyTarget, error: ApiError): Promise<void> {
    const key = keyOf(target);
    let failures = 1;
    try {
      await target.db.transaction('rw', 'sync_state', async () => {
        const current = await readState(target);
        failures = current.failures + 1;
        const code: ErrorCode | null = 'stream' in target || !target.failureCode ? error.code : target.failureCode(error);
        await stateTable(target.db).put({ ...current, error_code: code, error_at: now().toISOString(), failures });
      });
    } catch {
      // The database itself is failing (closed at logout, storage full): the retry below still runs.
    }
    // A refused session is not a network problem: the session store signs out and the stream is removed.
    if (error.status === 401 || error.status === 403) return;
    if (!('stream' in target) && !isTransient(error)) return;
    clearRetry(key);
    const delay = backoffDelay(failures, random, error.retryAfterSeconds);
    retryTimers.set(
      key,
      setTimeout(() => {
        retryTimers.delete(key);
        void sync(key);
      }, delay),
    );
  }

  async function fetchResource(target: ResourceTarget): Promise<SyncOutcome> {
    let body: unknown;
    try {
      body = await target.fetch();
    } catch (error) {
      await recordFailure(target, asApiError(error));
      return 'failed';
    }
    // Let go meanwhile (the screen closed, the learner signed out): the answer is not theirs to keep.
    if (targets.get(target.key) !== target) return 'busy';
    try {
      await target.db.transaction('rw', [...target.tables, 'sync_state'], async () => {
        await target.apply(target.db, body);
        const current = await readState(target);
        await stateTable(target.db).put({ ...current, synced_at: now().toISOString(), error_code: null, error_at: null, failures: 0 });
      });
    } catch (error) {
      await recordFailure(target, asApiError(error));
      return 'failed';
    }
    clearRetry(target.key);
    return 'synced';
  }

  async function pull(target: SyncTarget): Promise<SyncOutcome> {
    let applied = 0;
    let conflicts = 0;
    // The next page is asked for while this one is written, so a long first sync is not paced by IndexedDB.
    let prefetched: { cursor: string; reply: Promise<SyncReply> } | null = null;
    for (;;) {
      if (targets.get(target.stream) !== target) return applied ? 'synced' : 'busy';
      let state: SyncState;
      let reply: SyncReply;
      try {
        state = await readState(target);
        const ahead: { cursor: string; reply: Promise<SyncReply> } | null = prefetched;
        prefetched = null;
        reply = await (ahead && ahead.cursor === state.cursor
          ? ahead.reply
          : transport({ path: target.path, cursor: state.cursor, etag: state.cursor ? state.etag : null }));
      } catch (error) {
        await recordFailure(target, asApiError(error));
        return 'failed';
      }
      if (reply.status === 304) {
        await markCaughtUp(target);
        return applied ? 'synced' : 'unchanged';
      }
      try {
        const page = target.parse(reply.body);
        if (page.has_more) {
          const next = transport({ path: target.path, cursor: page.cursor, etag: null });
          // Awaited (and its failure handled) on the next turn; never an unhandled rejection meanwhile.
          next.catch(() => undefined);
          prefetched = { cursor: page.cursor, reply: next };
        }
        if (!(await applyPage(target, state.cursor, page, reply.etag))) {
          // Another tab moved the cursor meanwhile: carry on from where it got to.
          prefetched = null;
          conflicts += 1;
          if (conflicts > 3) return applied ? 'synced' : 'busy';
          continue;
        }
        applied += 1;
        clearRetry(target.stream);
        if (!page.has_more) return 'synced';
      } catch (error) {
        await recordFailure(target, asApiError(error));
        return 'failed';
      }
    }
  }

  function runExclusive(target: AnyTarget): Promise<SyncOutcome> {
    const work = () => ('stream' in target ? pull(target) : fetchResource(target));
    if (!locks) return work();
    // Waits for a tab already pulling, then pulls (a 304 once that tab caught up). Giving up instead left
    // this tab's screen waiting for the next interval when the other tab closed or navigated mid-pull.
    return locks.request(`academy-sync:${target.db.name}:${keyOf(target)}`, work);
  }

  /**
   * What the triggers run: every stream, and each resource only when it says it is due. Triggers that
   * meet share one check, made once any fetch under way has landed: queueing a run behind a fetch
   * fetched the study pack twice on opening a lesson (the screen's follow and the engine's first pull),
   * and the second pack's newly signed URL replaced the video being played.
   */
  function syncIfDue(key: string): Promise<SyncOutcome> {
    const target = targets.get(key);
    if (!target || 'stream' in target || !target.due) return sync(key);
    const due = target.due;
    const joined = dueChecks.get(key);
    if (joined) return joined;
    const check = (async (): Promise<SyncOutcome> => {
      await running.get(key)?.catch(() => undefined);
      try {
        if (!(await due(target.db))) return 'unchanged';
      } catch {
        return 'busy';
      }
      return sync(key);
    })().finally(() => dueChecks.delete(key));
    dueChecks.set(key, check);
    return check;
  }

  function sync(stream: string): Promise<SyncOutcome> {
    const target = targets.get(stream);
    if (!target) return Promise.resolve('busy');
    const current = running.get(stream);
    if (current) {
      // A trigger during a run gets one more run afterwards, so nothing that changed meanwhile is missed.
      let next = queued.get(stream);
      if (!next) {
        next = current.then(() => {
          queued.delete(stream);
          return sync(stream);
        });
        queued.set(stream, next);
      }
      return next;
    }
    const run = runExclusive(target).finally(() => running.delete(stream));
    running.set(stream, run);
    return run;
  }

  async function syncAll(): Promise<void> {
    await Promise.all([...targets.keys()].map((stream) => sync(stream)));
  }

  function retryNow() {
    for (const stream of retryTimers.keys()) clearRetry(stream);
    for (const key of targets.keys()) void syncIfDue(key);
  }

  return {
    addTarget(target) {
      targets.set(keyOf(target), target);
      // A resource is pulled by whoever follows it (sync-runtime.ts), who wants to know when it landed.
      if (detach && 'stream' in target) void sync(target.stream);
    },
    removeTarget(stream) {
      targets.delete(stream);
      clearRetry(stream);
    },
    sync,
    syncIfDue,
    syncAll,
    start() {
      if (detach) return Promise.resolve();
      const onOnline = () => retryNow();
      const onVisibility = () => {
        if (document.visibilityState === 'visible') retryNow();
      };
      window.addEventListener('online', onOnline);
      document.addEventListener('visibilitychange', onVisibility);
      interval = setInterval(() => {
        if (document.visibilityState !== 'visible') return;
        // Streams waiting out a back-off keep their own timer.
        for (const stream of targets.keys()) if (!retryTimers.has(stream)) void syncIfDue(stream);
      }, intervalMs);
      detach = () => {
        window.removeEventListener('online', onOnline);
        document.removeEventListener('visibilitychange', onVisibility);
        if (interval !== null) clearInterval(interval);
        interval = null;
      };
      return Promise.allSettled([...targets.keys()].map((key) => syncIfDue(key))).then(() => undefined);
    },
    stop() {
      detach?.();
      detach = null;
      for (const stream of [...retryTimers.keys()]) clearRetry(stream);
    },
  };
}
