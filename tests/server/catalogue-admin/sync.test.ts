import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, type AdminFormationDetail, type AdminModule } from '../../../contract/editor';
import type { OfflineManifest } from '../../../contract/study';
import { CatalogueSyncPageSchema, type CatalogueSyncPage } from '../../../contract/sync';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn } from '../auth/support';
import { must } from '../catalogue/fixture';
import { buildFormation, caller, okJson, tri, type Built, type Call } from './support';

/**
 * Every editor change reaches learners through the catalogue sync they already run (change log, cursor,
 * 304, tombstones) and through the offline pack's manifest: no extra step in the editor.
 */

let t: TestApp;
let staff: Call;
let learnerToken: string;
let b: Built;
let cursor: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = caller(t, (await signedIn(t, ['agent'])).token);
  learnerToken = (await signedIn(t, ['client'])).token;
  b = await buildFormation(staff, 'Synced');
  okJson(await staff('POST', adminPaths.publish(b.formation.id)));
});
afterAll(() => t.close());

async function pull(from?: string): Promise<{ status: number; page: CatalogueSyncPage | null; etag: string | undefined }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/sync/catalogue${from ? `?cursor=${from}` : ''}`,
    headers: from ? { 'if-none-match': `"${from}"` } : {},
  });
  if (res.statusCode === 304) return { status: 304, page: null, etag: res.headers.etag as string | undefined };
  expect(res.statusCode).toBe(200);
  const page = v.parse(CatalogueSyncPageSchema, res.json());
  expect(page.has_more).toBe(false);
  return { status: 200, page, etag: res.headers.etag as string | undefined };
}

/** The next page since the last cursor; the cursor moves on. */
async function next(): Promise<CatalogueSyncPage> {
  const { page } = await pull(cursor);
  const got = must(page, 'a changed page');
  cursor = got.cursor;
  return got;
}

async function manifest(): Promise<OfflineManifest> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/formations/${b.formation.id}/offline-manifest`,
    headers: bearer(learnerToken),
  });
  expect(res.statusCode).toBe(200);
  return res.json<OfflineManifest>();
}

describe('catalogue sync after editor changes', () => {
  it('a published formation arrives whole on a sync; a second sync with nothing new is 304', async () => {
    const first = must((await pull()).page);
    cursor = first.cursor;
    expect(first.changes.formations.map((f) => f.id)).toEqual([b.formation.id]);
    expect(first.changes.lessons.map((l) => l.id).sort()).toEqual(b.lessons.map((l) => l.id).sort());
    expect(first.changes.questions).toHaveLength(2);
    expect(JSON.stringify(first.changes.questions)).not.toContain('correct_index');
    expect((await pull(cursor)).status).toBe(304);
  });

  it('an edit of the published formation shows on the next sync', async () => {
    const current = okJson<AdminFormationDetail>(await staff('GET', adminPaths.formation(b.formation.id)));
    okJson(
      await staff('PATCH', adminPaths.formation(b.formation.id), {
        version: current.version,
        title: tri('Synced, revised', 'Révisé', 'منقّح'),
        price_centimes: 0,
      }),
    );
    const page = await next();
    expect(page.changes.formations.map((f) => [f.id, f.title.fr])).toEqual([[b.formation.id, 'Révisé']]);
    expect((await pull(cursor)).status).toBe(304);
  });

  it('a new lesson, a renamed module and a reordered quiz show on the next sync', async () => {
    const module = must(b.modules[1]);
    const lesson = okJson<{ id: string }>(
      await staff('POST', adminPaths.lessons(b.formation.id, module.id), { title: tri('Late addition') }),
      201,
    );
    okJson<AdminModule>(await staff('PATCH', adminPaths.module(b.formation.id, module.id), { version: 1, title: tri('Renamed axis') }));
    const ids = b.questions.map((q) => q.id).reverse();
    okJson(await staff('PUT', adminPaths.questionOrder(b.formation.id), { ids }));
    const page = await next();
    expect(page.changes.lessons.map((l) => l.id)).toContain(lesson.id);
    expect(page.changes.modules.map((m) => [m.id, m.title.en])).toEqual([[module.id, 'Renamed axis']]);
    expect(
      page.changes.questions
        .slice()
        .sort((a, c) => a.position - c.position)
        .map((q) => q.id),
    ).toEqual(ids);
  });

  it('a lesson removed from the formation is deleted on the next sync and leaves the learner’s pack', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/enrollments',
          payload: { formation_id: b.formation.id },
          headers: bearer(learnerToken),
        })
      ).statusCode,
    ).toBeLessThan(300);
    const before = await manifest();
    const lesson = must(b.lessons[1]);
    expect(before.lessons.map((l) => l.id)).toContain(lesson.id);
    expect((await staff('DELETE', adminPaths.lesson(b.formation.id, must(b.modules[0]).id, lesson.id))).statusCode).toBe(204);
    const page = await next();
    expect(page.deleted.lessons).toEqual([lesson.id]);
    const after = await manifest();
    expect(after.lessons.map((l) => l.id)).not.toContain(lesson.id);
    expect(after.version).not.toBe(before.version);
  });

  it('a change to a lesson’s teaching text changes the pack, not the catalogue', async () => {
    const lesson = must(b.lessons[0]);
    const before = await manifest();
    const detail = okJson<AdminFormationDetail>(await staff('GET', adminPaths.formation(b.formation.id)));
    const current = must(detail.modules[0]?.lessons.find((l) => l.id === lesson.id));
    okJson(
      await staff('PATCH', adminPaths.lesson(b.formation.id, must(b.modules[0]).id, lesson.id), {
        version: current.version,
        about: tri('Rewritten text'),
      }),
    );
    expect((await pull(cursor)).status).toBe(304);
    const after = await manifest();
    expect(must(after.lessons.find((l) => l.id === lesson.id)).about.en).toBe('Rewritten text');
    expect(after.version).not.toBe(before.version);
  });

  it('unpublishing removes the formation and its children on the next sync; drafts never travel', async () => {
    okJson(await staff('POST', adminPaths.unpublish(b.formation.id)));
    const page = await next();
    expect(page.deleted.formations).toEqual([b.formation.id]);
    expect(page.deleted.modules.sort()).toEqual(b.modules.map((m) => m.id).sort());
    expect(page.changes.formations).toEqual([]);
    // An edit of the draft is not sent.
    const draft = okJson<AdminFormationDetail>(await staff('GET', adminPaths.formation(b.formation.id)));
    okJson(await staff('PATCH', adminPaths.formation(b.formation.id), { version: draft.version, duration_minutes: 77 }));
    const hidden = await next();
    expect(hidden.changes.formations).toEqual([]);
  });

  it('deleting a published formation sends tombstones for it and its children', async () => {
    const gone = await buildFormation(staff, 'Gone');
    okJson(await staff('POST', adminPaths.publish(gone.formation.id)));
    const shown = await next();
    expect(shown.changes.formations.map((f) => f.id)).toEqual([gone.formation.id]);
    expect((await staff('DELETE', adminPaths.formation(gone.formation.id))).statusCode).toBe(204);
    const page = await next();
    expect(page.deleted.formations).toEqual([gone.formation.id]);
    expect(page.deleted.lessons.sort()).toEqual(gone.lessons.map((l) => l.id).sort());
    expect(page.deleted.questions.sort()).toEqual(gone.questions.map((q) => q.id).sort());
  });
});
