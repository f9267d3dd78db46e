import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueSyncPageSchema, MeSyncPageSchema, type CatalogueSyncPage } from '../../../contract/sync';
import { enrollments, formations, lessons, modules, reviews } from '../../../server/db/schema/catalogue';
import { readSyncPage } from '../../../server/lib/sync/stream';
import { catalogueStream } from '../../../server/modules/sync/streams';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn } from '../auth/support';
import { fixtureFormation, must, seedFixture, tr, type Fixture } from './fixture';
import { insertSeedFormation } from '../../../server/seed/catalogue';

let t: TestApp;
let f: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedFixture(t);
});
afterAll(() => t.close());

async function pull(cursor?: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/sync/catalogue${cursor ? `?cursor=${cursor}` : ''}`,
    headers,
  });
  return res;
}

async function pullAll(cursor?: string): Promise<{ pages: CatalogueSyncPage[]; cursor: string }> {
  const pages: CatalogueSyncPage[] = [];
  let next = cursor;
  for (;;) {
    const res = await pull(next);
    expect(res.statusCode).toBe(200);
    const page = v.parse(CatalogueSyncPageSchema, res.json());
    pages.push(page);
    next = page.cursor;
    if (!page.has_more) return { pages, cursor: next };
  }
}

const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id).sort();

describe('GET /api/sync/catalogue', () => {
  let cursor: string;

  it('sends every published formation with its modules, lessons, questions and reviews on a first sync', async () => {
    const res = await pull();
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(`W/"${res.json().cursor}"`);
    const page = v.parse(CatalogueSyncPageSchema, res.json());
    cursor = page.cursor;
    expect(page.has_more).toBe(false);
    expect(page.reset).toBe(false);
    expect(ids(page.changes.formations)).toEqual([f.freeId, f.paidId].sort());
    expect(page.changes.modules).toHaveLength(4);
    expect(page.changes.lessons).toHaveLength(6);
    expect(page.changes.questions).toHaveLength(4);
    expect(page.changes.reviews).toHaveLength(4);
    // Nothing of the unpublished formation, no answers, no deletions on a first sync.
    expect(res.body).not.toContain(f.hiddenId);
    expect(res.body).not.toContain('hidden-draft');
    expect(res.body).not.toContain('correct');
    expect(Object.values(page.deleted).flat()).toEqual([]);
    expect(page.changes.questions[0]?.options).toHaveLength(3);
  });

  it('answers 304 to If-None-Match when nothing changed, and an empty page without it', async () => {
    // The strong form is what devices kept before the tag became weak: they still get their 304.
    const notModified = await pull(cursor, { 'if-none-match': `"${cursor}"` });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(`W/"${cursor}"`);
    // Polled by every device every few minutes: the whole answer stays well under a kilobyte.
    const headerBytes = Object.entries(notModified.headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0);
    expect(headerBytes).toBeLessThan(400);
    expect(notModified.headers['x-content-type-options']).toBe('nosniff');
    expect(notModified.headers['content-security-policy']).toBeUndefined();
    const weak = await pull(cursor, { 'if-none-match': `W/"${cursor}"` });
    expect(weak.statusCode).toBe(304);
    const plain = await pull(cursor);
    expect(plain.statusCode).toBe(200);
    expect(v.parse(CatalogueSyncPageSchema, plain.json())).toMatchObject({ cursor, has_more: false, changes: { formations: [] } });
  });

  it('does not move the stream when only a views counter changes', async () => {
    await t.app.inject({ method: 'GET', url: `/api/formations/${f.freeId}`, headers: { 'user-agent': 'sync test' } });
    expect((await pull(cursor, { 'if-none-match': `"${cursor}"` })).statusCode).toBe(304);
  });

  it('sends an edited formation after the cursor, and a stale ETag no longer matches', async () => {
    await t.database.db
      .update(formations)
      .set({ title: tr('Bees, revised') })
      .where(eq(formations.id, f.freeId));
    const res = await pull(cursor, { 'if-none-match': `"${cursor}"` });
    expect(res.statusCode).toBe(200);
    const page = v.parse(CatalogueSyncPageSchema, res.json());
    expect(page.changes.formations.map((row) => row.title.en)).toEqual(['Bees, revised']);
    expect(page.changes.modules).toEqual([]);
    expect(page.cursor).not.toBe(cursor);
    cursor = page.cursor;
  });

  it('sends deleted rows as ids, and a new student moves the formation (counter)', async () => {
    const lesson = must((await t.database.db.select().from(lessons).where(eq(lessons.formationId, f.paidId)).limit(1))[0]);
    await t.database.db.delete(lessons).where(eq(lessons.id, lesson.id));
    const learner = await signedIn(t, ['client']);
    await t.app.inject({ method: 'POST', url: '/api/enrollments', payload: { formation_id: f.freeId }, headers: bearer(learner.token) });
    const { pages, cursor: next } = await pullAll(cursor);
    const page = must(pages[0]);
    expect(page.deleted.lessons).toEqual([lesson.id]);
    expect(page.changes.formations.map((row) => [row.id, row.students_count])).toEqual([[f.freeId, 1]]);
    cursor = next;
  });

  it('turns an unpublished formation and its children into deletions, and sends them back when republished', async () => {
    await t.database.db.update(formations).set({ published: false }).where(eq(formations.id, f.paidId));
    const hidden = must((await pullAll(cursor)).pages[0]);
    expect(hidden.deleted.formations).toEqual([f.paidId]);
    expect(hidden.deleted.modules).toHaveLength(2);
    expect(hidden.deleted.reviews).toHaveLength(2);
    expect(hidden.changes.formations).toEqual([]);
    cursor = hidden.cursor;

    await t.database.db.update(formations).set({ published: true }).where(eq(formations.id, f.paidId));
    const shown = must((await pullAll(cursor)).pages[0]);
    expect(ids(shown.changes.formations)).toEqual([f.paidId]);
    expect(shown.changes.modules).toHaveLength(2);
    expect(shown.changes.lessons).toHaveLength(2);
    expect(shown.changes.questions).toHaveLength(2);
    expect(shown.changes.reviews).toHaveLength(2);
    expect(Object.values(shown.deleted).flat()).toEqual([]);
    cursor = shown.cursor;
  });

  it('hides an unpublished review', async () => {
    const review = must((await t.database.db.select().from(reviews).where(eq(reviews.formationId, f.freeId)).limit(1))[0]);
    await t.database.db.update(reviews).set({ published: false }).where(eq(reviews.id, review.id));
    const page = must((await pullAll(cursor)).pages[0]);
    expect(page.deleted.reviews).toEqual([review.id]);
    // The formation's reviews counter moved with it.
    expect(page.changes.formations.find((row) => row.id === f.freeId)?.reviews_count).toBe(1);
    cursor = page.cursor;
  });

  it('pages a long stream in change order; the pages add up to exactly the first sync', async () => {
    const db = t.database.db;
    for (let i = 0; i < 3; i += 1) await insertSeedFormation(db, fixtureFormation(`bulk-${i}`), { thumbnail: null, paths: null });
    const whole = await readSyncPage(db, catalogueStream, { cursor: undefined, userId: null, limit: 10_000 });
    const seen = new Map<string, string[]>();
    let next: string | undefined;
    let pages = 0;
    for (;;) {
      const { page } = await readSyncPage(db, catalogueStream, { cursor: next, userId: null, limit: 7 });
      pages += 1;
      for (const [entity, rows] of Object.entries(page.changes)) {
        seen.set(entity, [...(seen.get(entity) ?? []), ...rows.map((row) => row.id)]);
      }
      const size = Object.values(page.changes).reduce((sum, rows) => sum + rows.length, 0);
      expect(size).toBeLessThanOrEqual(7);
      next = page.cursor;
      if (!page.has_more) break;
    }
    expect(pages).toBeGreaterThan(5);
    for (const [entity, rows] of Object.entries(whole.page.changes)) {
      expect(new Set(seen.get(entity)), entity).toEqual(new Set(rows.map((row) => row.id)));
    }
  });

  it('tells a client with another database’s cursor to start over (reset), and refuses a malformed one', async () => {
    const foreign = await pull('0123456789abcdef-2s');
    expect(foreign.statusCode).toBe(200);
    const page = v.parse(CatalogueSyncPageSchema, foreign.json());
    expect(page.reset).toBe(true);
    expect(page.changes.formations.length).toBeGreaterThanOrEqual(2);
    expect((await pull('bad%20cursor!')).statusCode).toBe(422);
    expect((await pull('x'.repeat(300))).statusCode).toBe(422);
  });
});

describe('GET /api/sync/me', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sync/me' });
    expect(res.json()).toMatchObject({ status: 401, code: 'auth.not_authorized' });
  });

  it('sends the learner’s own enrollments only, then 304, then deletions', async () => {
    const me = await signedIn(t, ['client']);
    const other = await signedIn(t, ['client']);
    await t.app.inject({ method: 'POST', url: '/api/enrollments', payload: { formation_id: f.freeId }, headers: bearer(me.token) });
    await t.app.inject({ method: 'POST', url: '/api/enrollments', payload: { formation_id: f.freeId }, headers: bearer(other.token) });

    const first = await t.app.inject({ method: 'GET', url: '/api/sync/me', headers: bearer(me.token) });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/private/);
    const page = v.parse(MeSyncPageSchema, first.json());
    expect(page.changes.enrollments.map((row) => [row.formation_id, row.status])).toEqual([[f.freeId, 'active']]);

    const again = await t.app.inject({
      method: 'GET',
      url: `/api/sync/me?cursor=${page.cursor}`,
      headers: { ...bearer(me.token), 'if-none-match': `"${page.cursor}"` },
    });
    expect(again.statusCode).toBe(304);

    // Another learner's change does not wake this learner's stream.
    await t.database.db.update(enrollments).set({ status: 'revoked' }).where(eq(enrollments.userId, other.id));
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/sync/me?cursor=${page.cursor}`,
      headers: { ...bearer(me.token), 'if-none-match': `"${page.cursor}"` },
    });
    expect(still.statusCode).toBe(304);

    // Only a tombstone is new: the device's poll, tag included, must hear of it.
    await t.database.db.delete(enrollments).where(eq(enrollments.userId, me.id));
    const polled = await t.app.inject({
      method: 'GET',
      url: `/api/sync/me?cursor=${page.cursor}`,
      headers: { ...bearer(me.token), 'if-none-match': `"${page.cursor}"` },
    });
    expect(polled.statusCode).toBe(200);
    const removed = v.parse(MeSyncPageSchema, polled.json());
    expect(removed.deleted.enrollments).toEqual([must(page.changes.enrollments[0]).id]);
  });

  it('answers a poll with a cursor it did not write, or from its future, with a reset page, not 304', async () => {
    const me = await signedIn(t, ['client']);
    const first = v.parse(MeSyncPageSchema, (await t.app.inject({ method: 'GET', url: '/api/sync/me', headers: bearer(me.token) })).json());
    const [instance = '', seq = ''] = first.cursor.split('-');
    const foreign = `${'0'.repeat(16) === instance ? '1'.repeat(16) : '0'.repeat(16)}-${seq}`;
    const future = `${instance}-${(Number.parseInt(seq, 36) + 1_000_000).toString(36)}`;
    for (const cursor of [foreign, future]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/sync/me?cursor=${cursor}`,
        headers: { ...bearer(me.token), 'if-none-match': `"${cursor}"` },
      });
      expect(res.statusCode, cursor).toBe(200);
      expect(v.parse(MeSyncPageSchema, res.json()).reset, cursor).toBe(true);
    }
  });
});

describe('modules of a deleted formation', () => {
  it('leave tombstones for every child, so clients delete them too', async () => {
    const start = (await readSyncPage(t.database.db, catalogueStream, { cursor: undefined, userId: null, limit: 100_000 })).page.cursor;
    const id = await insertSeedFormation(t.database.db, fixtureFormation('to-delete'), { thumbnail: null, paths: null });
    const moduleIds = (await t.database.db.select({ id: modules.id }).from(modules).where(eq(modules.formationId, id))).map(
      (row) => row.id,
    );
    const afterInsert = (await readSyncPage(t.database.db, catalogueStream, { cursor: start, userId: null, limit: 100_000 })).page.cursor;
    await t.database.db.delete(formations).where(eq(formations.id, id));
    const { page } = await readSyncPage(t.database.db, catalogueStream, { cursor: afterInsert, userId: null, limit: 100_000 });
    expect(page.deleted.formations).toEqual([id]);
    expect(new Set(page.deleted.modules)).toEqual(new Set(moduleIds));
    expect(page.deleted.questions).toHaveLength(2);
  });
});
