import { describe, expect, it } from 'vitest';
import { outcomeOf } from '../../../src/data/outbox/replay-outcome';

/**
 * How one answer of the server decides a queued write's fate. A 423 that says when to come back is a wait
 * (decision 0017): an exam taken offline after an offline enrolment goes by itself once the server counts
 * the lessons as studied; any other business refusal stays final.
 */

const NOW = Date.parse('2026-11-28T10:00:00.000Z');

function problem(status: number, code: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title: 'x', status, code }), {
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  });
}

describe('a refusal that says when', () => {
  it('retries a 423 with Retry-After at that time: the exam waiting for the lessons to count as studied', async () => {
    expect(await outcomeOf(problem(423, 'quiz.locked', { 'Retry-After': '92' }), NOW)).toEqual({
      type: 'retry',
      code: 'quiz.locked',
      retryAfterSeconds: 92,
    });
  });

  it('retries an attempt sent inside the wait after a failure once the wait is over', async () => {
    const until = new Date(NOW + 300_000).toUTCString();
    expect(await outcomeOf(problem(423, 'quiz.retry_later', { 'Retry-After': until }), NOW)).toEqual({
      type: 'retry',
      code: 'quiz.retry_later',
      retryAfterSeconds: 300,
    });
  });

  it('keeps a 423 without Retry-After, and the other business refusals, as final', async () => {
    expect(await outcomeOf(problem(423, 'quiz.locked'), NOW)).toEqual({ type: 'reject', code: 'quiz.locked', status: 423 });
    expect(await outcomeOf(problem(423, 'lesson.locked'), NOW)).toEqual({ type: 'reject', code: 'lesson.locked', status: 423 });
    expect(await outcomeOf(problem(409, 'quiz.draw_changed', { 'Retry-After': '60' }), NOW)).toMatchObject({ type: 'reject' });
    expect(await outcomeOf(problem(402, 'enrollment.required'), NOW)).toMatchObject({ type: 'reject' });
  });
});
