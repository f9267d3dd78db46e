// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '../../../contract/catalogue';
import type { AttemptResult, AttemptSubmitInput } from '../../../contract/exam';
import { drawQuestionIds, QUIZ_DRAW_SIZE } from '../../../contract/exam-rules';
import { createOutboxRunner } from '../../../src/data/outbox/outbox-runner';
import { openUserDb, type UserDatabase } from '../../../src/data/user-db';
import { Component as Quiz } from '../../../src/features/quiz/routes/quiz';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { setSignedIn, setSignedOut, useSession, type SessionUser } from '../../../src/lib/session';
import { formationRow, lessonRow, moduleRow, text } from '../../data/catalogue-rows';
import { fillMirror, json, problem, renderRoute, stubApi } from '../catalogue/support';

const COURSE = '0190abcd-0000-7000-8000-000000000001';
const LEARNER: SessionUser = {
  id: '0190abcd-0000-7000-8000-0000000000aa',
  first_name: 'Khadija',
  last_name: 'Benali',
  email: 'khadija@example.ma',
  phone: '+212661234567',
  member_since: '2025-01-01T00:00:00.000Z',
  roles: ['client'],
};
const AT = '2026-05-01T00:00:00.000Z';

const moduleOne = moduleRow(COURSE, 1, { title: text('The colony') });
const moduleTwo = moduleRow(COURSE, 2, { title: text('The harvest') });
const lessons = [lessonRow(COURSE, moduleOne.id, 1), lessonRow(COURSE, moduleTwo.id, 1)];

function question(position: number, moduleId: string, options: string[]): Question {
  return {
    id: `0190abcd-0000-7000-8000-00000000010${position}`,
    formation_id: COURSE,
    module_id: moduleId,
    position,
    text: text(`Question ${position}: what is right?`),
    options: options.map((option) => text(option)),
    updated_at: AT,
  };
}
const questions = [
  question(1, moduleOne.id, ['Queen', 'Drone', 'Worker']),
  question(2, moduleOne.id, ['Spring', 'Winter']),
  question(3, moduleTwo.id, ['Smoke', 'Water', 'Sugar']),
];

let db: UserDatabase;

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

async function prepare({ completed = lessons.length, passMark = 7, withQuestions = true, list = questions } = {}) {
  await fillMirror({
    formations: [formationRow({ id: COURSE, title: text('Beekeeping: your first hive'), pass_mark: passMark })],
    modules: [moduleOne, moduleTwo],
    lessons,
    questions: withQuestions ? list : [],
  });
  await db.enrollments.put({
    id: '0190abcd-0000-7000-8000-0000000000e1',
    formation_id: COURSE,
    status: 'active',
    enrolled_at: AT,
    updated_at: AT,
  });
  await db.progress.bulkPut(
    lessons.slice(0, completed).map((lesson, index) => ({
      id: `0190abcd-0000-7000-8000-0000000002${index}0`,
      lesson_id: lesson.id,
      formation_id: COURSE,
      position_seconds: 0,
      completed: true,
      completed_at: AT,
      updated_at: AT,
    })),
  );
}

const quiz = () => renderRoute(<Quiz />, '/course/:id/quiz', `/course/${COURSE}/quiz`);

/** The catalogue position of the question on screen (the exam shows them in its own order). */
function shownPosition(): number {
  const legend = within(screen.getByRole('group')).getByText(/^Question \d: what is right\?$/).textContent ?? '';
  return Number(/Question (\d)/.exec(legend)?.[1]);
}

/** Walks the whole exam in the order shown, choosing `answers[question position]`. */
async function takeExam(answers: Record<number, string>) {
  for (let step = 1; step <= 3; step += 1) {
    await screen.findByRole('heading', { name: `Question ${step} of 3` });
    const fieldset = screen.getByRole('group');
    const legend = within(fieldset).getByText(/^Question \d: what is right\?$/).textContent ?? '';
    const position = Number(/Question (\d)/.exec(legend)?.[1]);
    const wanted = answers[position];
    if (wanted) {
      await userEvent.click(within(fieldset).getByRole('radio', { name: wanted }));
      await waitFor(() => expect(within(screen.getByRole('group')).getByRole('radio', { name: wanted })).toBeChecked());
    }
    if (step < 3) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  }
}

const ALL_RIGHT = { 1: 'Worker', 2: 'Spring', 3: 'Smoke' };

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['quiz', 'common', 'errors']);
});
beforeEach(async () => {
  setOnline(true);
  setSignedIn('token-1', LEARNER);
  db = openUserDb(LEARNER.id);
  await Promise.all([
    db.enrollments.clear(),
    db.progress.clear(),
    db.progress_local.clear(),
    db.outbox.clear(),
    db.attempts.clear(),
    db.attempts_local.clear(),
    db.quiz_drafts.clear(),
    db.certificates.clear(),
  ]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setSignedOut();
});

describe('/course/{id}/quiz', () => {
  // A session selector that built a new roles array while the user was unknown looped (React #185).
  it('opened signed out, asks to log in instead of looping', async () => {
    await prepare();
    setSignedOut();
    quiz();
    expect(await screen.findByText('Log in to take the final exam.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('opened while the stored session is still being checked, waits, then shows the exam', async () => {
    await prepare();
    useSession.setState({ token: 'token-1', user: null, role: null, loading: true });
    quiz();
    expect(await screen.findByText('Loading the exam…')).toBeInTheDocument();
    setSignedIn('token-1', LEARNER);
    expect(await screen.findByRole('button', { name: 'Start the exam' })).toBeInTheDocument();
  });

  it('stays locked until every lesson is completed, and says how far the learner is', async () => {
    await prepare({ completed: 1 });
    quiz();
    expect(
      await screen.findByText(/The exam opens once you have completed every lesson\. Lessons completed: 1 of 2\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue studying' })).toHaveAttribute('href', `/course/${COURSE}/study`);
    expect(screen.queryByRole('button', { name: 'Start the exam' })).not.toBeInTheDocument();
  });

  it('shows the pass mark before starting, then one question at a time with "question x of y"', async () => {
    await prepare({ passMark: 8 });
    quiz();
    expect(await screen.findByText('You pass with 8/10 or more.')).toBeInTheDocument();
    expect(screen.getByText('Number of questions: 3, shown one at a time.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start the exam' }));
    expect(await screen.findByRole('heading', { name: 'Question 1 of 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Exam progress' })).toHaveAttribute('value', '33');
  });

  it('keeps the answers on the phone when the learner leaves and comes back', async () => {
    await prepare();
    const first = quiz();
    await userEvent.click(await screen.findByRole('button', { name: 'Start the exam' }));
    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    const position = shownPosition();
    const answer = ALL_RIGHT[position as 1 | 2 | 3];
    await userEvent.click(screen.getByRole('radio', { name: answer }));
    await waitFor(() => expect(screen.getByRole('radio', { name: answer })).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Question 2 of 3' });
    first.unmount();

    quiz();
    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeInTheDocument();
    expect(screen.getByText('Answered: 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    expect(shownPosition()).toBe(position);
    expect(screen.getByRole('radio', { name: answer })).toBeChecked();
  });

  it('refuses to submit while a question is unanswered, and names it', async () => {
    await prepare();
    const fetch = stubApi(() => json(500, {}));
    quiz();
    await userEvent.click(await screen.findByRole('button', { name: 'Start the exam' }));
    await takeExam({ 1: 'Worker', 3: 'Smoke' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit my answers' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Answer every question before submitting\. Not answered yet: \d\.$/);
    expect(await db.outbox.count()).toBe(0);
    expect(fetch).toEqual([]);
  });

  it('offline, keeps the finished exam in the outbox and says it will be graded when the phone is online', async () => {
    await prepare();
    const fetch = stubApi(() => json(500, {}));
    setOnline(false);
    quiz();
    await userEvent.click(await screen.findByRole('button', { name: 'Start the exam' }));
    await takeExam(ALL_RIGHT);
    await userEvent.click(screen.getByRole('button', { name: 'Submit my answers' }));

    expect(await screen.findByText(/Your exam will be sent and graded when the phone is back online/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See what is waiting to be sent' })).toHaveAttribute('href', '/sync');
    expect(fetch).toEqual([]);
    const [row, ...others] = await db.outbox.toArray();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      kind: 'quiz-submission',
      status: 'pending',
      request: { method: 'POST', path: `formations/${COURSE}/quiz/attempts` },
    });
    // Whatever order the questions and options were shown in, each answer names its question and option.
    const body = row?.request.body as AttemptSubmitInput;
    expect([...body.answers].sort((a, b) => a.question_id.localeCompare(b.question_id))).toEqual([
      { question_id: questions[0]?.id, option_id: 2 },
      { question_id: questions[1]?.id, option_id: 0 },
      { question_id: questions[2]?.id, option_id: 0 },
    ]);
    expect(await db.quiz_drafts.count()).toBe(0);
  });

  it('online, shows the result as soon as the outbox delivers the exam: congratulations and the certificate', async () => {
    await prepare();
    quiz();
    await userEvent.click(await screen.findByRole('button', { name: 'Start the exam' }));
    await takeExam(ALL_RIGHT);
    await userEvent.click(screen.getByRole('button', { name: 'Submit my answers' }));
    expect(await screen.findByText('Grading your exam…')).toBeInTheDocument();

    const [row] = await db.outbox.toArray();
    const sent: { key: string | null; body: unknown }[] = [];
    const result = (key: string): AttemptResult => ({
      attempt_id: key,
      formation_id: COURSE,
      score: 10,
      max_score: 10,
      passed: true,
      pass_mark: 7,
      correct_count: 3,
      questions_count: 3,
      certificate_code: '7QK2M9TB4XZP0RWAH3JD',
      missed_modules: [],
      created_at: AT,
    });
    const runner = createOutboxRunner({
      db,
      baseUrl: 'http://academy.test/api',
      token: () => 'token-1',
      requiresToken: true,
      deviceId: () => 'device-0001',
      locks: null,
      fetch: async (input, init) => {
        const request = input instanceof Request ? input : new Request(input, init);
        const key = request.headers.get('Idempotency-Key');
        sent.push({ key, body: (await request.json()) as unknown });
        return json(201, result(key ?? ''));
      },
    });
    await runner.run();

    expect(await screen.findByRole('heading', { name: 'Congratulations, you passed!' })).toBeInTheDocument();
    expect(screen.getByText('Your score: 10/10. Your certificate is ready.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my certificate' })).toHaveAttribute('href', `/course/${COURSE}/certificate`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toBe(row?.id);
    expect(await db.attempts.get(row?.id ?? '')).toMatchObject({ passed: true, certificate_code: '7QK2M9TB4XZP0RWAH3JD' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('after a failure shows the score and the modules to review, and tries again in a new order', async () => {
    await prepare();
    await db.attempts.put({
      id: '0190abcd-0000-7000-8000-0000000003a1',
      formation_id: COURSE,
      score: 3.3,
      max_score: 10,
      passed: false,
      pass_mark: 7,
      correct_count: 1,
      questions_count: 3,
      certificate_code: null,
      missed_modules: [
        { id: moduleOne.id, position: 1, title: text('The colony') },
        { id: moduleTwo.id, position: 2, title: text('The harvest') },
      ],
      created_at: AT,
    });
    vi.spyOn(Math, 'random').mockImplementation(() => 0);
    quiz();
    expect(await screen.findByRole('heading', { name: 'Not passed this time' })).toBeInTheDocument();
    expect(screen.getByText('Your score: 3.3/10. You need 7/10 to pass.')).toBeInTheDocument();
    expect(screen.getByText('Review these modules before trying again:')).toBeInTheDocument();
    expect(screen.getByText('The colony')).toBeInTheDocument();
    expect(screen.getByText('The harvest')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Question 1 of 3' })).toBeInTheDocument();
    const draft = await db.quiz_drafts.get(COURSE);
    expect(draft?.answers).toEqual({});
    // A random draw of 0 moves every question: the catalogue order is not the order shown.
    expect(draft?.question_order).not.toEqual(questions.map((item) => item.id));
    expect([...(draft?.question_order ?? [])].sort()).toEqual(questions.map((item) => item.id).sort());
  });

  it('says the submission failed, with the reason, when the server refused the exam', async () => {
    await prepare();
    await db.attempts_local.put({
      id: '0190abcd-0000-7000-8000-0000000004a1',
      formation_id: COURSE,
      questions_count: 3,
      created_at: AT,
      status: 'rejected',
      error: 'quiz.locked',
    });
    quiz();
    expect(await screen.findByRole('heading', { name: 'Your exam could not be graded' })).toBeInTheDocument();
    expect(screen.getByText('Your answers could not be submitted. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Reason: The quiz opens once you have completed every lesson.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('asks the server for the questions the device does not have: "no quiz data", or "could not be fetched" with a retry', async () => {
    await prepare({ withQuestions: false });
    let answer = json(404, problem(404, 'quiz.no_data'));
    const sent = stubApi(() => answer);
    const view = quiz();
    expect(await screen.findByText('No quiz is available for this course.')).toBeInTheDocument();
    expect(sent.map((entry) => entry.path)).toEqual([`/api/formations/${COURSE}/quiz`]);
    view.unmount();

    answer = json(503, problem(503, 'server.error'));
    quiz();
    expect(await screen.findByText(/The quiz could not be loaded\./)).toBeInTheDocument();
    answer = json(200, { formation_id: COURSE, pass_mark: 7, max_score: 10, questions });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Start the exam' })).toBeInTheDocument();
  });
});

describe('/course/{id}/quiz: the rules that need studying', () => {
  /** A pool of twelve questions, twice what one attempt asks. */
  const pool = Array.from({ length: 2 * QUIZ_DRAW_SIZE }, (_, index) => ({
    ...question(index + 1, index % 2 === 0 ? moduleOne.id : moduleTwo.id, ['Alpha', 'Beta', 'Gamma']),
    id: `0190abcd-0000-7000-8000-0000000011${String(index).padStart(2, '0')}`,
  }));
  const failure = (id: string, createdAt: string) => ({
    id,
    formation_id: COURSE,
    score: 3.3,
    max_score: 10,
    passed: false,
    pass_mark: 7,
    correct_count: 2,
    questions_count: 6,
    certificate_code: null,
    missed_modules: [],
    created_at: createdAt,
  });

  it('asks this attempt’s draw of a larger pool, and sends the draw and the phone’s time with the answers', async () => {
    await prepare({ list: pool });
    await db.attempts.put(failure('0190abcd-0000-7000-8000-0000000005a1', AT));
    setOnline(false);
    quiz();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    const draft = await waitFor(async () => {
      const stored = await db.quiz_drafts.get(COURSE);
      expect(stored).toBeDefined();
      return stored;
    });
    // The second attempt answers draw 1, the same set the server will expect.
    expect(draft?.draw).toBe(1);
    const expected = drawQuestionIds(
      pool.map((item) => item.id),
      { userId: LEARNER.id, formationId: COURSE },
      1,
    );
    expect([...(draft?.question_order ?? [])].sort()).toEqual(expected);
    for (let step = 1; step <= QUIZ_DRAW_SIZE; step += 1) {
      await screen.findByRole('heading', { name: `Question ${step} of ${QUIZ_DRAW_SIZE}` });
      await userEvent.click(within(screen.getByRole('group')).getByRole('radio', { name: 'Beta' }));
      await waitFor(() => expect(within(screen.getByRole('group')).getByRole('radio', { name: 'Beta' })).toBeChecked());
      if (step < QUIZ_DRAW_SIZE) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Submit my answers' }));
    await screen.findByText(/Your exam will be sent and graded when the phone is back online/);
    const [row] = await db.outbox.toArray();
    const body = row?.request.body as AttemptSubmitInput;
    expect(body.draw).toBe(1);
    expect(body.answers.map((answer) => answer.question_id).sort()).toEqual(expected);
    expect(Date.parse(body.taken_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('tells the number of questions one attempt asks, not the size of the pool', async () => {
    await prepare({ list: pool });
    quiz();
    expect(await screen.findByText(`Number of questions: ${QUIZ_DRAW_SIZE}, shown one at a time.`)).toBeInTheDocument();
  });

  it('after two failures in a row, shows the time left before the next try instead of the button', async () => {
    await prepare();
    const justNow = new Date(Date.now() - 5_000).toISOString();
    await db.attempts.bulkPut([
      failure('0190abcd-0000-7000-8000-0000000006a1', justNow),
      failure('0190abcd-0000-7000-8000-0000000006a2', justNow),
    ]);
    quiz();
    expect(await screen.findByRole('heading', { name: 'Not passed this time' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You can try again in 1 minute. Use the time to review the lessons');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers the new try once the wait is over', async () => {
    await prepare();
    const earlier = new Date(Date.now() - 2 * 60_000).toISOString();
    await db.attempts.bulkPut([
      failure('0190abcd-0000-7000-8000-0000000007a1', earlier),
      failure('0190abcd-0000-7000-8000-0000000007a2', earlier),
    ]);
    quiz();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('explains an exam taken offline too soon after failures, with the time left, in Arabic too', async () => {
    await prepare();
    const justNow = new Date(Date.now() - 5_000).toISOString();
    await db.attempts.bulkPut([
      failure('0190abcd-0000-7000-8000-0000000008a1', justNow),
      failure('0190abcd-0000-7000-8000-0000000008a2', justNow),
    ]);
    await db.attempts_local.put({
      id: '0190abcd-0000-7000-8000-0000000008b1',
      formation_id: COURSE,
      questions_count: 3,
      created_at: new Date().toISOString(),
      status: 'rejected',
      error: 'quiz.retry_later',
    });
    const view = quiz();
    expect(await screen.findByRole('heading', { name: 'Your exam could not be graded' })).toBeInTheDocument();
    expect(screen.getByText(/^Reason: You have just failed the exam/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You can try again in 1 minute.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    view.unmount();

    await loadNamespaces('ar', ['quiz', 'common', 'errors']);
    await setLanguage('ar', { persist: false });
    try {
      quiz();
      expect(await screen.findByText(/^يمكنك إعادة المحاولة خلال دقيقة واحدة\./)).toBeInTheDocument();
    } finally {
      await setLanguage('en', { persist: false });
    }
  });
});
