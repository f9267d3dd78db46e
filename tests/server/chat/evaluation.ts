import type { Language } from '../../../contract/constants';
import type { Db } from '../../../server/db/client';
import { formations, lessons } from '../../../server/db/schema/catalogue';
import { knowledgeIndex } from '../../../server/modules/chat/knowledge';
import { retrieve } from '../../../contract/chat-search/retrieval';
import { detectLanguage } from '../../../contract/chat-search/text-analysis';
import { ANSWERABLE, UNANSWERABLE, WAYS, type Way } from './questions';

/**
 * Runs the evaluation set (questions.ts) through the guide as the send-message route does: the question's
 * language detected (the interface in French, as most of the academy's learners use it), then the retrieval
 * over the live knowledge index. Shared by tests/server/chat/evaluation.test.ts and bench/chat-guide.ts.
 */

/** The interface language the askers are assumed to use. */
const INTERFACE_LANGUAGE: Language = 'fr';

export interface WayFigures {
  questions: number;
  /** Share of answerable questions whose first formation is the expected one. */
  right_formation_first: number;
  /** Share, among the questions that name a lesson, whose first formation's best lesson is that one. */
  right_lesson: number;
  lesson_questions: number;
  /** Share of unanswerable questions that got an answer anyway. */
  false_answers: number;
  unanswerable: number;
  /** Median time of one retrieval, milliseconds. */
  median_ms: number;
}

export interface Miss {
  way: Way;
  text: string;
  expected: string;
  got: string | null;
}

export interface Evaluation {
  overall: WayFigures;
  byWay: Record<Way, WayFigures>;
  misses: Miss[];
  falseAnswers: Array<{ way: Way; text: string; got: string | null }>;
}

const share = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 1000) / 1000);
function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 100) / 100;
}

export async function evaluateGuide(db: Db): Promise<Evaluation> {
  const index = await knowledgeIndex(db);
  const slugById = new Map(
    (await db.select({ id: formations.id, slug: formations.slug }).from(formations)).map((row) => [row.id, row.slug]),
  );
  const lessonTitleById = new Map(
    (await db.select({ id: lessons.id, title: lessons.title }).from(lessons)).map((row) => [row.id, row.title.en]),
  );
  type Tally = {
    questions: number;
    right: number;
    lessonQuestions: number;
    rightLesson: number;
    unanswerable: number;
    answered: number;
    times: number[];
  };
  const tally = (): Tally => ({ questions: 0, right: 0, lessonQuestions: 0, rightLesson: 0, unanswerable: 0, answered: 0, times: [] });
  const byWay = Object.fromEntries(WAYS.map((way) => [way, tally()])) as Record<Way, Tally>;
  const all = tally();
  const misses: Miss[] = [];
  const falseAnswers: Evaluation['falseAnswers'] = [];
  const ask = (text: string) => {
    const started = performance.now();
    const retrieval = retrieve(index, text, detectLanguage(text, INTERFACE_LANGUAGE));
    return { retrieval, ms: performance.now() - started };
  };
  for (const question of ANSWERABLE) {
    const { retrieval, ms } = ask(question.text);
    const first = retrieval.known ? retrieval.formations[0] : undefined;
    const slug = first ? (slugById.get(first.id) ?? null) : null;
    // A retrieval without `lesson` (an older build measured the same way) gives a lesson rate of 0.
    const lessonId = (first as { lesson?: { id: string } | null } | undefined)?.lesson?.id;
    const lessonTitle = lessonId ? lessonTitleById.get(lessonId) : undefined;
    for (const t of [byWay[question.way], all]) {
      t.questions += 1;
      t.times.push(ms);
      if (slug === question.formation) t.right += 1;
      if (question.lesson) {
        t.lessonQuestions += 1;
        if (slug === question.formation && lessonTitle === question.lesson) t.rightLesson += 1;
      }
    }
    if (slug !== question.formation) misses.push({ way: question.way, text: question.text, expected: question.formation, got: slug });
  }
  for (const question of UNANSWERABLE) {
    const { retrieval, ms } = ask(question.text);
    for (const t of [byWay[question.way], all]) {
      t.unanswerable += 1;
      t.times.push(ms);
      if (retrieval.known) t.answered += 1;
    }
    if (retrieval.known) {
      const first = retrieval.formations[0];
      falseAnswers.push({
        way: question.way,
        text: question.text,
        got: first ? (slugById.get(first.id) ?? null) : (retrieval.page?.title ?? null),
      });
    }
  }
  const figures = (t: Tally): WayFigures => ({
    questions: t.questions,
    right_formation_first: share(t.right, t.questions),
    right_lesson: share(t.rightLesson, t.lessonQuestions),
    lesson_questions: t.lessonQuestions,
    false_answers: share(t.answered, t.unanswerable),
    unanswerable: t.unanswerable,
    median_ms: median(t.times),
  });
  return {
    overall: figures(all),
    byWay: Object.fromEntries(WAYS.map((way) => [way, figures(byWay[way])])) as Record<Way, WayFigures>,
    misses,
    falseAnswers,
  };
}
