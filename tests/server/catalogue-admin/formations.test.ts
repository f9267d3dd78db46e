import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPaths,
  AdminFormationDetailSchema,
  AdminFormationPageSchema,
  PublishRefusalSchema,
  VersionConflictSchema,
  type AdminFormationDetail,
  type AdminFormationPage,
} from '../../../contract/editor';
import { formations } from '../../../server/db/schema/catalogue';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn } from '../auth/support';
import { must, seedFixture } from '../catalogue/fixture';
import { buildFormation, caller, okJson, tri, type Call } from './support';

let t: TestApp;
let call: Call;
let agentHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const agent = await signedIn(t, ['agent']);
  agentHeaders = bearer(agent.token);
  call = caller(t, agent.token);
});
afterAll(() => t.close());

const newFormation = (overrides: Record<string, unknown> = {}) => ({
  title: tri('Drip irrigation', 'Irrigation goutte à goutte', 'الري بالتنقيط'),
  description: tri('Water where roots are'),
  topic: 'modern-irrigation',
  level: 'intermediate',
  price_centimes: 25_000,
  duration_minutes: 90,
  pass_mark: 6,
  ...overrides,
});

async function rowOf(id: string) {
  return must((await t.database.db.select().from(formations).where(eq(formations.id, id)))[0], 'formation row');
}

describe('POST /api/admin/formations', () => {
  it('creates a draft at version 1 with a slug made from the title and completeness per language', async () => {
    const created = okJson<AdminFormationDetail>(await call('POST', adminPaths.formations, newFormation()), 201);
    v.parse(AdminFormationDetailSchema, created);
    expect(created).toMatchObject({
      status: 'draft',
      version: 1,
      slug: 'drip-irrigation',
      price_centimes: 25_000,
      pass_mark: 6,
      modules: [],
      attachments: [],
    });
    expect(created.completeness.ar).toEqual({ complete: true, missing: [] });
    const partial = okJson<AdminFormationDetail>(
      await call('POST', adminPaths.formations, newFormation({ title: { ar: '', fr: 'Seulement en français', en: '' } })),
      201,
    );
    expect(partial.slug).toBe('seulement-en-francais');
    expect(partial.completeness.ar.missing).toEqual(['title']);
    expect(partial.completeness.fr.complete).toBe(true);
    expect((await rowOf(partial.id)).published).toBe(false);
  });

  it('gives a second formation of the same title its own slug, and refuses a chosen slug in use', async () => {
    const second = okJson<AdminFormationDetail>(await call('POST', adminPaths.formations, newFormation()), 201);
    expect(second.slug).toMatch(/^drip-irrigation-[0-9a-f]{6}$/);
    const res = await call('POST', adminPaths.formations, newFormation({ slug: 'drip-irrigation' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'editor.slug_taken' });
  });

  it('refuses an empty title in every language, a negative price and bad fields, each with its code, creating nothing', async () => {
    const before = (await t.database.db.select().from(formations)).length;
    const blank = await call('POST', adminPaths.formations, newFormation({ title: { ar: ' ', fr: '', en: '' } }));
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ title: ['editor.title_required'] });
    const negative = await call('POST', adminPaths.formations, newFormation({ price_centimes: -1 }));
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors).toEqual({ price_centimes: ['editor.price_negative'] });
    const bad = await call(
      'POST',
      adminPaths.formations,
      newFormation({ topic: 'cooking', level: 'expert', pass_mark: 11, price_centimes: 1.5 }),
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['level', 'pass_mark', 'price_centimes', 'topic']);
    const nul = await call('POST', adminPaths.formations, newFormation({ title: tri('a\u0000b') }));
    expect(nul.statusCode).toBe(422);
    expect((await t.database.db.select().from(formations)).length).toBe(before);
  });
});

describe('replayed creations', () => {
  it('creates one formation for one Idempotency-Key, however often the request is sent', async () => {
    const before = (await t.database.db.select().from(formations)).length;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: adminPaths.formations,
        payload: newFormation({ slug: 'replayed-once' }),
        headers: { ...agentHeaders, 'idempotency-key': '0190c0de-2222-7000-8000-000000000000' },
      });
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect((await t.database.db.select().from(formations)).length).toBe(before + 1);
    await call('DELETE', adminPaths.formation(first.json().id));
  });
});

describe('GET /api/admin/formations', () => {
  it('lists drafts and published formations, filtered by status and text', async () => {
    const page = okJson<AdminFormationPage>(await call('GET', `${adminPaths.formations}?per_page=100`));
    v.parse(AdminFormationPageSchema, page);
    expect(page.data.length).toBe(3);
    expect(page.data.every((row) => row.status === 'draft')).toBe(true);
    const found = okJson<AdminFormationPage>(await call('GET', `${adminPaths.formations}?q=${encodeURIComponent('الري')}`));
    expect(found.data.length).toBeGreaterThanOrEqual(1);
    expect(found.data.every((row) => row.title.ar.includes('الري'))).toBe(true);
    const published = okJson<AdminFormationPage>(await call('GET', `${adminPaths.formations}?status=published`));
    expect(published.data).toEqual([]);
    expect((await call('GET', `${adminPaths.formations}?status=gone`)).statusCode).toBe(422);
  });
});

describe('GET /api/admin/formations/{id}', () => {
  it('returns the formation with its modules, lessons, attachments list and counts; 404 for unknown or malformed ids', async () => {
    const built = await buildFormation(call);
    const detail = okJson<AdminFormationDetail>(await call('GET', adminPaths.formation(built.formation.id)));
    expect(detail.modules.map((module) => module.lessons.length)).toEqual([2, 1]);
    expect(detail.lessons_count).toBe(3);
    expect(detail.questions_count).toBe(2);
    expect(detail.modules_count).toBe(2);
    expect(must(detail.modules[0]?.lessons[0]).about.fr).toBe('What this lesson teaches (fr)');
    expect((await call('GET', adminPaths.formation('0190c0de-0000-7000-8000-000000000000'))).statusCode).toBe(404);
    expect((await call('GET', adminPaths.formation('not-a-uuid'))).statusCode).toBe(404);
  });
});

describe('seeded formations in the editor', () => {
  it('shows a seeded formation with its formation-wide attachment, published, at version 1', async () => {
    const { freeId, paidId, hiddenId } = await seedFixture(t);
    const detail = okJson<AdminFormationDetail>(await call('GET', adminPaths.formation(freeId)));
    v.parse(AdminFormationDetailSchema, detail);
    expect(detail).toMatchObject({ status: 'published', version: 1 });
    expect(detail.attachments.map((a) => [a.file_name, a.lesson_id])).toEqual([['sheet.txt', null]]);
    expect(detail.completeness.ar.complete).toBe(true);
    expect(okJson<AdminFormationDetail>(await call('GET', adminPaths.formation(hiddenId))).status).toBe('draft');
    for (const id of [freeId, paidId, hiddenId]) await t.database.db.delete(formations).where(eq(formations.id, id));
  });
});

describe('PATCH /api/admin/formations/{id}', () => {
  it('changes the fields sent and raises the version', async () => {
    const created = okJson<AdminFormationDetail>(await call('POST', adminPaths.formations, newFormation()), 201);
    const patched = okJson<AdminFormationDetail>(
      await call('PATCH', adminPaths.formation(created.id), { version: 1, price_centimes: 0, title: tri('Drip irrigation basics') }),
    );
    expect(patched).toMatchObject({ version: 2, price_centimes: 0, level: 'intermediate' });
    expect(patched.title.en).toBe('Drip irrigation basics');
    // Nothing to change: no new version.
    expect(okJson<AdminFormationDetail>(await call('PATCH', adminPaths.formation(created.id), { version: 2 })).version).toBe(2);
  });

  it('refuses a stale version with 409 and the newer formation, and changes nothing', async () => {
    const created = okJson<AdminFormationDetail>(await call('POST', adminPaths.formations, newFormation()), 201);
    okJson(await call('PATCH', adminPaths.formation(created.id), { version: 1, duration_minutes: 120 }));
    const stale = await call('PATCH', adminPaths.formation(created.id), { version: 1, duration_minutes: 5, title: tri('Mine') });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    const body = v.parse(VersionConflictSchema, stale.json());
    expect(body.version).toBe(2);
    expect(body.current).toMatchObject({ id: created.id, version: 2, duration_minutes: 120 });
    const row = await rowOf(created.id);
    expect(row).toMatchObject({ version: 2, durationMinutes: 120 });
    expect(row.title.en).toBe('Drip irrigation');
  });

  it('refuses blank titles, negative prices and a missing version, changing nothing', async () => {
    const created = okJson<AdminFormationDetail>(await call('POST', adminPaths.formations, newFormation()), 201);
    const res = await call('PATCH', adminPaths.formation(created.id), {
      version: 1,
      title: { ar: '', fr: '', en: '' },
      price_centimes: -5,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ title: ['editor.title_required'], price_centimes: ['editor.price_negative'] });
    const noVersion = await call('PATCH', adminPaths.formation(created.id), { price_centimes: 5 });
    expect(noVersion.statusCode).toBe(422);
    expect(noVersion.json().errors).toEqual({ version: ['validation.field_required'] });
    expect(await rowOf(created.id)).toMatchObject({ version: 1, priceCentimes: 25_000 });
    expect((await call('PATCH', adminPaths.formation('0190c0de-0000-7000-8000-000000000000'), { version: 1 })).statusCode).toBe(404);
  });
});

describe('POST /api/admin/formations/{id}/publish and /unpublish', () => {
  it('refuses an empty formation, saying there is no lesson and no question', async () => {
    const created = okJson<AdminFormationDetail>(await call('POST', adminPaths.formations, newFormation()), 201);
    const res = await call('POST', adminPaths.publish(created.id));
    expect(res.statusCode).toBe(422);
    const body = v.parse(PublishRefusalSchema, res.json());
    expect(body.missing).toEqual({ translations: [], no_lesson: true, no_question: true });
    expect((await rowOf(created.id)).published).toBe(false);
  });

  it('refuses a missing translation, naming the language and the field', async () => {
    const built = await buildFormation(call, 'Saffron');
    const lesson = must(built.lessons[1]);
    const module = must(built.modules[0]);
    okJson(
      await call('PATCH', adminPaths.lesson(built.formation.id, module.id, lesson.id), {
        version: lesson.version,
        title: { ...lesson.title, ar: '' },
        about: { ar: 'نص', fr: '', en: 'Text' },
      }),
    );
    const res = await call('POST', adminPaths.publish(built.formation.id));
    expect(res.statusCode).toBe(422);
    const body = v.parse(PublishRefusalSchema, res.json());
    expect(body.missing.translations).toEqual([
      { language: 'ar', field: `lessons.${lesson.id}.title` },
      { language: 'fr', field: `lessons.${lesson.id}.about` },
    ]);
    expect(body.missing.no_lesson).toBe(false);
    expect(body.missing.no_question).toBe(false);
    const detail = okJson<AdminFormationDetail>(await call('GET', adminPaths.formation(built.formation.id)));
    expect(detail.completeness.ar).toEqual({ complete: false, missing: [`lessons.${lesson.id}.title`] });
    expect(detail.status).toBe('draft');
  });

  it('publishes a complete formation, raising the version; unpublish returns it to draft', async () => {
    const built = await buildFormation(call, 'Argan');
    const published = okJson<AdminFormationDetail>(
      await call('POST', adminPaths.publish(built.formation.id), { version: built.formation.version }),
    );
    expect(published).toMatchObject({ status: 'published', version: built.formation.version + 1 });
    // Publishing again is a no-op.
    expect(okJson<AdminFormationDetail>(await call('POST', adminPaths.publish(built.formation.id))).version).toBe(published.version);
    const stale = await call('POST', adminPaths.unpublish(built.formation.id), { version: built.formation.version });
    expect(stale.statusCode).toBe(409);
    const draft = okJson<AdminFormationDetail>(
      await call('POST', adminPaths.unpublish(built.formation.id), { version: published.version }),
    );
    expect(draft).toMatchObject({ status: 'draft', version: published.version + 1 });
    expect((await call('POST', adminPaths.publish('0190c0de-0000-7000-8000-000000000000'))).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/formations/{id}', () => {
  it('deletes a formation with its modules, lessons and questions', async () => {
    const built = await buildFormation(call, 'Cactus');
    const res = await call('DELETE', adminPaths.formation(built.formation.id));
    expect(res.statusCode).toBe(204);
    expect((await call('GET', adminPaths.formation(built.formation.id))).statusCode).toBe(404);
    expect((await call('DELETE', adminPaths.formation(built.formation.id))).statusCode).toBe(404);
  });

  it('refuses to delete a formation learners are enrolled in', async () => {
    const built = await buildFormation(call, 'Dates');
    okJson(await call('POST', adminPaths.publish(built.formation.id)));
    const learner = await signedIn(t, ['client']);
    const enrolled = await caller(t, learner.token)('POST', '/api/enrollments', { formation_id: built.formation.id });
    expect(enrolled.statusCode).toBeLessThan(300);
    const res = await call('DELETE', adminPaths.formation(built.formation.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('editor.formation_has_learners');
    expect((await rowOf(built.formation.id)).published).toBe(true);
  });
});
