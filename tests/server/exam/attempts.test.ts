import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuizAttemptPageSchema, QuizSchema } from '../../../contract/exam';
import type { PublicStats } from '../../../contract/site';
import { MeSyncPageSchema } from '../../../contract/sync';
import { formations } from '../../../server/db/schema/catalogue';
import { certificates, quizAttempts } from '../../../server/db/schema/exam';
import { idempotencyRecords } from '../../../server/db/schema/outbox';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, signedIn } from '../auth/support';
import { enroll, lessonIdsInOrder, postProgress } from '../study/study-fixture';
import {
  answersWith,
  DAY_MS,
  enrolledAgo,
  examQuestions,
  insertExamFormation,
  letTimePass,
  readyLearner,
  resultOf,
  submit,
  type ExamQuestion,
} from './exam-fixture';

let t: TestApp;
let formationId: string;
let questions: ExamQuestion[];
beforeAll(async () => {
  t = await createTestApp();
  formationId = await insertExamFormation(t, 'exam-attempts');
  questions = await examQuestions(t, formationId);
});
afterAll(() => t.close());

async function attemptRows(userId: string) {
  const [row] = await t.database.db
    .select({ value: count() })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.formationId, formationId)));
  return row?.value ?? 0;
}

describe('GET /api/formations/{id}/quiz', () => {
  it('gives the questions without answers and the pass mark to a learner who finished every lesson', async () => {
    const learner = await readyLearner(t, formationId);
    const res = await t.app.inject({ method: 'GET', url: `/api/formations/${formationId}/quiz`, headers: bearer(learner.token) });
    expect(res.statusCode).toBe(200);
    const quiz = v.parse(QuizSchema, res.json());
    expect(quiz).toMatchObject({ formation_id: formationId, pass_mark: 7, max_score: 10 });
    expect(quiz.questions.map((question) => question.id)).toEqual(questions.map((question) => question.id));
    expect(res.body).not.toMatch(/correct/i);
  });

  it('answers 423 quiz.locked until every lesson is completed, 402 to a learner not enrolled, 401 anonymous', async () => {
    const learner = await signedIn(t, ['client']);
    const url = `/api/formations/${formationId}/quiz`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(learner.token) })).json()).toMatchObject({
      status: 402,
      code: 'enrollment.required',
    });
    await enroll(t, learner.token, formationId);
    // Enrolled a day ago: the lessons' completions are plausible at once (see the next test for the wait).
    await enrolledAgo(t, learner.id, formationId, DAY_MS);
    const [first, ...rest] = await lessonIdsInOrder(t, formationId);
    await postProgress(t, learner.token, { lesson_id: first, position_seconds: 300, completed: true });
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(learner.token) })).json()).toMatchObject({
      status: 423,
      code: 'quiz.locked',
    });
    // Submitting is refused the same way, and nothing is recorded.
    const refused = await submit(t, learner.token, formationId, answersWith(questions, 10));
    expect(refused.json()).toMatchObject({ status: 423, code: 'quiz.locked' });
    expect(await attemptRows(learner.id)).toBe(0);
    // Watched to the end (the last video is 360 s long).
    for (const lesson of rest) await postProgress(t, learner.token, { lesson_id: lesson, position_seconds: 400, completed: true });
    const open = await t.app.inject({ method: 'GET', url, headers: bearer(learner.token) });
    expect(open.statusCode, open.body).toBe(200);
  });

  it('answers 404 quiz.no_data for a formation without questions', async () => {
    const empty = await insertExamFormation(t, 'exam-empty', { quiz: [] });
    const learner = await readyLearner(t, empty);
    const res = await t.app.inject({ method: 'GET', url: `/api/formations/${empty}/quiz`, headers: bearer(learner.token) });
    expect(res.json()).toMatchObject({ status: 404, code: 'quiz.no_data' });
  });
});

describe('POST /api/formations/{id}/quiz/attempts', () => {
  it('grades on the server: score out of 10, pass at 7, and the modules of the missed questions to review', async () => {
    const learner = await readyLearner(t, formationId);
    // Questions 6-9 belong to module two: missing the last three leaves module one clean.
    const failed = await submit(t, learner.token, formationId, answersWith(questions, 6));
    expect(failed.statusCode).toBe(201);
    const failure = resultOf(failed);
    expect(failure).toMatchObject({
      score: 6,
      max_score: 10,
      passed: false,
      pass_mark: 7,
      correct_count: 6,
      questions_count: 10,
      certificate_code: null,
    });
    expect(failure.missed_modules.map((module) => module.title.en)).toEqual(['exam-attempts module two']);

    const missesBoth = resultOf(await submit(t, learner.token, formationId, answersWith(questions, 0)));
    expect(missesBoth).toMatchObject({ score: 0, passed: false });
    expect(missesBoth.missed_modules.map((module) => module.title.en)).toEqual(['exam-attempts module one', 'exam-attempts module two']);
    // Two failures: the next attempt waits (contract/exam-rules.ts); a day later it is graded.
    await letTimePass(t, learner.id, formationId);

    const passed = resultOf(await submit(t, learner.token, formationId, answersWith(questions, 7)));
    expect(passed).toMatchObject({
      score: 7,
      passed: true,
      missed_modules: [expect.objectContaining({ title: expect.objectContaining({ en: 'exam-attempts module two' }) })],
    });
    expect(passed.certificate_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
  });

  it("passes at the formation's own mark, and keeps the mark an attempt was graded at", async () => {
    const strict = await insertExamFormation(t, 'exam-strict', { pass_mark: 8 });
    const strictQuestions = await examQuestions(t, strict);
    const learner = await readyLearner(t, strict);
    const quiz = await t.app.inject({ method: 'GET', url: `/api/formations/${strict}/quiz`, headers: bearer(learner.token) });
    expect(quiz.json()).toMatchObject({ pass_mark: 8 });
    expect(resultOf(await submit(t, learner.token, strict, answersWith(strictQuestions, 7)))).toMatchObject({
      score: 7,
      passed: false,
      pass_mark: 8,
    });
    await t.database.db.update(formations).set({ passMark: 6 }).where(eq(formations.id, strict));
    const list = v.parse(
      QuizAttemptPageSchema,
      (await t.app.inject({ method: 'GET', url: `/api/formations/${strict}/quiz/attempts`, headers: bearer(learner.token) })).json(),
    );
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ pass_mark: 8, passed: false });
    expect(resultOf(await submit(t, learner.token, strict, answersWith(strictQuestions, 6)))).toMatchObject({
      score: 6,
      passed: true,
      pass_mark: 6,
    });
  });

  it('requires every question answered once, with an option the question has (422)', async () => {
    const learner = await readyLearner(t, formationId);
    const all = answersWith(questions, 10);
    const missing = await submit(t, learner.token, formationId, all.slice(1));
    expect(missing.json()).toMatchObject({ status: 422, errors: { answers: ['validation.field_required'] } });
    const duplicated = await submit(t, learner.token, formationId, [...all, all[0]]);
    expect(duplicated.json()).toMatchObject({ status: 422, errors: { answers: ['validation.invalid_value'] } });
    const badOption = await submit(
      t,
      learner.token,
      formationId,
      all.map((answer, index) => (index === 2 ? { ...answer, option_id: 3 } : answer)),
    );
    expect(badOption.json()).toMatchObject({ status: 422, errors: { 'answers.2.option_id': ['validation.invalid_value'] } });
    const unknown = await submit(
      t,
      learner.token,
      formationId,
      all.map((answer, index) => (index === 0 ? { ...answer, question_id: crypto.randomUUID() } : answer)),
    );
    expect(unknown.statusCode).toBe(422);
    expect(await submit(t, learner.token, formationId, 'nonsense').then((res) => res.statusCode)).toBe(422);
    expect(await attemptRows(learner.id)).toBe(0);
  });

  it('counts a replayed submission once: the same key answers the same attempt', async () => {
    const learner = await readyLearner(t, formationId);
    const key = crypto.randomUUID();
    const answers = answersWith(questions, 5);
    const first = await submit(t, learner.token, formationId, answers, key);
    const again = await submit(t, learner.token, formationId, answers, key);
    expect(first.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(resultOf(again)).toEqual(resultOf(first));
    expect(resultOf(first).attempt_id).toBe(key);
    expect(await attemptRows(learner.id)).toBe(1);
    // The same key with other answers is another submission under a used name: refused.
    const other = await submit(t, learner.token, formationId, answersWith(questions, 9), key);
    expect(other.json()).toMatchObject({ status: 422, code: 'idempotency.key_mismatch' });
  });

  it('records one attempt from 20 concurrent copies of one submission, and one certificate', async () => {
    const learner = await readyLearner(t, formationId);
    const key = crypto.randomUUID();
    const answers = answersWith(questions, 9);
    const responses = await Promise.all(Array.from({ length: 20 }, () => submit(t, learner.token, formationId, answers, key)));
    // One copy ran the grading; the other 19 answered its stored response.
    expect(responses.every((res) => res.statusCode === 201)).toBe(true);
    expect(responses.filter((res) => res.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    const results = responses.map(resultOf);
    for (const result of results) expect(result).toEqual(results[0]);
    expect(await attemptRows(learner.id)).toBe(1);
    const [held] = await t.database.db.select({ value: count() }).from(certificates).where(eq(certificates.userId, learner.id));
    expect(held?.value).toBe(1);
  });

  it('cannot add scores when the same queued exam arrives after its record expired (two devices, one key)', async () => {
    const learner = await readyLearner(t, formationId);
    const key = crypto.randomUUID();
    const answers = answersWith(questions, 8);
    const first = resultOf(await submit(t, learner.token, formationId, answers, key));
    // The idempotency record is gone (expired, or lost in a crash): the attempt's own key still holds.
    await t.database.db.delete(idempotencyRecords).where(eq(idempotencyRecords.key, key));
    const late = await submit(t, learner.token, formationId, answers, key);
    expect(late.statusCode).toBe(200);
    expect(resultOf(late)).toEqual(first);
    expect(await attemptRows(learner.id)).toBe(1);
    // Someone else presenting that key gets nothing of it.
    const stranger = await readyLearner(t, formationId);
    await t.database.db.delete(idempotencyRecords).where(eq(idempotencyRecords.key, key));
    expect((await submit(t, stranger.token, formationId, answers, key)).json()).toMatchObject({
      status: 422,
      code: 'idempotency.key_mismatch',
    });
  });

  it('issues the certificate once, on the first pass; later passes answer the same code', async () => {
    const learner = await readyLearner(t, formationId);
    const first = resultOf(await submit(t, learner.token, formationId, answersWith(questions, 8)));
    const better = resultOf(await submit(t, learner.token, formationId, answersWith(questions, 10)));
    expect(first.certificate_code).not.toBeNull();
    expect(better.certificate_code).toBe(first.certificate_code);
    const rows = await t.database.db.select().from(certificates).where(eq(certificates.userId, learner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ score: 8, attemptId: first.attempt_id, holderName: 'Test client' });
  });

  it('lists only the caller’s attempts, newest first, and mirrors attempts and certificates to their devices', async () => {
    const learner = await readyLearner(t, formationId);
    const other = await readyLearner(t, formationId);
    const failed = resultOf(await submit(t, learner.token, formationId, answersWith(questions, 3)));
    const passed = resultOf(await submit(t, learner.token, formationId, answersWith(questions, 10)));
    await submit(t, other.token, formationId, answersWith(questions, 10));
    const list = v.parse(
      QuizAttemptPageSchema,
      (await t.app.inject({ method: 'GET', url: `/api/formations/${formationId}/quiz/attempts`, headers: bearer(learner.token) })).json(),
    );
    expect(list.data.map((attempt) => attempt.id)).toEqual([passed.attempt_id, failed.attempt_id]);
    expect(list.meta.total).toBe(2);

    const sync = v.parse(
      MeSyncPageSchema,
      (await t.app.inject({ method: 'GET', url: '/api/sync/me', headers: bearer(learner.token) })).json(),
    );
    expect(sync.changes.attempts.map((attempt) => attempt.id).sort()).toEqual([failed.attempt_id, passed.attempt_id].sort());
    expect(sync.changes.attempts.find((attempt) => attempt.id === passed.attempt_id)?.certificate_code).toBe(passed.certificate_code);
    expect(sync.changes.certificates).toHaveLength(1);
    expect(sync.changes.certificates[0]).toMatchObject({ code: passed.certificate_code, formation_id: formationId, score: 10 });
  });

  it('feeds the home page success rate: passed attempts over all attempts', async () => {
    const stats = (await t.app.inject({ method: 'GET', url: '/api/stats/public' })).json<PublicStats>();
    const [passed] = await t.database.db.select({ total: count() }).from(quizAttempts).where(eq(quizAttempts.passed, true));
    const [all] = await t.database.db.select({ total: count() }).from(quizAttempts);
    expect(all?.total).toBeGreaterThan(0);
    expect(stats.success_rate).toBeCloseTo((passed?.total ?? 0) / (all?.total ?? 1), 3);
  });
});
