import type { Dexie, Table } from 'dexie';
import type { ErrorCode } from '../../contract/errors';
import { syncEtag, type AnySyncPage, type SyncStream } from '../../contract/sync';
import { ApiError } from '../lib/api';
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
  addTarget(target: SyncTarget): void;
  removeTarget(stream: SyncStream): void;
  /** Pulls one stream until caught up; a call during a run waits for that run and one more. */
  sync(stream: SyncStream): Promise<SyncOutcome>;
  syncAll(): Promise<void>;
  /** Attaches the triggers (online, foreground, timer) and pulls everything once. */
  start(): void;
  stop(): void;
}

export const DEFAULT_SYNC_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Rows are written in batches inside the page's transaction. Each batch resumes when the previous one's
 * requests complete, in a task of its own, so a full page never holds the main thread in one long task
 * (the demo catalogue's first page was one 40 ms task here, several times that on a low-end phone).
 */
export const WRITE_BATCH_ROWS = 32;

function inBatches<T>(items: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += WRITE_BATCH_ROWS) batches.push(items.slice(start, start + WRITE_BATCH_ROWS));
  return batches;
}

function stateTable(db: Dexie): Table<SyncState, string> {
  return db.table<SyncState, string>('sync_state');
}

function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError('unexpected.error', 0);
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { transport } = options;
  const random = options.random ?? Math.random;
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? DEFAULT_SYNC_INTERVAL_MS;
  const locks = options.locks === undefined ? (globalThis.navigator?.locks ?? null) : options.locks;

  const targets = new Map<SyncStream, SyncTarget>();
  const running = new Map<SyncStream, Promise<SyncOutcome>>();
  const queued = new Map<SyncStream, Promise<SyncOutcome>>();
  const retryTimers = new Map<SyncStream, ReturnType<typeof setTimeout>>();
  let interval: ReturnType<typeof setInterval> | null = null;
  let detach: (() => void) | null = null;

  function clearRetry(stream: SyncStream) {
    const timer = retryTimers.get(stream);
    if (timer !== undefined) clearTimeout(timer);
    retryTimers.delete(stream);
  }

  async function readState(target: SyncTarget): Promise<SyncState> {
    return (await stateTable(target.db).get(target.stream)) ?? emptySyncState(target.stream);
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

  async function recordFailure(target: SyncTarget, error: ApiError): Promise<void> {
    let failures = 1;
    try {
      await target.db.transaction('rw', 'sync_state', async () => {
        const current = await readState(target);
        failures = current.failures + 1;
        const code: ErrorCode = error.code;
        await stateTable(target.db).put({ ...current, error_code: code, error_at: now().toISOString(), failures });
      });
    } catch {
      // The database itself is failing (closed at logout, storage full): the retry below still runs.
    }
    // A refused session is not a network problem: the session store signs out and the stream is removed.
    if (error.status === 401 || error.status === 403) return;
    clearRetry(target.stream);
    const delay = backoffDelay(failures, random, error.retryAfterSeconds);
    retryTimers.set(
      target.stream,
      setTimeout(() => {
        retryTimers.delete(target.stream);
        void sync(target.stream);
      }, delay),
    );
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

  function runExclusive(target: SyncTarget): Promise<SyncOutcome> {
    if (!locks) return pull(target);
    return locks.request(`academy-sync:${target.db.name}:${target.stream}`, { ifAvailable: true }, (lock) =>
      lock ? pull(target) : ('busy' as const),
    );
  }

  function sync(stream: SyncStream): Promise<SyncOutcome> {
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
    void syncAll();
  }

  return {
    addTarget(target) {
      targets.set(target.stream, target);
      if (detach) void sync(target.stream);
    },
    removeTarget(stream) {
      targets.delete(stream);
      clearRetry(stream);
    },
    sync,
    syncAll,
    start() {
      if (detach) return;
      const onOnline = () => retryNow();
      const onVisibility = () => {
        if (document.visibilityState === 'visible') retryNow();
      };
      window.addEventListener('online', onOnline);
      document.addEventListener('visibilitychange', onVisibility);
      interval = setInterval(() => {
        if (document.visibilityState !== 'visible') return;
        // Streams waiting out a back-off keep their own timer.
        for (const stream of targets.keys()) if (!retryTimers.has(stream)) void sync(stream);
      }, intervalMs);
      detach = () => {
        window.removeEventListener('online', onOnline);
        document.removeEventListener('visibilitychange', onVisibility);
        if (interval !== null) clearInterval(interval);
        interval = null;
      };
      void syncAll();
    },
    stop() {
      detach?.();
      detach = null;
      for (const stream of [...retryTimers.keys()]) clearRetry(stream);
    },
  };
}
