import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';
import { evaluateGuide, type Evaluation } from './evaluation';
import { WAYS } from './questions';
import { seedCatalogueRows } from './seed-catalogue';

/**
 * The guide on the evaluation set (questions.ts, 124 answerable questions in five ways of writing and 20 it
 * cannot answer), over the seeded demo catalogue. The floors sit just below the figures measured when they
 * were set (`npm run bench:chat`: 90.3 % overall; 88.5, 87.5, 87.5, 92, 96 % by way of writing;
 * right lesson 69.4 %; 1 of 20 unanswerable answered), so one more miss fails here. The issue's own bars
 * (90 % overall, 80 % per way, at most 10 % answered) are the least any floor may be.
 */
const FLOORS = {
  overall: 0.9,
  byWay: { msa: 0.88, darija: 0.87, arabizi: 0.87, fr: 0.92, en: 0.96 },
  rightLesson: 0.69,
  falseAnswers: 0.05,
};

let t: TestApp;
let evaluation: Evaluation;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogueRows(t);
  evaluation = await evaluateGuide(t.database.db);
});
afterAll(() => t.close());

describe('the built-in guide on the evaluation set', () => {
  it('puts the right formation first for the answerable questions, overall and in each way of writing', () => {
    const misses = evaluation.misses.map((miss) => `${miss.way}: ${miss.text} → ${miss.got ?? 'no answer'} (expected ${miss.expected})`);
    expect(evaluation.overall.right_formation_first, misses.join('\n')).toBeGreaterThanOrEqual(Math.max(0.9, FLOORS.overall));
    for (const way of WAYS) {
      expect(evaluation.byWay[way].questions).toBeGreaterThanOrEqual(20);
      expect(evaluation.byWay[way].right_formation_first, `${way}\n${misses.join('\n')}`).toBeGreaterThanOrEqual(
        Math.max(0.8, FLOORS.byWay[way]),
      );
    }
    expect(evaluation.overall.right_lesson).toBeGreaterThanOrEqual(FLOORS.rightLesson);
  });

  it('says it does not know for the questions the academy cannot answer', () => {
    expect(evaluation.overall.unanswerable).toBeGreaterThanOrEqual(20);
    expect(evaluation.overall.false_answers, JSON.stringify(evaluation.falseAnswers)).toBeLessThanOrEqual(
      Math.min(0.1, FLOORS.falseAnswers),
    );
  });
});
