/**
 * Final exam, certificate and rating, end to end in Chromium on a server of its own: a learner
 * who finished a seeded free formation takes the exam offline and passes, reconnects and sees the result
 * and the certificate, downloads the PDF, rates the formation and sees the rating counted on the course
 * page; another learner fails, sees the score and tries again; a visitor in another browser context
 * confirms the certificate at /verify/{code}.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { STORAGE_KEYS } from '../contract/constants';
import type { FormationDetail } from '../contract/catalogue';
import { QUIZ_DRAW_SIZE } from '../contract/exam-rules';
import { seedFormations } from '../server/seed/content/all';
import type { SeedQuestion } from '../server/seed/content/types';
import { serverPerFile } from './support/server-per-file';
import { expect, locale, test, text, waitForServiceWorkerControl, WITHOUT_SERVICE_WORKER } from './support/fixtures';
import { DIST } from './support/paths';
import { seedSession } from './support/seed-session';

const quiz = locale('en', 'quiz');
const certificates = locale('en', 'certificates');
const catalogue = locale('en', 'catalogue');
const sync = locale('en', 'sync');

const FREE_SLUG = 'beekeeping-first-hive';
const seed = seedFormations.find((formation) => formation.slug === FREE_SLUG);
const QUESTIONS = seed?.quiz ?? [];

// The exam opens once the lessons count as studied: at a tenth of the videos' least study time here
// (LEAST_STUDY_TIME=test, decision 0019), since these tests are about the exam, not that wait.
const { url } = serverPerFile({ staticDir: process.env.E2E_STATIC_DIR ?? DIST, env: { LEAST_STUDY_TIME: 'test' } });
let formationId = '';
/** The certificate earned in the first test, checked by a visitor in the last one. */
let certificateCode = '';

/** The two learners of the first two tests, who finished the lessons before the tests begin. */
let passer: Session;
let failer: Session;

test.beforeAll(async ({ request }) => {
  // Registering, enrolling, reporting every lesson, then waiting until the server finds the lessons
  // plausibly studied (plausible-progress.ts, at the test setting's tenth).
  test.setTimeout(300_000);
  const list = (await (await fetch(url('/api/formations?per_page=100'))).json()) as { data: { id: string; slug: string }[] };
  formationId = list.data.find((formation) => formation.slug === FREE_SLUG)?.id ?? '';
  expect(formationId).not.toBe('');
  expect(QUESTIONS.length).toBeGreaterThanOrEqual(2 * QUIZ_DRAW_SIZE);
  passer = await finishedLearner(request, 'Hassan', 'Ouali');
  failer = await finishedLearner(request, 'Fatima', 'Zahra');
  for (const learner of [passer, failer]) {
    await expect
      .poll(
        async () =>
          (
            await request.get(url(`/api/formations/${formationId}/quiz`), { headers: { authorization: `Bearer ${learner.token}` } })
          ).status(),
        { timeout: 240_000, intervals: [1_000] },
      )
      .toBe(200);
  }
});
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => String(values[key] ?? whole));

interface Session {
  token: string;
  user: { id: string };
}

let learnerCounter = 0;
/**
 * A new learner who enrolled in the free formation and reported every lesson completed (through the API,
 * as the study view reports them, watched to the end). The server counts each lesson completed no earlier
 * than its video allows, so the exam opens a little later (beforeAll waits for it).
 */
async function finishedLearner(request: APIRequestContext, firstName: string, lastName: string): Promise<Session> {
  learnerCounter += 1;
  const email = `exam-${Date.now().toString(36)}-${learnerCounter}@example.test`;
  const password = 'final-exam-2025';
  const registered = await request.post(url('/api/register'), {
    data: { first_name: firstName, last_name: lastName, email, phone: '0661234567', password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  const login = await request.post(url('/api/login'), { data: { email, password } });
  expect(login.ok()).toBe(true);
  const session = (await login.json()) as Session;
  const headers = { authorization: `Bearer ${session.token}` };
  expect((await request.post(url('/api/enrollments'), { data: { formation_id: formationId }, headers })).ok()).toBe(true);
  const detail = (await (await request.get(url(`/api/formations/${formationId}`))).json()) as FormationDetail;
  const lessons = [...detail.modules]
    .sort((a, b) => a.position - b.position)
    .flatMap((module) => [...module.lessons].sort((a, b) => a.position - b.position));
  for (const lesson of lessons) {
    const done = await request.post(url('/api/progress'), {
      data: { lesson_id: lesson.id, position_seconds: lesson.duration_seconds, completed: true },
      headers,
    });
    expect(done.ok(), await done.text()).toBe(true);
  }
  return session;
}

/** Signs the page in the way the login screen leaves it. */
async function signIn(page: Page, session: Session): Promise<void> {
  await page.goto(url('/'));
  await seedSession(page, session);
}

/**
 * Answers every question of this attempt's draw (QUIZ_DRAW_SIZE of the pool) in the order the exam shows
 * them; `right` picks the right option or a wrong one. Returns the questions asked.
 */
async function answerAll(page: Page, right: boolean): Promise<SeedQuestion[]> {
  const asked: SeedQuestion[] = [];
  for (let step = 1; step <= QUIZ_DRAW_SIZE; step += 1) {
    await expect(
      page.getByRole('heading', { name: fill(text(quiz, 'question.progress'), { current: step, total: QUIZ_DRAW_SIZE }) }),
    ).toBeVisible();
    const shown = (await page.locator('.quiz-question__text').innerText()).trim();
    const question = QUESTIONS.find((entry) => entry.text.en === shown);
    expect(question, shown).toBeDefined();
    if (question) asked.push(question);
    const index = right ? (question?.correct ?? 0) : ((question?.correct ?? 0) + 1) % (question?.options.length ?? 1);
    const option = page.getByRole('radio', { name: question?.options[index]?.en ?? '', exact: true });
    await option.check();
    await expect(option).toBeChecked();
    if (step < QUIZ_DRAW_SIZE) await page.getByRole('button', { name: text(quiz, 'question.next') }).click();
  }
  await page.getByRole('button', { name: text(quiz, 'question.submit') }).click();
  return asked;
}

test('a learner takes the exam offline, passes once back online, downloads the certificate and rates the course', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await signIn(page, passer);
  await page.goto(url(`/course/${formationId}/quiz`));
  await waitForServiceWorkerControl(page);
  // The pass mark is shown before starting; the questions are on the phone (catalogue mirror).
  await expect(page.getByText(fill(text(quiz, 'intro.passMark'), { mark: 7, max: 10 }))).toBeVisible({ timeout: 30_000 });

  // Offline: the whole exam, then the plain "graded when back online" state.
  await context.setOffline(true);
  await page.getByRole('button', { name: text(quiz, 'intro.start') }).click();
  await answerAll(page, true);
  await expect(page.getByText(text(quiz, 'waiting.offline'))).toBeVisible();

  // The sync page shows the exam waiting to be sent.
  await page.getByRole('link', { name: text(quiz, 'waiting.syncLink') }).click();
  await expect(page.getByText(text(sync, 'kinds.quiz-submission'))).toBeVisible();
  await page.goBack();
  await expect(page.getByText(text(quiz, 'waiting.offline'))).toBeVisible();

  // Back online: the outbox sends the exam, the server grades it, the result appears by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: text(quiz, 'result.passedTitle') })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(fill(text(quiz, 'result.passed'), { score: 10, max: 10 }))).toBeVisible();

  // The certificate: name, formation, code and QR code.
  await page.getByRole('link', { name: text(quiz, 'result.certificate') }).click();
  const card = page.getByRole('article', { name: text(certificates, 'card.heading') });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('Hassan Ouali')).toBeVisible();
  await expect(card.getByText(seed?.title.en ?? '')).toBeVisible();
  await expect(card.getByRole('img', { name: /^QR code to check this certificate at / })).toBeVisible();
  certificateCode = (await card.locator('.certificate-card__code').innerText()).replace(/-/g, '').trim();
  expect(certificateCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);

  // The PDF.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: text(certificates, 'download.action') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`certificate-${certificateCode}-en.pdf`);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(10_000);

  // Rating: one must be selected; then it is published and counted on the course page.
  const before = (await (await page.request.get(url(`/api/formations/${formationId}`))).json()) as FormationDetail;
  await page.getByRole('button', { name: text(certificates, 'rating.submit') }).click();
  await expect(page.getByText('Please select a rating.')).toBeVisible();
  await page.getByRole('radio', { name: fill(text(certificates, 'rating.star'), { count: 4 }) }).check();
  await page.getByLabel(text(certificates, 'rating.feedback')).fill('Clear lessons, I opened my first hive.');
  await page.getByRole('button', { name: text(certificates, 'rating.submit') }).click();
  await expect(page.getByText(text(certificates, 'rating.sent'))).toBeVisible({ timeout: 30_000 });

  await page.goto(url(`/course/${formationId}`));
  const reviewsCount = page
    .locator('dl.course-facts .course-facts__item', { hasText: text(catalogue, 'detail.reviewsCount') })
    .locator('dd');
  await expect(reviewsCount).toHaveText(String(before.reviews_count + 1), { timeout: 30_000 });
  await expect(page.getByText('Clear lessons, I opened my first hive.')).toBeVisible();
});

test.describe('online', () => {
  // Online only: the service worker is not its subject (fixtures.ts).
  test.use(WITHOUT_SERVICE_WORKER);

  test('a failed attempt shows the score, the modules to review, and a new try at once', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, failer);
    await page.goto(url(`/course/${formationId}/quiz`));
    await page.getByRole('button', { name: text(quiz, 'intro.start') }).click({ timeout: 30_000 });
    const asked = await answerAll(page, false);
    await expect(page.getByRole('heading', { name: text(quiz, 'result.failedTitle') })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(fill(text(quiz, 'result.failed'), { score: 0, max: 10, mark: 7 }))).toBeVisible();
    await expect(page.getByText(text(quiz, 'result.review'))).toBeVisible();
    // Every answer was wrong: every module the attempt's questions check is named for review.
    for (const index of new Set(asked.map((question) => question.module_index))) {
      await expect(page.locator('.quiz-card__modules').getByText(seed?.modules[index]?.title.en ?? '', { exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: text(quiz, 'result.retry') }).click();
    await expect(
      page.getByRole('heading', { name: fill(text(quiz, 'question.progress'), { current: 1, total: QUIZ_DRAW_SIZE }) }),
    ).toBeVisible();
  });
});

test('anyone can confirm the certificate at /verify/{code}, in another browser', async ({ browser }) => {
  expect(certificateCode).not.toBe('');
  const visitor = await browser.newContext({ ...WITHOUT_SERVICE_WORKER, locale: 'en-US' });
  try {
    const page = await visitor.newPage();
    await page.goto(url('/'));
    await page.evaluate((key) => localStorage.setItem(key, 'en'), STORAGE_KEYS.language);
    await page.goto(url(`/verify/${certificateCode}`));
    await expect(page.getByRole('heading', { name: text(certificates, 'verify.valid') })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Hassan Ouali')).toBeVisible();
    await expect(page.getByText(seed?.title.en ?? '')).toBeVisible();
    await expect(page.getByText('10/10')).toBeVisible();

    const unknown = `${certificateCode.slice(0, 19)}${certificateCode.endsWith('0') ? '1' : '0'}`;
    await page.goto(url(`/verify/${unknown}`));
    await expect(page.getByRole('alert')).toHaveText(fill(text(certificates, 'verify.notFound'), { code: unknown }));
  } finally {
    await visitor.close();
  }
});
