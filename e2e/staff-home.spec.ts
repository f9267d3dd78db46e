/**
 * Staff home and quiz editor end to end, on a server of its own (fresh database,
 * demo accounts and catalogue): an agent types /dashboard and reads figures equal to what the API counts
 * in the database; then adds a quiz question in three languages with one correct option, which the API
 * returns as saved. Arabic 390 px screenshots of both screens go to docs/screens/.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminQuestion, AdminQuestionList, StaffStats } from '../contract/editor';
import type { Language } from '../contract/constants';
import { DEMO_ACCOUNTS } from '../server/seed/identity';
import { serverPerFile } from './support/server-per-file';
import { expect, locale, test, text, WITHOUT_SERVICE_WORKER } from './support/fixtures';
import { DIST, ROOT } from './support/paths';
import { seedSessionOnLoad, type StoredSession } from './support/seed-session';

// What these screens show, not working offline (fixtures.ts).
test.use(WITHOUT_SERVICE_WORKER);

const en = { dashboard: locale('en', 'dashboard'), quiz: locale('en', 'quiz-admin') };
const ar = { dashboard: locale('ar', 'dashboard'), quiz: locale('ar', 'quiz-admin') };
const SCREENS = `${ROOT}/docs/screens`;

// E2E_STATIC_DIR lets a run use a build of its own instead of dist/.
const { url } = serverPerFile({ staticDir: process.env.E2E_STATIC_DIR ?? DIST });

async function logIn(
  request: APIRequestContext,
  role: 'agent' | 'admin' | 'client',
): Promise<StoredSession & { headers: Record<string, string> }> {
  const account = DEMO_ACCOUNTS.find((demo) => demo.role === role);
  if (!account) throw new Error(`no demo ${role}`);
  const response = await request.post(url('/api/login'), { data: { email: account.email, password: account.password } });
  expect(response.ok()).toBe(true);
  const session = (await response.json()) as StoredSession & { token: string };
  return { ...session, headers: { authorization: `Bearer ${session.token}` } };
}

/** Grouping as the app writes counts: en uses commas, fr and ar (Morocco) full stops. */
const grouped = (value: number, language: Language) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, language === 'en' ? ',' : '.');

/** The figure card whose label is exactly `label`, among the figures (not the formations under them). */
const figure = (page: Page, regionName: string, label: string) =>
  page
    .getByRole('region', { name: regionName })
    .getByRole('list')
    .first()
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });

async function registerLearner(request: APIRequestContext, n: number) {
  const email = `staff-home-${Date.now().toString(36)}-${n}@example.test`;
  const password = 'staff-home-2025';
  const registered = await request.post(url('/api/register'), {
    data: { first_name: 'Hassan', last_name: 'Ouali', email, phone: '0661234567', password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
}

test('an agent types /dashboard and reads the figures the database holds, each linking to its page', async ({ page, request }) => {
  await registerLearner(request, 1);
  await registerLearner(request, 2);
  const agent = await logIn(request, 'agent');
  // What the database says, through the API's own lists (not the stats route under test).
  const clients = (await (await request.get(url('/api/admin/users?role=client'), { headers: agent.headers })).json()) as {
    meta: { total: number };
  };
  const openMessages = (await (await request.get(url('/api/admin/messages?handled=false'), { headers: agent.headers })).json()) as {
    meta: { total: number };
  };
  expect(clients.meta.total).toBeGreaterThanOrEqual(3);

  await seedSessionOnLoad(page, agent, 'en');
  await page.goto(url('/dashboard'));
  const region = text(en.dashboard, 'stats.title');
  const learners = figure(page, region, text(en.dashboard, 'stats.learners'));
  await expect(learners).toContainText(grouped(clients.meta.total, 'en'));
  await expect(learners.getByRole('link')).toHaveAttribute('href', '/dashboard/clients');
  const messages = figure(page, region, text(en.dashboard, 'stats.unreadMessages'));
  await expect(messages).toContainText(String(openMessages.meta.total));
  await expect(messages.getByRole('link')).toHaveAttribute('href', '/dashboard/messages');
  await expect(figure(page, region, text(en.dashboard, 'stats.pendingPayments')).getByRole('link')).toHaveAttribute(
    'href',
    '/dashboard/payment-verification/pending',
  );

  // The leading formations by completion rate, each a link to its editor, and a link to them all.
  const stats = (await (await request.get(url('/api/admin/stats'), { headers: agent.headers })).json()) as StaffStats;
  const rates = page.getByRole('heading', { name: text(en.dashboard, 'stats.formationsTitle') }).locator('xpath=following-sibling::ol[1]');
  await expect(rates.getByRole('link')).toHaveCount(Math.min(5, stats.formations.length));
  const first = stats.formations[0];
  if (!first) throw new Error('the demo catalogue has formations');
  await expect(rates.getByRole('link').first()).toHaveAttribute('href', `/dashboard/formations/${first.id}`);

  await page.setViewportSize({ width: 390, height: 844 });
  await seedSessionOnLoad(page, agent, 'ar');
  await page.goto(url('/dashboard'));
  await expect(figure(page, text(ar.dashboard, 'stats.title'), text(ar.dashboard, 'stats.learners'))).toContainText(
    grouped(clients.meta.total, 'ar'),
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.screenshot({ path: `${SCREENS}/staff-home-ar-390.png` });
});

test('the agent adds a quiz question in three languages with one correct option', async ({ page, request }) => {
  const agent = await logIn(request, 'agent');
  const stats = (await (await request.get(url('/api/admin/stats'), { headers: agent.headers })).json()) as StaffStats;
  const formation = stats.formations[0];
  if (!formation) throw new Error('the demo catalogue has formations');
  const questionsUrl = url(`/api/admin/formations/${formation.id}/questions`);
  const before = ((await (await request.get(questionsUrl, { headers: agent.headers })).json()) as AdminQuestionList).data;

  await seedSessionOnLoad(page, agent, 'en');
  await page.goto(url(`/dashboard/formations/${formation.id}/quiz`));
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(before.length);
  await page.getByRole('button', { name: text(en.quiz, 'add') }).click();
  const card = page.locator('.quiz-question').last();
  const typed = {
    text: {
      ar: 'ما أفضل وقت لسقي الزيتون؟',
      fr: "Quel est le meilleur moment pour irriguer l'olivier ?",
      en: 'When is the best time to water olive trees?',
    },
    options: [
      { ar: 'وقت الظهيرة', fr: 'À midi', en: 'At noon' },
      { ar: 'في الصباح الباكر', fr: 'Tôt le matin', en: 'Early in the morning' },
      { ar: 'لا يحتاج إلى سقي', fr: "Jamais d'eau", en: 'It needs no water' },
    ],
  };
  const names = { ar: 'Arabic', fr: 'French', en: 'English' } as const;
  await card.getByRole('button', { name: text(en.quiz, 'addOption') }).click();
  for (const language of ['ar', 'fr', 'en'] as const) {
    await card.getByLabel(`Question in ${names[language]}`).fill(typed.text[language]);
    for (const [index, option] of typed.options.entries()) {
      await card.getByLabel(`Option ${index + 1} in ${names[language]}`, { exact: true }).fill(option[language]);
    }
  }
  await card.getByRole('radio', { name: 'Option 2 is the correct answer' }).check();
  await card.getByRole('button', { name: text(en.quiz, 'save') }).click();
  await expect(page.getByText(`Question ${before.length + 1} saved.`)).toBeAttached();

  const after = ((await (await request.get(questionsUrl, { headers: agent.headers })).json()) as AdminQuestionList).data;
  expect(after).toHaveLength(before.length + 1);
  const added = after.at(-1) as AdminQuestion;
  expect(added.text).toEqual(typed.text);
  expect(added.options).toEqual(typed.options);
  expect(added.correct_index).toBe(1);
  expect(added.explanation).toBeNull();

  // A reload shows it saved, in Arabic, right to left, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await seedSessionOnLoad(page, agent, 'ar');
  await page.goto(url(`/dashboard/formations/${formation.id}/quiz`));
  await expect(
    page.getByRole('heading', { name: text(ar.quiz, 'question').replace('{{number}}', String(before.length + 1)) }),
  ).toBeVisible();
  await page
    .locator('.quiz-question')
    .last()
    .locator('.option--correct')
    .evaluate((option) => option.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${SCREENS}/quiz-editor-ar-390.png` });
});
