import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuizSchema, type QuizAnswer } from '../../../contract/exam';
import { drawQuestionIds, QUIZ_DRAW_SIZE, quizDrawSize, RETRY_WAITS_SECONDS } from '../../../contract/exam-rules';
import { quizAttempts } from '../../../server/db/schema/exam';
import type { SeedQuestion } from '../../../server/seed/content/types';
import { tr } from '../catalogue/fixture';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, type Person } from '../auth/support';
import {
  answersWith,
  examQuestions,
  insertExamFormation,
  letTimePass,
  readyLearner,
  resultOf,
  submit,
  type ExamQuestion,
} from './exam-fixture';

/**
 * The exam cannot be passed without studying. Waits that grow between failed attempts,
 * a draw from a larger pool per attempt, and offline attempts judged by the same rules on arrival.
 */
const POOL: SeedQuestion[] = Array.from({ length: 2 * QUIZ_DRAW_SIZE }, (_, index) => ({
  text: tr(`Pool question ${index + 1}?`),
  options: [tr('First'), tr('Second'), tr('Third'), tr('Fourth')],
  correct: index % 4,
  module_index: index % 2,
}));

let t: TestApp;
let smallId: string;
let small: ExamQuestion[];
let pooledId: string;
let pool: ExamQuestion[];
beforeAll(async () => {
  t = await createTestApp();
  smallId = await insertExamFormation(t, 'exam-rules-small');
  small = await examQuestions(t, smallId);
  pooledId = await insertExamFormation(t, 'exam-rules-pool', { quiz: POOL });
  pool = await examQuestions(t, pooledId);
});
afterAll(() => t.close());

const attemptsOf = (learner: Person, formationId: string) =>
  t.database.db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, learner.id), eq(quizAttempts.formationId, formationId)))
    .orderBy(asc(quizAttempts.createdAt));

/** Answers to the draw `draw` of the pooled formation: `right` of them right. */
function drawAnswers(learner: Person, draw: number, right: number): QuizAnswer[] {
  const ids = drawQuestionIds(
    pool.map((question) => question.id),
    { userId: learner.id, formationId: pooledId },
    draw,
  );
  return answersWith(
    ids.map((id) => pool.find((question) => question.id === id) as ExamQuestion),
    right,
  );
}

const submitBody = (learner: Person, formationId: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/formations/${formationId}/quiz/attempts`,
    payload: body,
    headers: { ...bearer(learner.token), 'idempotency-key': crypto.randomUUID() },
  });

describe('the wait between failed attempts', () => {
  it('is none after the first failure, then grows: 1 min, 5 min… answered 423 quiz.retry_later with Retry-After', async () => {
    const learner = await readyLearner(t, smallId);
    expect(resultOf(await submit(t, learner.token, smallId, answersWith(small, 2))).passed).toBe(false);
    // The first retry is at once (a slip, a misread question).
    expect(resultOf(await submit(t, learner.token, smallId, answersWith(small, 3))).passed).toBe(false);
    // After two failures: a minute.
    const refused = await submit(t, learner.token, smallId, answersWith(small, 10));
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({ status: 423, code: 'quiz.retry_later' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(RETRY_WAITS_SECONDS[1] - 5);
    expect(retryAfter).toBeLessThanOrEqual(RETRY_WAITS_SECONDS[1]);
    expect(await attemptsOf(learner, smallId)).toHaveLength(2);
    // A minute later, the third attempt is graded; after a third failure, five minutes.
    await letTimePass(t, learner.id, smallId, 61_000);
    expect(resultOf(await submit(t, learner.token, smallId, answersWith(small, 4))).passed).toBe(false);
    const longer = await submit(t, learner.token, smallId, answersWith(small, 10));
    expect(longer.statusCode).toBe(423);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(RETRY_WAITS_SECONDS[2] - 5);
  });

  it('holds when attempts arrive at once: after a failure, of five parallel failures one is graded and four wait', async () => {
    const learner = await readyLearner(t, smallId);
    expect(resultOf(await submit(t, learner.token, smallId, answersWith(small, 2))).passed).toBe(false);
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(t, learner.token, smallId, answersWith(small, 1))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 423, 423, 423, 423]);
    expect(await attemptsOf(learner, smallId)).toHaveLength(2);
  });

  it('judges an exam taken offline by the same rule on arrival, with the device’s time bounded', async () => {
    const learner = await readyLearner(t, smallId);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    // Two failures taken offline an hour ago, sent now: the device's times stand (they are within bounds).
    const first = resultOf(await submitBody(learner, smallId, { answers: answersWith(small, 1), taken_at: hourAgo.toISOString() }));
    const second = resultOf(
      await submitBody(learner, smallId, { answers: answersWith(small, 1), taken_at: new Date(hourAgo.getTime() + 1000).toISOString() }),
    );
    expect(new Date(first.created_at).getTime()).toBe(hourAgo.getTime());
    // A third, said to be taken 30 s after the second, inside the minute's wait: the wait is over by now, so
    // it is graded, but counted as taken when the wait ended, never earlier: its own wait runs from there.
    const third = await submitBody(learner, smallId, {
      answers: answersWith(small, 2),
      taken_at: new Date(hourAgo.getTime() + 31_000).toISOString(),
    });
    expect(third.statusCode).toBe(201);
    const thirdAt = new Date(resultOf(third).created_at).getTime();
    expect(thirdAt).toBe(new Date(second.created_at).getTime() + RETRY_WAITS_SECONDS[1] * 1000);
    // A fourth sent now: five minutes after the third have passed (it counts from an hour ago).
    expect((await submitBody(learner, smallId, { answers: answersWith(small, 2) })).statusCode).toBe(201);
    // A fifth at once: 30 minutes from the fourth, which was now: refused until then.
    const fifth = await submitBody(learner, smallId, { answers: answersWith(small, 10), taken_at: hourAgo.toISOString() });
    expect(fifth.statusCode).toBe(423);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(RETRY_WAITS_SECONDS[3] - 5);
  });

  it('never lets a device place an attempt in the future, before the previous one, or before the lessons were studied', async () => {
    const learner = await readyLearner(t, smallId);
    const future = resultOf(await submitBody(learner, smallId, { answers: answersWith(small, 1), taken_at: '2099-01-01T00:00:00Z' }));
    expect(new Date(future.created_at).getTime()).toBeLessThanOrEqual(Date.now());
    const past = resultOf(await submitBody(learner, smallId, { answers: answersWith(small, 1), taken_at: '2000-01-01T00:00:00Z' }));
    expect(new Date(past.created_at).getTime()).toBeGreaterThanOrEqual(new Date(future.created_at).getTime());
    // Back-dating cannot buy attempts: the minute's wait is counted from the latest one, which is now.
    const third = await submitBody(learner, smallId, { answers: answersWith(small, 10), taken_at: '2000-01-01T00:00:00Z' });
    expect(third.statusCode).toBe(423);
    expect(third.json()).toMatchObject({ code: 'quiz.retry_later' });
  });
});

describe('questions drawn from a larger pool', () => {
  it(`asks ${QUIZ_DRAW_SIZE} of a pool of ${2 * QUIZ_DRAW_SIZE} per attempt, a small quiz whole`, () => {
    expect(quizDrawSize(2 * QUIZ_DRAW_SIZE)).toBe(QUIZ_DRAW_SIZE);
    expect(quizDrawSize(40)).toBe(QUIZ_DRAW_SIZE);
    expect(quizDrawSize(10)).toBe(10);
  });

  it('gives every attempt another set: no two in a row alike, and every question asked over a few attempts', () => {
    const owner = { userId: crypto.randomUUID(), formationId: crypto.randomUUID() };
    const ids = Array.from({ length: 12 }, () => crypto.randomUUID());
    const draws = Array.from({ length: 30 }, (_, draw) => drawQuestionIds(ids, owner, draw));
    for (const [index, draw] of draws.entries()) {
      expect(draw).toHaveLength(QUIZ_DRAW_SIZE);
      expect(new Set(draw).size).toBe(QUIZ_DRAW_SIZE);
      if (index > 0) expect(draw.join()).not.toBe(draws[index - 1]?.join());
    }
    expect(new Set(draws.flat()).size).toBe(12);
    // The device and the server agree whatever order each lists the pool in.
    expect(
      drawQuestionIds(
        [...ids].reverse().map((id) => id.toUpperCase()),
        owner,
        7,
      ),
    ).toEqual(draws[7]);
  });

  it('grades the draw the attempt number calls for: out of its questions, and refuses another set', async () => {
    const learner = await readyLearner(t, pooledId);
    // The exam's screen receives the whole pool (the device draws from its mirror, as the server does).
    const quiz = v.parse(
      QuizSchema,
      (await t.app.inject({ method: 'GET', url: `/api/formations/${pooledId}/quiz`, headers: bearer(learner.token) })).json(),
    );
    expect(quiz.questions).toHaveLength(2 * QUIZ_DRAW_SIZE);

    // The whole pool, or no draw number, or the next draw's number: not this attempt's exam.
    expect((await submitBody(learner, pooledId, { answers: answersWith(pool, 12), draw: 0 })).statusCode).toBe(422);
    expect((await submitBody(learner, pooledId, { answers: drawAnswers(learner, 0, 6) })).json()).toMatchObject({
      status: 409,
      code: 'quiz.draw_changed',
    });
    expect((await submitBody(learner, pooledId, { answers: drawAnswers(learner, 1, 6), draw: 1 })).json()).toMatchObject({
      status: 409,
      code: 'quiz.draw_changed',
    });
    // The other draw's questions under this draw's number: not its questions.
    expect((await submitBody(learner, pooledId, { answers: drawAnswers(learner, 1, 6), draw: 0 })).statusCode).toBe(422);
    expect(await attemptsOf(learner, pooledId)).toHaveLength(0);

    const first = resultOf(await submitBody(learner, pooledId, { answers: drawAnswers(learner, 0, 4), draw: 0 }));
    expect(first).toMatchObject({ questions_count: QUIZ_DRAW_SIZE, correct_count: 4, passed: false });
    // The same set cannot be sent again to learn from its score: the second attempt is draw 1.
    expect((await submitBody(learner, pooledId, { answers: drawAnswers(learner, 0, 5), draw: 0 })).json()).toMatchObject({
      code: 'quiz.draw_changed',
    });
    const second = resultOf(await submitBody(learner, pooledId, { answers: drawAnswers(learner, 1, 6), draw: 1 }));
    expect(second).toMatchObject({ questions_count: QUIZ_DRAW_SIZE, correct_count: 6, score: 10, passed: true });
    expect((await attemptsOf(learner, pooledId)).map((row) => row.draw)).toEqual([0, 1]);
  });
});
