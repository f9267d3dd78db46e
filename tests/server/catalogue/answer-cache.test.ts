import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormationListQuerySchema, FormationPageSchema, type FormationPage } from '../../../contract/catalogue';
import { adminPaths, type AdminFormationDetail } from '../../../contract/editor';
import { CatalogueSyncPageSchema, SYNC_PAGE_SIZE, syncEtag } from '../../../contract/sync';
import { formations } from '../../../server/db/schema/catalogue';
import { AnswerCache, DYNAMIC_BROTLI_QUALITY, negotiateCoding } from '../../../server/lib/http/answer-cache';
import { listFormations } from '../../../server/modules/catalogue/formations-service';
import { readSyncPage } from '../../../server/lib/sync/stream';
import { catalogueStream } from '../../../server/modules/sync/streams';
import { signedIn } from '../auth/support';
import { buildFormation, caller, okJson, tri, type Call } from '../catalogue-admin/support';
import { createTestApp, type TestApp } from '../helpers';
import { seedFixture, tr, type Fixture } from './fixture';

/**
 * The public catalogue page and the first catalogue sync page are served from memory while the
 * catalogue's change log stays put: any change, by the staff screens or by plain SQL, shows at once.
 */

let t: TestApp;
let f: Fixture;
let staff: Call;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedFixture(t);
  staff = caller(t, (await signedIn(t, ['agent'])).token);
});
afterAll(() => t.close());

async function page(url = '/api/formations', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return { res, page: v.parse(FormationPageSchema, res.json()) };
}

const titles = (answer: FormationPage) => answer.data.map((formation) => formation.title.en);

describe('cached public catalogue page', () => {
  it('answers what the service reads from the database, in every coding', async () => {
    const uncached = JSON.parse(JSON.stringify(await listFormations(t.database.db, v.parse(FormationListQuerySchema, {})))) as unknown;
    const first = await page();
    const again = await page();
    expect(first.page).toEqual(uncached);
    expect(again.res.body).toBe(first.res.body);
    expect(again.res.headers.etag).toBe(first.res.headers.etag);

    const br = await t.app.inject({ method: 'GET', url: '/api/formations', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.res.body);
    const gz = await t.app.inject({ method: 'GET', url: '/api/formations', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(first.res.body);
  });

  it('keeps filters and pages apart', async () => {
    const drones = await page('/api/formations?topic=drones');
    expect(titles(drones.page)).toEqual(['Crop spraying drones']);
    const second = await page('/api/formations?per_page=1&page=2');
    expect(second.page.data).toHaveLength(1);
    expect(second.page.meta).toMatchObject({ page: 2, per_page: 1, total: 2 });
    expect(titles((await page()).page)).toHaveLength(2);
  });

  it('answers 304 to the ETag it gave while nothing changed', async () => {
    const { res } = await page();
    const etag = String(res.headers.etag);
    const again = await t.app.inject({ method: 'GET', url: '/api/formations', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows a change written straight to the database on the next request', async () => {
    const before = await page();
    await t.database.db
      .update(formations)
      .set({ title: tr('Bees, revised') })
      .where(eq(formations.id, f.freeId));
    const after = await page();
    expect(titles(after.page)).toContain('Bees, revised');
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/formations',
      headers: { 'if-none-match': String(before.res.headers.etag) },
    });
    expect(stale.statusCode).toBe(200);

    await t.database.db.delete(formations).where(eq(formations.id, f.paidId));
    expect(titles((await page()).page)).not.toContain('Crop spraying drones');
    expect((await page('/api/formations?topic=drones')).page.data).toEqual([]);
  });

  it('shows a staff publication and a staff edit on the next request, cached or not', async () => {
    expect(titles((await page()).page)).not.toContain('Cached olives');
    const built = await buildFormation(staff, 'Cached olives');
    okJson(await staff('POST', adminPaths.publish(built.formation.id)));
    expect(titles((await page()).page)).toContain('Cached olives');

    const current = okJson<AdminFormationDetail>(await staff('GET', adminPaths.formation(built.formation.id)));
    okJson(
      await staff('PATCH', adminPaths.formation(built.formation.id), {
        version: current.version,
        title: tri('Olives, revised'),
        price_centimes: 0,
      }),
    );
    const cached = await page();
    expect(titles(cached.page)).toContain('Olives, revised');
    const uncached = JSON.parse(JSON.stringify(await listFormations(t.database.db, v.parse(FormationListQuerySchema, {})))) as unknown;
    expect(cached.page).toEqual(uncached);
  });
});

/** What brotli writes for `body` at `quality`, with the server's text settings. */
const brotliAt = (body: Buffer, quality: number) =>
  brotliCompressSync(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

describe('compression of a cached answer', () => {
  it('sends the quick brotli first, then the best one to later requests, the same body decoded', async () => {
    // A new version of the catalogue, so this test meets a fresh entry whatever ran before it.
    await t.database.db
      .update(formations)
      .set({ title: tr('Bees, compressed') })
      .where(eq(formations.id, f.freeId));
    const url = '/api/formations?per_page=12';
    const get = () => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const first = await get();
    expect(first.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(first.rawPayload);
    expect(titles(v.parse(FormationPageSchema, JSON.parse(body.toString())))).toContain('Bees, compressed');
    expect(first.rawPayload.equals(brotliAt(body, DYNAMIC_BROTLI_QUALITY))).toBe(true);

    const best = brotliAt(body, 11);
    expect(best.length).toBeLessThan(first.rawPayload.length);
    // The best encoding is made in libuv's pool after the first answer; it replaces the quick one within moments.
    let later = await get();
    for (let attempt = 0; attempt < 100 && !later.rawPayload.equals(best); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await get();
    }
    expect(later.rawPayload.equals(best)).toBe(true);
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(brotliDecompressSync(later.rawPayload).equals(body)).toBe(true);
  });
});

describe('cached first catalogue sync page', () => {
  it('equals a fresh read and follows a change at once', async () => {
    const pull = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/sync/catalogue', headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      const page = v.parse(CatalogueSyncPageSchema, JSON.parse(brotliDecompressSync(res.rawPayload).toString()));
      // The sync page keeps its cursor as its tag, not the cache's hash of the body.
      expect(res.headers.etag).toBe(syncEtag(page.cursor));
      return page;
    };
    const fresh = async () =>
      JSON.parse(
        JSON.stringify(
          (await readSyncPage(t.database.db, catalogueStream, { cursor: undefined, userId: null, limit: SYNC_PAGE_SIZE })).page,
        ),
      ) as unknown;
    const first = await pull();
    expect(first).toEqual(await fresh());
    expect(await pull()).toEqual(first);

    await t.database.db
      .update(formations)
      .set({ title: tr('Bees, synced again') })
      .where(eq(formations.id, f.freeId));
    const after = await pull();
    expect(after.changes.formations.map((formation) => formation.title.en)).toContain('Bees, synced again');
    expect(after.cursor).not.toBe(first.cursor);
    expect(after).toEqual(await fresh());
  });
});

describe('AnswerCache', () => {
  const text = (body: string) => async () => ({ body, meta: undefined });

  it('keeps the most recently used entries within its bound', async () => {
    const cache = new AnswerCache({ maxEntries: 2, maxAgeMs: 60_000 });
    await cache.resolve('a', 1, text('A'));
    await cache.resolve('b', 1, text('B'));
    await cache.resolve('a', 1, text('never'));
    await cache.resolve('c', 1, text('C'));
    expect(cache.size).toBe(2);
    expect((await cache.resolve('a', 1, text('A again'))).body.toString()).toBe('A');
    expect((await cache.resolve('b', 1, text('B again'))).body.toString()).toBe('B again');
  });

  it('recomputes for a new version or past its age, once for requests that miss together', async () => {
    let now = 0;
    const cache = new AnswerCache({ maxEntries: 10, maxAgeMs: 1000, now: () => now });
    let runs = 0;
    const produce = async () => {
      runs += 1;
      return { body: `run ${runs}`, meta: undefined };
    };
    const together = await Promise.all([cache.resolve('k', 1, produce), cache.resolve('k', 1, produce)]);
    expect(together.map((entry) => entry.body.toString())).toEqual(['run 1', 'run 1']);
    expect((await cache.resolve('k', 2, produce)).body.toString()).toBe('run 2');
    now = 999;
    expect((await cache.resolve('k', 2, produce)).body.toString()).toBe('run 2');
    now = 1000;
    expect((await cache.resolve('k', 2, produce)).body.toString()).toBe('run 3');
  });

  it('negotiates brotli, then gzip, honouring q=0', () => {
    expect(negotiateCoding(undefined)).toBe('identity');
    expect(negotiateCoding('gzip, deflate, br')).toBe('br');
    expect(negotiateCoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateCoding('deflate')).toBe('identity');
    expect(negotiateCoding('*')).toBe('br');
    expect(negotiateCoding('identity, *;q=0')).toBe('identity');
  });
});
