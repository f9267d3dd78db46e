import * as v from 'valibot';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPaths,
  AdminLessonSchema,
  AdminModuleSchema,
  AdminQuestionSchema,
  type AdminFormationDetail,
  type AdminLesson,
  type AdminModule,
  type AdminQuestion,
  type AdminQuestionList,
} from '../../../contract/editor';
import { lessons, modules, quizQuestions } from '../../../server/db/schema/catalogue';
import { createTestApp, type TestApp } from '../helpers';
import { signedIn } from '../auth/support';
import { must } from '../catalogue/fixture';
import { buildFormation, caller, okJson, tri, type Built, type Call } from './support';

let t: TestApp;
let call: Call;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t, (await signedIn(t, ['admin'])).token);
});
afterAll(() => t.close());

const missingId = '0190c0de-0000-7000-8000-000000000000';

async function positions(table: typeof modules | typeof lessons | typeof quizQuestions, formationId: string) {
  return t.database.db
    .select({ id: table.id, position: table.position })
    .from(table)
    .where(eq(table.formationId, formationId))
    .orderBy(asc(table.position));
}

describe('modules', () => {
  let b: Built;
  beforeAll(async () => {
    b = await buildFormation(call, 'Modules');
  });

  it('appends a module at the end, renames it with its version, refuses a stale version and a blank title', async () => {
    const added = okJson<AdminModule>(await call('POST', adminPaths.modules(b.formation.id), { title: tri('Third') }), 201);
    v.parse(AdminModuleSchema, added);
    expect(added).toMatchObject({ position: 3, version: 1, lessons: [] });
    const renamed = okJson<AdminModule>(
      await call('PATCH', adminPaths.module(b.formation.id, added.id), { version: 1, title: tri('Third, renamed') }),
    );
    expect(renamed).toMatchObject({ version: 2, title: { en: 'Third, renamed' } });
    const stale = await call('PATCH', adminPaths.module(b.formation.id, added.id), { version: 1, title: tri('Old') });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'editor.version_conflict',
      version: 2,
      current: { id: added.id, title: { en: 'Third, renamed' } },
    });
    const blank = await call('POST', adminPaths.modules(b.formation.id), { title: { ar: '', fr: '', en: '' } });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ title: ['editor.title_required'] });
    expect((await positions(modules, b.formation.id)).length).toBe(3);
  });

  it('reorders modules; refuses ids of another formation, missing or repeated ids, and moves nothing', async () => {
    const other = await buildFormation(call, 'Other');
    const current = (await positions(modules, b.formation.id)).map((row) => row.id);
    const reversed = [...current].reverse();
    const detail = okJson<AdminFormationDetail>(await call('PUT', adminPaths.moduleOrder(b.formation.id), { ids: reversed }));
    expect(detail.modules.map((module) => module.id)).toEqual(reversed);
    expect(detail.modules.map((module) => module.position)).toEqual([1, 2, 3]);

    const foreign = [...reversed.slice(0, 2), must(other.modules[0]).id];
    for (const ids of [
      foreign,
      reversed.slice(0, 2),
      [...reversed.slice(0, 2), must(reversed[0])],
      [...reversed, must(other.modules[0]).id],
    ]) {
      const res = await call('PUT', adminPaths.moduleOrder(b.formation.id), { ids });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ ids: ['editor.reorder_mismatch'] });
    }
    expect((await positions(modules, b.formation.id)).map((row) => row.id)).toEqual(reversed);
    expect((await positions(modules, other.formation.id)).map((row) => row.position)).toEqual([1, 2]);
    expect((await call('PUT', adminPaths.moduleOrder(b.formation.id), { ids: ['x'] })).statusCode).toBe(422);
    expect((await call('PUT', adminPaths.moduleOrder(missingId), { ids: [] })).statusCode).toBe(404);
  });

  it('deletes a module with its lessons; another formation’s module is not found', async () => {
    const other = await buildFormation(call, 'Elsewhere');
    const module = must(b.modules[0]);
    expect((await call('DELETE', adminPaths.module(other.formation.id, module.id))).statusCode).toBe(404);
    expect((await call('DELETE', adminPaths.module(b.formation.id, module.id))).statusCode).toBe(204);
    const left = await t.database.db.select().from(lessons).where(eq(lessons.moduleId, module.id));
    expect(left).toEqual([]);
    const detail = okJson<AdminFormationDetail>(await call('GET', adminPaths.formation(b.formation.id)));
    expect(detail.modules.map((m) => m.id)).not.toContain(module.id);
    expect(detail.modules_count).toBe(2);
  });
});

describe('lessons', () => {
  let b: Built;
  beforeAll(async () => {
    b = await buildFormation(call, 'Lessons');
  });

  it('creates lessons at the end of their module with every admin field', async () => {
    const module = must(b.modules[1]);
    const lesson = okJson<AdminLesson>(
      await call('POST', adminPaths.lessons(b.formation.id, module.id), {
        title: tri('Pruning tools'),
        free_preview: true,
        duration_seconds: 300,
        video_media_id: '0190c0de-1111-7000-8000-000000000000',
      }),
      201,
    );
    v.parse(AdminLessonSchema, lesson);
    expect(lesson).toMatchObject({
      position: 2,
      module_id: module.id,
      free_preview: true,
      duration_seconds: 300,
      video_media_id: '0190c0de-1111-7000-8000-000000000000',
      has_video: true,
      summary: { ar: '', fr: '', en: '' },
      attachments: [],
      version: 1,
    });
    const bad = await call('POST', adminPaths.lessons(b.formation.id, module.id), {
      title: { ar: '', fr: '', en: '' },
      duration_seconds: -1,
      video_media_id: 'nope',
      free_preview: 'yes',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['duration_seconds', 'free_preview', 'title', 'video_media_id']);
    expect((await call('POST', adminPaths.lessons(b.formation.id, missingId), { title: tri('x') })).statusCode).toBe(404);
  });

  it('patches a lesson with its version and refuses a stale one with the newer lesson', async () => {
    const module = must(b.modules[0]);
    const lesson = must(b.lessons[0]);
    const patched = okJson<AdminLesson>(
      await call('PATCH', adminPaths.lesson(b.formation.id, module.id, lesson.id), {
        version: 1,
        summary: tri('New summary'),
        video_media_id: null,
      }),
    );
    expect(patched).toMatchObject({ version: 2, summary: { en: 'New summary' }, video_media_id: null, has_video: false });
    const stale = await call('PATCH', adminPaths.lesson(b.formation.id, module.id, lesson.id), { version: 1, summary: tri('Lost') });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ version: 2, current: { id: lesson.id, summary: { en: 'New summary' } } });
    // The lesson is addressed through its own module only.
    expect((await call('PATCH', adminPaths.lesson(b.formation.id, must(b.modules[1]).id, lesson.id), { version: 2 })).statusCode).toBe(404);
  });

  it('moves a lesson to the end of another module of the formation, never to another formation', async () => {
    const [from, to] = [must(b.modules[0]), must(b.modules[1])];
    const lesson = must(b.lessons[1]);
    const other = await buildFormation(call, 'Foreign');
    const foreign = await call('PATCH', adminPaths.lesson(b.formation.id, from.id, lesson.id), {
      version: 1,
      module_id: must(other.modules[0]).id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ module_id: ['validation.invalid_value'] });
    const moved = okJson<AdminLesson>(
      await call('PATCH', adminPaths.lesson(b.formation.id, from.id, lesson.id), { version: 1, module_id: to.id }),
    );
    expect(moved).toMatchObject({ module_id: to.id, position: 3, version: 2 });
  });

  it('reorders the lessons of a module and refuses a lesson of another module', async () => {
    const module = must(b.modules[1]);
    const detail = okJson<AdminFormationDetail>(await call('GET', adminPaths.formation(b.formation.id)));
    const ids = must(detail.modules.find((m) => m.id === module.id)).lessons.map((lesson) => lesson.id);
    expect(ids).toHaveLength(3);
    const wanted = [must(ids[2]), must(ids[0]), must(ids[1])];
    const after = okJson<AdminFormationDetail>(await call('PUT', adminPaths.lessonOrder(b.formation.id, module.id), { ids: wanted }));
    expect(must(after.modules.find((m) => m.id === module.id)).lessons.map((lesson) => [lesson.id, lesson.position])).toEqual(
      wanted.map((id, index) => [id, index + 1]),
    );
    const res = await call('PUT', adminPaths.lessonOrder(b.formation.id, module.id), { ids: [must(b.lessons[0]).id, ...wanted.slice(1)] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ ids: ['editor.reorder_mismatch'] });
  });

  it('deletes a lesson', async () => {
    const lesson = must(b.lessons[0]);
    const module = must(b.modules[0]);
    expect((await call('DELETE', adminPaths.lesson(b.formation.id, module.id, lesson.id))).statusCode).toBe(204);
    expect(await t.database.db.select().from(lessons).where(eq(lessons.id, lesson.id))).toEqual([]);
    expect((await call('DELETE', adminPaths.lesson(b.formation.id, module.id, lesson.id))).statusCode).toBe(404);
  });
});

describe('quiz questions', () => {
  let b: Built;
  beforeAll(async () => {
    b = await buildFormation(call, 'Quiz');
  });
  const question = (overrides: Record<string, unknown> = {}) => ({
    text: tri('Which?'),
    options: [tri('A'), tri('B')],
    correct_index: 0,
    ...overrides,
  });

  it('lists the questions with their answers and explanations, in order', async () => {
    const list = okJson<AdminQuestionList>(await call('GET', adminPaths.questions(b.formation.id)));
    expect(list.data.map((q) => [q.position, q.correct_index])).toEqual([
      [1, 0],
      [2, 1],
    ]);
    v.parse(AdminQuestionSchema, list.data[0]);
    expect(must(list.data[0]).explanation).toEqual(tri('Because.'));
    expect((await call('GET', adminPaths.questions(missingId))).statusCode).toBe(404);
  });

  it('creates a question with 2 to 6 options and exactly one correct, linked to a module of the formation', async () => {
    const created = okJson<AdminQuestion>(
      await call(
        'POST',
        adminPaths.questions(b.formation.id),
        question({ options: [1, 2, 3, 4, 5, 6].map((n) => tri(`O${n}`)), correct_index: 5, module_id: must(b.modules[1]).id }),
      ),
      201,
    );
    expect(created).toMatchObject({ position: 3, correct_index: 5, explanation: null, module_id: must(b.modules[1]).id, version: 1 });
  });

  it('refuses zero or two correct options, too few or too many options, blank texts and a foreign module, creating nothing', async () => {
    const other = await buildFormation(call, 'Other quiz');
    const before = (await positions(quizQuestions, b.formation.id)).length;
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [question({ correct_index: undefined }), { correct_index: ['editor.question_one_correct'] }],
      [question({ correct_index: null }), { correct_index: ['editor.question_one_correct'] }],
      [question({ correct_index: [0, 1] }), { correct_index: ['editor.question_one_correct'] }],
      [question({ correct_index: 2 }), { correct_index: ['editor.question_one_correct'] }],
      [question({ correct_index: -1 }), { correct_index: ['editor.question_one_correct'] }],
      [question({ options: [tri('only')] }), { options: ['editor.question_options_count'] }],
      [question({ options: [1, 2, 3, 4, 5, 6, 7].map((n) => tri(`O${n}`)) }), { options: ['editor.question_options_count'] }],
      [question({ options: [tri('A'), { ar: '', fr: '', en: '' }] }), { options: ['editor.question_option_empty'] }],
      [question({ text: { ar: '', fr: '', en: '' } }), { text: ['editor.question_text_required'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await call('POST', adminPaths.questions(b.formation.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    const foreign = await call('POST', adminPaths.questions(b.formation.id), question({ module_id: must(other.modules[0]).id }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ module_id: ['validation.invalid_value'] });
    expect((await positions(quizQuestions, b.formation.id)).length).toBe(before);
  });

  it('patches a question against its stored options and answer, with its version', async () => {
    const first = must(b.questions[0]);
    // Dropping to two options while the stored answer is the third: refused.
    const second = must(b.questions[1]);
    okJson(await call('PATCH', adminPaths.question(b.formation.id, second.id), { version: 1, correct_index: 2 }));
    const shrink = await call('PATCH', adminPaths.question(b.formation.id, second.id), { version: 2, options: [tri('A'), tri('B')] });
    expect(shrink.statusCode).toBe(422);
    expect(shrink.json().errors).toEqual({ correct_index: ['editor.question_one_correct'] });
    const outOfRange = await call('PATCH', adminPaths.question(b.formation.id, first.id), { version: 1, correct_index: 3 });
    expect(outOfRange.statusCode).toBe(422);
    const patched = okJson<AdminQuestion>(
      await call('PATCH', adminPaths.question(b.formation.id, first.id), {
        version: 1,
        options: [tri('X'), tri('Y')],
        correct_index: 1,
        explanation: null,
      }),
    );
    expect(patched).toMatchObject({ version: 2, correct_index: 1, explanation: null });
    const stale = await call('PATCH', adminPaths.question(b.formation.id, first.id), { version: 1, text: tri('Lost') });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ version: 2, current: { id: first.id, correct_index: 1 } });
  });

  it('reorders and deletes questions; refuses another formation’s question ids', async () => {
    const other = await buildFormation(call, 'Third quiz');
    const ids = (await positions(quizQuestions, b.formation.id)).map((row) => row.id);
    const reversed = [...ids].reverse();
    const list = okJson<AdminQuestionList>(await call('PUT', adminPaths.questionOrder(b.formation.id), { ids: reversed }));
    expect(list.data.map((q) => q.id)).toEqual(reversed);
    const res = await call('PUT', adminPaths.questionOrder(b.formation.id), { ids: [...reversed.slice(1), must(other.questions[0]).id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ ids: ['editor.reorder_mismatch'] });
    expect((await positions(quizQuestions, b.formation.id)).map((row) => row.id)).toEqual(reversed);
    expect((await call('DELETE', adminPaths.question(other.formation.id, must(reversed[0])))).statusCode).toBe(404);
    expect((await call('DELETE', adminPaths.question(b.formation.id, must(reversed[0])))).statusCode).toBe(204);
    expect((await positions(quizQuestions, b.formation.id)).map((row) => row.id)).toEqual(reversed.slice(1));
  });
});
