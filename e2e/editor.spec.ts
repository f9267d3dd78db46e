/**
 * The staff catalogue editor end to end, on a real server of its own: an agent creates a
 * formation in Arabic, French and English with a module and two lessons, uploads a lesson video with tus
 * and sees the server's rendition state, adds quiz questions (through the API while the quiz editor is
 * another branch's), sees the publish refusal go away, and publishes; a learner's phone that was offline
 * gets the new formation at its next sync. The Arabic editor at 390 px is saved to docs/screens/.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../contract/constants';
import type { QuestionCreateInput } from '../contract/editor';
import { DEMO_ACCOUNTS } from '../server/seed/identity';
import { isolate } from '../src/lib/bidi';
import { serverPerFile } from './support/server-per-file';
import { expect, keepDocumentsOffline, locale, test, text, waitForServiceWorkerControl, WITHOUT_SERVICE_WORKER } from './support/fixtures';
import { DIST, ROOT } from './support/paths';

const admin = locale('en', 'catalogue-admin');
const adminAr = locale('ar', 'catalogue-admin');
const auth = { en: locale('en', 'auth'), ar: locale('ar', 'auth') };
const catalogue = locale('en', 'catalogue');

const TITLE = { ar: 'سقي أشجار الأركان بالتنقيط', fr: 'Irrigation goutte à goutte de l’arganier', en: 'Drip irrigation for argan trees' };
const DESCRIPTION = {
  ar: 'كيف تسقي أشجار الأركان بقليل من الماء.',
  fr: 'Arroser l’arganier avec peu d’eau.',
  en: 'Watering argan trees with little water.',
};

const { url } = serverPerFile({ staticDir: process.env.E2E_STATIC_DIR ?? DIST });
let scratch: string;
let clip: string;
test.beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'editor-e2e-'));
  clip = path.join(scratch, 'argan-drip.mp4');
  // A two-second clip made here, so the test needs no binary fixture (ffmpeg is installed by .ci/run).
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=15',
    '-t',
    '2',
    '-pix_fmt',
    'yuv420p',
    clip,
  ]);
});
test.afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});
const agent = DEMO_ACCOUNTS.find((account) => account.role === 'agent');

async function logIn(page: Page, language: 'en' | 'ar' = 'en') {
  await page.addInitScript(
    ([keys, value]) => {
      localStorage.setItem(keys.language, value);
      // The cookie choice is made, so its banner does not cover the screenshots.
      localStorage.setItem(keys.cookieConsent, 'declined');
    },
    [STORAGE_KEYS, language] as const,
  );
  await page.goto(url('/login'));
  const main = page.getByRole('main');
  await main.getByLabel(text(auth[language], 'login.email'), { exact: true }).fill(agent?.email ?? '');
  await main.getByLabel(text(auth[language], 'login.password'), { exact: true }).fill(agent?.password ?? '');
  await main.getByRole('button', { name: text(auth[language], 'login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

async function fillThree(page: Page, field: string, values: { ar: string; fr: string; en: string }, scope = page.getByRole('main')) {
  for (const [language, name] of [
    ['ar', 'Arabic'],
    ['fr', 'French'],
    ['en', 'English'],
  ] as const) {
    await scope.getByLabel(`${field} (${name})`, { exact: true }).fill(values[language]);
  }
}

let formationPath = '';

test('an agent creates a formation in three languages with two lessons, a video and a quiz, and publishes it; an offline learner gets it at the next sync', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // The learner's phone: catalogue synced once, then offline while the agent works.
  const learnerContext = await browser.newContext();
  keepDocumentsOffline(learnerContext);
  const learner = await learnerContext.newPage();
  await learner.goto(url('/courses'));
  await waitForServiceWorkerControl(learner);
  await expect(
    learner
      .getByRole('list', { name: text(catalogue, 'list.resultsLabel') })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  await learnerContext.setOffline(true);

  const staffContext = await browser.newContext(WITHOUT_SERVICE_WORKER);
  const page = await staffContext.newPage();
  await logIn(page);
  await page.goto(url('/dashboard/formations/create'));
  await fillThree(page, 'Title', TITLE);
  await fillThree(page, 'Description', DESCRIPTION);
  await page.getByLabel(text(admin, 'field.price')).fill('149,50');
  await page.getByLabel(text(admin, 'field.level')).selectOption('beginner');
  await page.getByLabel(text(admin, 'field.topic')).selectOption('modern-irrigation');
  await page.getByLabel(text(admin, 'field.duration')).fill('45');
  await page.getByRole('button', { name: text(admin, 'create.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard\/formations\/[0-9a-f-]{36}$/);
  formationPath = new URL(page.url()).pathname;
  const formationId = formationPath.split('/').at(-1) ?? '';

  // Publishing now is refused, and the refusal says why. Without a picture the first press only warns
  //: the second one publishes knowingly.
  await page.getByRole('button', { name: text(admin, 'publish.publish'), exact: true }).click();
  await expect(page.getByText(text(admin, 'publish.noPicture'))).toBeVisible();
  await page.getByRole('button', { name: text(admin, 'publish.publishWithoutPicture'), exact: true }).click();
  await expect(page.getByText(text(admin, 'publish.noLesson'))).toBeVisible();
  await expect(page.getByText(text(admin, 'publish.noQuestion'))).toBeVisible();

  // One module, two lessons, all in three languages.
  await page.getByRole('tab', { name: text(admin, 'tabs.content') }).click();
  const content = page.getByRole('tabpanel', { name: text(admin, 'tabs.content') });
  await content.getByText(text(admin, 'modules.add')).click();
  await fillThree(page, 'Module title', { ar: 'تجهيز الشبكة', fr: 'Préparer le réseau', en: 'Preparing the network' }, content);
  await content.getByRole('button', { name: text(admin, 'modules.addSubmit') }).click();
  await expect(content.getByRole('heading', { level: 3, name: 'Preparing the network' })).toBeVisible();
  const lessons = [
    { ar: 'اختيار المنقطات', fr: 'Choisir les goutteurs', en: 'Choosing drippers' },
    { ar: 'جدولة السقي', fr: 'Planifier l’arrosage', en: 'Scheduling the watering' },
  ];
  const addLesson = content.locator('details', { has: page.getByText(text(admin, 'lessons.add'), { exact: true }) });
  await addLesson.getByText(text(admin, 'lessons.add'), { exact: true }).click();
  for (const lesson of lessons) {
    await fillThree(page, 'Lesson title', lesson, addLesson);
    await addLesson.getByRole('button', { name: text(admin, 'lessons.addSubmit') }).click();
    await expect(content.getByText(lesson.en, { exact: true })).toBeVisible();
  }

  // The first lesson's video, sent with tus; then the server's rendition state.
  await content
    .getByRole('button', { name: text(admin, 'lessons.edit') })
    .first()
    .click();
  await content.getByLabel(text(admin, 'video.choose')).setInputFiles(clip);
  await expect(content.getByText(text(admin, 'video.uploaded'))).toBeVisible({ timeout: 60_000 });
  // By its name, built as the screen builds it: on a busy machine the renditions' own bars may already be up beside it.
  const uploadBar = content.getByRole('progressbar', {
    name: text(admin, 'video.progressLabel').replace('{{name}}', isolate(path.basename(clip))),
    exact: true,
  });
  await expect(uploadBar).toHaveAttribute('aria-valuenow', '100');
  await expect(
    content.getByText(
      new RegExp(
        [
          text(admin, 'video.ready'),
          text(admin, 'video.unavailable'),
          text(admin, 'video.processing').replace('{{percent}}', ''),
          text(admin, 'video.checking'),
        ]
          .map((words) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('|'),
      ),
    ),
  ).toBeVisible({ timeout: 30_000 });

  // The quiz: two questions through the API with the agent's own token.
  const token = await page.evaluate((key) => localStorage.getItem(key) ?? sessionStorage.getItem(key), STORAGE_KEYS.authToken);
  const questions: QuestionCreateInput[] = [
    {
      text: { ar: 'ما ميزة السقي بالتنقيط؟', fr: 'Quel est l’atout du goutte-à-goutte ?', en: 'What does drip irrigation save?' },
      options: [
        { ar: 'الماء', fr: 'L’eau', en: 'Water' },
        { ar: 'الضوء', fr: 'La lumière', en: 'Light' },
      ],
      correct_index: 0,
    },
    {
      text: { ar: 'متى نسقي؟', fr: 'Quand arroser ?', en: 'When should you water?' },
      options: [
        { ar: 'في الصباح الباكر', fr: 'Tôt le matin', en: 'Early morning' },
        { ar: 'عند الظهر', fr: 'À midi', en: 'At noon' },
      ],
      correct_index: 0,
    },
  ];
  for (const question of questions) {
    const answer = await page.request.post(url(`/api/admin/formations/${formationId}/questions`), {
      data: question,
      headers: { Authorization: `Bearer ${token ?? ''}` },
    });
    expect(answer.status()).toBe(201);
  }

  // Reload (the version changed with the questions) and publish.
  await page.reload();
  await page.getByRole('button', { name: text(admin, 'publish.publish'), exact: true }).click();
  await page.getByRole('button', { name: text(admin, 'publish.publishWithoutPicture'), exact: true }).click();
  await expect(page.getByText(text(admin, 'publish.published'))).toBeVisible();
  await expect(page.getByText(text(admin, 'status.published')).first()).toBeVisible();

  // The learner's phone comes back online: the next sync brings the new formation.
  await learnerContext.setOffline(false);
  const search = learner.getByRole('searchbox', { name: text(catalogue, 'list.search') });
  await search.fill('argan trees');
  await expect(learner.getByRole('link', { name: TITLE.en })).toBeVisible({ timeout: 30_000 });
  // And it is on the device: offline again, it is still listed.
  await learnerContext.setOffline(true);
  await learner.reload();
  await learner.getByRole('searchbox', { name: text(catalogue, 'list.search') }).fill('argan trees');
  await expect(learner.getByRole('link', { name: TITLE.en })).toBeVisible();
  await learnerContext.close();
  await staffContext.close();
});

test('the editor in Arabic at 390 px: fields right to left, stacked, no sideways scroll', async ({ browser }) => {
  const context = await browser.newContext({ ...WITHOUT_SERVICE_WORKER, viewport: { width: 390, height: 844 }, locale: 'ar-MA' });
  const page = await context.newPage();
  await logIn(page, 'ar');
  await page.goto(url(formationPath));
  const titleIn = (language: 'ar' | 'fr') =>
    page.getByRole('textbox', { name: `${text(adminAr, 'field.title')} (${text(adminAr, `languages.${language}`)})`, exact: true });
  const arabicTitle = titleIn('ar');
  await expect(arabicTitle).toHaveValue(TITLE.ar);
  await expect(arabicTitle).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const french = titleIn('fr');
  const [arBox, frBox] = [await arabicTitle.boundingBox(), await french.boundingBox()];
  // Stacked at 390 px: the French field is below the Arabic one, not beside it.
  expect((frBox?.y ?? 0) > (arBox?.y ?? 0)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(page.getByRole('tab', { name: text(adminAr, 'tabs.content') })).toBeVisible();
  await page.screenshot({ path: path.join(ROOT, 'docs/screens/editor-ar-390.png'), fullPage: true });
  await page.getByRole('tab', { name: text(adminAr, 'tabs.content') }).click();
  await page
    .getByRole('button', { name: text(adminAr, 'lessons.edit') })
    .first()
    .click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: path.join(ROOT, 'docs/screens/editor-lessons-ar-390.png'), fullPage: true });
  await context.close();
});
