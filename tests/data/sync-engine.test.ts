// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueSyncTarget } from '../../src/data/catalogue-sync-target';
import { PublicDatabase } from '../../src/data/db';
import { backoffDelay } from '../../src/data/sync-backoff';
import { createSyncEngine, WRITE_BATCH_ROWS, type SyncEngine } from '../../src/data/sync-engine';
import { ApiError } from '../../src/lib/api';
import { formationRow, lessonRow, moduleRow, questionRow, reviewRow } from './catalogue-rows';
import { FakeSyncServer } from './fake-sync-server';

const ENTITIES = ['formations', 'modules', 'lessons', 'questions', 'reviews'];

/** Lets IndexedDB work (real setImmediate turns) run while timers are faked, until `check` passes. */
async function until(check: () => boolean | Promise<boolean>, turns = 500): Promise<void> {
  for (let i = 0; i < turns; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('condition never held');
}

const failuresOf = async () => (await db.sync_state.get('catalogue'))?.failures ?? 0;

let server: FakeSyncServer;
let db: PublicDatabase;
let engines: SyncEngine[];
let dbName: string;
let dbCounter = 0;

function engine(database: PublicDatabase = db, random = () => 1): SyncEngine {
  const created = createSyncEngine({ transport: server.transport, locks: null, random });
  created.addTarget(catalogueSyncTarget(database));
  engines.push(created);
  return created;
}

/** One formation with a module, two lessons, a question and a review: 6 rows, 2 pages of 3. */
function publishFormation(overrides: Parameters<typeof formationRow>[0] = {}) {
  const formation = formationRow(overrides);
  const module = moduleRow(formation.id);
  const lessons = [lessonRow(formation.id, module.id, 1), lessonRow(formation.id, module.id, 2)] as const;
  const question = questionRow(formation.id);
  const review = reviewRow(formation.id);
  server.upsert('formations', formation);
  server.upsert('modules', module);
  server.upsert('lessons', ...lessons);
  server.upsert('questions', question);
  server.upsert('reviews', review);
  return { formation, module, lessons, question, review };
}

beforeEach(() => {
  server = new FakeSyncServer(ENTITIES);
  dbCounter += 1;
  dbName = `sync-test-${dbCounter}`;
  db = new PublicDatabase(dbName);
  engines = [];
});

afterEach(async () => {
  for (const running of engines) running.stop();
  db.close();
  vi.useRealTimers();
});

describe('sync engine: pulling pages', () => {
  it('pulls every page of a first sync, in order, and stores the cursor with the rows', async () => {
    const a = publishFormation();
    const b = publishFormation();
    expect(await engine().sync('catalogue')).toBe('synced');

    expect(server.requests.map((request) => request.cursor)).toEqual([null, 'one-3', 'one-6', 'one-9']);
    expect(await db.formations.count()).toBe(2);
    expect(await db.lessons.where('formation_id').equals(b.formation.id).count()).toBe(2);
    expect((await db.formations.get(a.formation.id))?.title).toEqual(a.formation.title);
    const state = await db.sync_state.get('catalogue');
    expect(state).toMatchObject({ cursor: 'one-12', etag: 'W/"one-12"', error_code: null, failures: 0 });
    expect(state?.synced_at).toEqual(expect.any(String));
  });

  it('asks for the next page while the current one is being written', async () => {
    publishFormation();
    publishFormation();
    const original = server.transport;
    const storedAtRequest: (string | null)[] = [];
    server.transport = async (request) => {
      storedAtRequest.push((await db.sync_state.get('catalogue'))?.cursor ?? null);
      return original(request);
    };
    await engine().sync('catalogue');
    // Page 2 (cursor one-3) was requested before page 1 was stored, and so on.
    expect(server.requests.map((request) => request.cursor)).toEqual([null, 'one-3', 'one-6', 'one-9']);
    expect(storedAtRequest).toEqual([null, null, 'one-3', 'one-6']);
    expect(await db.formations.count()).toBe(2);
  });

  it('asks with If-None-Match once caught up, and a 304 changes no row', async () => {
    publishFormation();
    const sync = engine();
    await sync.sync('catalogue');
    const before = await db.formations.toArray();
    server.requests.length = 0;

    expect(await sync.sync('catalogue')).toBe('unchanged');
    expect(server.requests).toEqual([{ path: 'sync/catalogue', cursor: 'one-6', etag: 'W/"one-6"' }]);
    expect(await db.formations.toArray()).toEqual(before);
  });

  it('applies edits and deletions after the cursor; a deleted formation takes its children along', async () => {
    const kept = publishFormation();
    const dropped = publishFormation();
    const sync = engine();
    await sync.sync('catalogue');

    const renamed = { ...kept.formation, title: { ...kept.formation.title, en: 'Renamed' } };
    server.upsert('formations', renamed);
    server.remove('lessons', kept.lessons[0].id);
    // The server sends only the formation's tombstone here: the children go by cascade.
    server.remove('formations', dropped.formation.id);
    expect(await sync.sync('catalogue')).toBe('synced');

    expect((await db.formations.get(kept.formation.id))?.title.en).toBe('Renamed');
    expect(await db.lessons.get(kept.lessons[0].id)).toBeUndefined();
    expect(await db.lessons.get(kept.lessons[1].id)).toBeDefined();
    expect(await db.formations.get(dropped.formation.id)).toBeUndefined();
    for (const table of [db.modules, db.lessons, db.questions, db.reviews]) {
      expect(await table.where('formation_id').equals(dropped.formation.id).count()).toBe(0);
    }
  });

  it('clears the mirror when the server answers reset (cursor from another database)', async () => {
    const old = publishFormation();
    const sync = engine();
    await sync.sync('catalogue');

    server = Object.assign(new FakeSyncServer(ENTITIES), { instance: 'two' });
    const fresh = publishFormation();
    const next = engine();
    sync.stop();
    await next.sync('catalogue');
    expect(await db.formations.get(old.formation.id)).toBeUndefined();
    expect(await db.formations.get(fresh.formation.id)).toBeDefined();
    expect(await db.formations.count()).toBe(1);
  });
});

describe('sync engine: failures', () => {
  it('leaves nothing half-applied when a page crashes mid-transaction', async () => {
    const { formation, module } = publishFormation();
    server.pageSize = 10;
    // The first page holds formation, module and lessons; writing the lessons blows up.
    const crash = () => {
      throw new Error('disk gave up');
    };
    db.lessons.hook('creating', crash);
    expect(await engine().sync('catalogue')).toBe('failed');
    expect(await db.formations.get(formation.id)).toBeUndefined();
    expect(await db.modules.get(module.id)).toBeUndefined();
    expect((await db.sync_state.get('catalogue'))?.cursor ?? null).toBeNull();
    expect(await db.sync_state.get('catalogue')).toMatchObject({ failures: 1, error_code: 'unexpected.error' });

    db.lessons.hook('creating').unsubscribe(crash);
    expect(await engine().sync('catalogue')).toBe('synced');
    expect(await db.formations.get(formation.id)).toBeDefined();
    expect(await db.lessons.count()).toBe(2);
  });

  it('writes a large page in batches, and a crash in a late batch still leaves nothing of the page', async () => {
    const count = WRITE_BATCH_ROWS * 2 + 5;
    const formations = Array.from({ length: count }, () => formationRow());
    server.upsert('formations', ...formations);
    server.pageSize = count;
    const puts: number[] = [];
    const prototype = db.Table.prototype;
    const original = prototype.bulkPut;
    const spy = vi.spyOn(prototype, 'bulkPut').mockImplementation(function (
      this: typeof db.formations,
      ...args: Parameters<typeof original>
    ) {
      if (this.name === 'formations') puts.push((args[0] as unknown[]).length);
      return original.apply(this, args);
    } as typeof original);
    // The last row of the last batch cannot be written.
    const last = formations.at(-1)?.id;
    const crash = (_key: unknown, row: { id: string }) => {
      if (row.id === last) throw new Error('disk gave up');
    };
    db.formations.hook('creating', crash);
    expect(await engine().sync('catalogue')).toBe('failed');
    expect(puts).toEqual([WRITE_BATCH_ROWS, WRITE_BATCH_ROWS, 5]);
    expect(await db.formations.count()).toBe(0);
    expect((await db.sync_state.get('catalogue'))?.cursor ?? null).toBeNull();

    db.formations.hook('creating').unsubscribe(crash);
    spy.mockRestore();
    expect(await engine().sync('catalogue')).toBe('synced');
    expect(await db.formations.count()).toBe(count);
  });

  it('resumes from the stored cursor after a reload in the middle of a sync', async () => {
    publishFormation();
    publishFormation();
    server.pageSize = 4;
    // Page 1 lands, then the connection drops: the tab is reloaded.
    const original = server.transport;
    let calls = 0;
    server.transport = async (request) => {
      calls += 1;
      if (calls === 2) throw new ApiError('network.error', 0);
      return original(request);
    };
    const first = engine();
    expect(await first.sync('catalogue')).toBe('failed');
    first.stop();
    db.close();
    expect(await new PublicDatabase(dbName).sync_state.get('catalogue')).toMatchObject({ cursor: 'one-4' });

    server.transport = original;
    server.requests.length = 0;
    db = new PublicDatabase(dbName);
    expect(await engine(db).sync('catalogue')).toBe('synced');
    expect(server.requests[0]?.cursor).toBe('one-4');
    expect(await db.formations.count()).toBe(2);
    expect(await db.lessons.count()).toBe(4);
  });

  it('backs off with full jitter, doubling from 2 s, and retries on its own until it succeeds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    publishFormation();
    server.failWith('network.error', 0, null, 3);
    const sync = engine(db, () => 1);
    expect(await sync.sync('catalogue')).toBe('failed');
    expect(server.requests).toHaveLength(1);
    expect(await db.sync_state.get('catalogue')).toMatchObject({ failures: 1, error_code: 'network.error' });

    await vi.advanceTimersByTimeAsync(1_999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(async () => (await failuresOf()) === 2);
    expect(server.requests).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(3_999);
    expect(server.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await until(async () => (await failuresOf()) === 3);
    expect(server.requests).toHaveLength(3);

    await vi.advanceTimersByTimeAsync(7_999);
    expect(server.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    await until(async () => (await db.formations.count()) === 1 && (await failuresOf()) === 0);
    expect(await db.sync_state.get('catalogue')).toMatchObject({ failures: 0, error_code: null });
  });

  it('honours Retry-After and retries at once when the device comes back online', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    publishFormation();
    server.failWith('http.too_many_requests', 429, 60);
    // Jitter 0 would retry after 250 ms; Retry-After: 60 holds it back a minute.
    const sync = engine(db, () => 0);
    sync.start();
    await until(async () => (await failuresOf()) === 1);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(server.requests).toHaveLength(1);

    server.failWith('network.error', 0);
    window.dispatchEvent(new Event('online'));
    await until(async () => (await failuresOf()) === 2);
    expect(server.requests).toHaveLength(2);
    window.dispatchEvent(new Event('online'));
    await until(async () => Boolean((await db.sync_state.get('catalogue'))?.synced_at));
    expect(await db.formations.count()).toBe(1);
    // The 429, the network failure, then the two pages of the formation.
    expect(server.requests).toHaveLength(4);
  });

  it("waits out a busy server's 503 server.busy for its Retry-After before asking again", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    publishFormation();
    // The database gate's answer to a crowd: come back in 3 s.
    server.failWith('server.busy', 503, 3);
    const sync = engine(db, () => 0);
    sync.start();
    await until(async () => (await failuresOf()) === 1);
    await vi.advanceTimersByTimeAsync(2_900);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    await until(async () => Boolean((await db.sync_state.get('catalogue'))?.synced_at));
    expect(await db.formations.count()).toBe(1);
  });

  it('computes delays within [0, min(10 min, 2 s × 2^(n-1))], never below Retry-After', () => {
    expect(backoffDelay(1, () => 1)).toBe(2_000);
    expect(backoffDelay(4, () => 1)).toBe(16_000);
    expect(backoffDelay(30, () => 1)).toBe(600_000);
    expect(backoffDelay(3, () => 0.5)).toBe(4_000);
    expect(backoffDelay(3, () => 0)).toBe(250);
    expect(backoffDelay(1, () => 0, 30)).toBe(30_000);
  });
});

describe('sync engine: start', () => {
  it('resolves once the first pull has ended: caught up, or failed and left to its retry timer', async () => {
    publishFormation();
    const started = engine();
    await started.start();
    expect(await db.formations.count()).toBe(1);
    expect((await db.sync_state.get('catalogue'))?.synced_at).toEqual(expect.any(String));

    started.stop();
    server.failWith('network.error', 0);
    const failing = engine(db, () => 1);
    await failing.start();
    expect(await failuresOf()).toBe(1);
  });
});

describe('sync engine: concurrency', () => {
  it('drops a page whose cursor another tab already moved, then continues from the new cursor', async () => {
    publishFormation();
    server.pageSize = 100;
    const original = server.transport;
    let interfered = false;
    server.transport = async (request) => {
      const reply = await original(request);
      if (!interfered) {
        interfered = true;
        // Another tab applies the same page first.
        const other = createSyncEngine({ transport: original, locks: null });
        other.addTarget(catalogueSyncTarget(new PublicDatabase(dbName)));
        await other.sync('catalogue');
      }
      return reply;
    };
    const sync = createSyncEngine({ transport: server.transport, locks: null });
    sync.addTarget(catalogueSyncTarget(db));
    await sync.sync('catalogue');
    expect(server.requests.map((request) => request.cursor)).toEqual([null, null, 'one-6']);
    expect(await db.formations.count()).toBe(1);
    expect((await db.sync_state.get('catalogue'))?.cursor).toBe('one-6');
  });

  it('a tab that finds another pulling waits for it, then catches up itself when that tab left mid-pull', async () => {
    publishFormation();
    publishFormation();
    const locks = queuedLocks();
    // The other tab holds the stream's lock, applies the first page, then is closed before the second arrives.
    const pages = server.transport;
    let served = 0;
    const cutOff: typeof pages = async (request) => {
      served += 1;
      if (served > 1) await new Promise<never>(() => undefined);
      return pages(request);
    };
    const otherTab = locks.request(`academy-sync:${dbName}:catalogue`, async () => {
      const other = createSyncEngine({ transport: cutOff, locks: null });
      other.addTarget(catalogueSyncTarget(new PublicDatabase(dbName)));
      void other.sync('catalogue');
      await until(async () => (await db.sync_state.get('catalogue'))?.cursor != null);
    });
    const sync = createSyncEngine({ transport: server.transport, locks });
    sync.addTarget(catalogueSyncTarget(db));
    engines.push(sync);
    const outcome = sync.sync('catalogue');
    await otherTab;
    expect((await db.sync_state.get('catalogue'))?.synced_at ?? null).toBeNull();
    expect(await outcome).toBe('synced');
    const state = await db.sync_state.get('catalogue');
    expect(state?.synced_at).toEqual(expect.any(String));
    expect(await db.formations.count()).toBe(2);
  });

  it('runs one pull per stream at a time; a trigger during a run gets one more run', async () => {
    publishFormation();
    const sync = engine();
    const runs = await Promise.all([sync.sync('catalogue'), sync.sync('catalogue'), sync.sync('catalogue')]);
    expect(runs[0]).toBe('synced');
    expect(runs[1]).toBe('unchanged');
    expect(runs[2]).toBe('unchanged');
    // 3 pages for the first run, one 304 for the queued run, shared by both later triggers.
    expect(server.requests).toHaveLength(3);
  });
});

/** Web Locks as browsers grant them: one holder per name in request order; ifAvailable gives up while any is held or waiting. */
function queuedLocks(): Pick<LockManager, 'request'> {
  const tails = new Map<string, Promise<unknown>>();
  const taken = new Map<string, number>();
  const request = (name: string, ...args: unknown[]) => {
    const callback = args[args.length - 1] as (lock: Lock | null) => unknown;
    const options = (args.length > 1 ? args[0] : {}) as LockOptions;
    if (options.ifAvailable && (taken.get(name) ?? 0) > 0) return Promise.resolve(callback(null));
    taken.set(name, (taken.get(name) ?? 0) + 1);
    const run = (tails.get(name) ?? Promise.resolve()).then(async () => {
      try {
        return await callback({ name, mode: 'exclusive' } as Lock);
      } finally {
        taken.set(name, (taken.get(name) ?? 1) - 1);
      }
    });
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  return { request } as unknown as Pick<LockManager, 'request'>;
}
