/**
 * Certificate check with no network. A learner earns a real certificate through the
 * API; a visitor's browser opens the academy once (the service worker caches the shell and the academy's
 * public key), loses the network, and opens the verification address from the QR code, typed directly:
 * the page checks the Ed25519 signature itself and says the answer is offline. One character changed in
 * the address makes it "not valid". Back online, the server's answer (revocation included) replaces it.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { STORAGE_KEYS } from '../contract/constants';
import type { Certificate, CertificatePage, Quiz } from '../contract/exam';
import { drawQuestionIds } from '../contract/exam-rules';
import { seedFormations } from '../server/seed/content/all';
import { expect, locale, test, text, waitForServiceWorkerControl } from './support/fixtures';
import { ROOT } from './support/paths';

const en = locale('en', 'certificates');
const ar = locale('ar', 'certificates');
const FREE_SLUG = 'beekeeping-first-hive';
const seed = seedFormations.find((formation) => formation.slug === FREE_SLUG);
const KEY_CACHE = 'academy-certificate-key-v1';
const SCREENS = path.join(ROOT, 'test-results', 'screens');

let certificate: Certificate;

/**
 * A holder with an Arabic first name who passes the exam, all through the API. The learner's road to the
 * exam (lessons watched, the server's plausible-progress wait: e2e/exam.spec.ts) is not what this spec is
 * about, so an admin makes the holder an agent, whom the exam opens to at once; the certificate is the
 * same signed certificate a learner gets.
 */
async function earnCertificate(request: APIRequestContext): Promise<Certificate> {
  const email = `verify-${Date.now().toString(36)}@example.test`;
  const password = 'offline-check-2025';
  const registered = await request.post('/api/register', {
    data: { first_name: 'خديجة', last_name: 'Benali', email, phone: '0661234567', password, password_confirmation: password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const admin = await request.post('/api/login', { data: { email: 'admin@academy.local', password: 'admin-demo-2025' } });
  const adminHeaders = { authorization: `Bearer ${((await admin.json()) as { token: string }).token}` };
  const login = await request.post('/api/login', { data: { email, password } });
  const signedIn = (await login.json()) as { token: string; user: { id: string } };
  const promoted = await request.put(`/api/admin/users/${signedIn.user.id}/roles`, { data: { roles: ['agent'] }, headers: adminHeaders });
  expect(promoted.ok(), await promoted.text()).toBe(true);
  const headers = { authorization: `Bearer ${signedIn.token}` };
  const list = (await (await request.get('/api/formations?per_page=100')).json()) as { data: { id: string; slug: string }[] };
  const formationId = list.data.find((formation) => formation.slug === FREE_SLUG)?.id ?? '';
  const quizAnswer = await request.get(`/api/formations/${formationId}/quiz`, { headers });
  expect(quizAnswer.status(), await quizAnswer.text()).toBe(200);
  const quiz = (await quizAnswer.json()) as Quiz;
  const drawn = new Set(
    drawQuestionIds(
      quiz.questions.map((question) => question.id),
      { userId: signedIn.user.id, formationId },
      0,
    ),
  );
  const answers = quiz.questions
    .filter((question) => drawn.has(question.id))
    .map((question) => {
      const known = seed?.quiz?.find((entry) => entry.text.en === question.text.en);
      const right = known?.options[known.correct]?.en;
      return { question_id: question.id, option_id: question.options.findIndex((option) => option.en === right) };
    });
  const attempt = await request.post(`/api/formations/${formationId}/quiz/attempts`, {
    data: { answers, draw: 0 },
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(attempt.status(), await attempt.text()).toBe(201);
  const page = (await (await request.get('/api/certificates', { headers })).json()) as CertificatePage;
  expect(page.data).toHaveLength(1);
  return page.data[0] as Certificate;
}

/** A visitor who opened the academy once, in `language`, until the service worker keeps the shell and the key. */
async function visitorWithShell(
  browser: Browser,
  language: 'en' | 'ar',
  viewport = { width: 1280, height: 720 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: language === 'ar' ? 'ar-MA' : 'en-US', viewport });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(
    ([keys, lang]) => {
      localStorage.setItem(keys.language, lang);
      localStorage.setItem(keys.cookieConsent, 'declined');
    },
    [STORAGE_KEYS, language] as const,
  );
  await waitForServiceWorkerControl(page);
  // Installing the worker fetched the key beside the precache.
  expect(
    await page.evaluate(async (name) => (await (await caches.open(name)).match('/api/certificates/public-key'))?.json(), KEY_CACHE),
  ).toMatchObject({
    algorithm: 'Ed25519',
    key_id: certificate.signed_payload.split('.')[1],
  });
  return { context, page };
}

/** The verification address with one character of the signed payload's data changed. */
function tampered(fragment: string): string {
  const [version, keyId, payload = '', signature] = fragment.split('.');
  const at = Math.floor(payload.length / 2);
  const changed = `${payload.slice(0, at)}${payload[at] === 'A' ? 'B' : 'A'}${payload.slice(at + 1)}`;
  return [version, keyId, changed, signature].join('.');
}

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Country-Code': 'GB' } });
  try {
    certificate = await earnCertificate(request);
  } finally {
    await request.dispose();
  }
});

test('offline, the QR address is checked on the device; one changed character is not valid; online, the server answers', async ({
  browser,
}) => {
  const { context, page } = await visitorWithShell(browser, 'en');
  try {
    const address = `/verify/${certificate.code}#${certificate.signed_payload}`;
    await context.setOffline(true);
    await page.goto('about:blank');
    await page.goto(address);
    const answer = page.locator('[data-answer]');
    await expect(page.getByRole('heading', { name: text(en, 'verify.validOffline') })).toBeVisible({ timeout: 30_000 });
    await expect(answer).toHaveAttribute('data-answer', 'offline');
    await expect(page.getByText(text(en, 'verify.modeOffline'))).toBeVisible();
    await expect(page.getByText(text(en, 'verify.revocationUnchecked'))).toBeVisible();
    await expect(answer.getByText('خديجة Benali')).toBeVisible();
    await expect(answer.getByText(seed?.title.en ?? '')).toBeVisible();
    await expect(answer.getByText('10/10')).toBeVisible();

    await page.goto('about:blank');
    await page.goto(`/verify/${certificate.code}#${tampered(certificate.signed_payload)}`);
    await expect(page.getByRole('heading', { name: text(en, 'verify.notValid') })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('خديجة Benali')).toHaveCount(0);

    await context.setOffline(false);
    await page.goto('about:blank');
    await page.goto(address);
    await expect(page.getByRole('heading', { name: text(en, 'verify.valid') })).toBeVisible({ timeout: 30_000 });
    await expect(answer).toHaveAttribute('data-answer', 'online');
    await expect(page.getByText(text(en, 'verify.modeOnline'))).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the offline answer in Arabic on a phone: right to left, within 390 px, data isolated for direction', async ({ browser }) => {
  const { context, page } = await visitorWithShell(browser, 'ar', { width: 390, height: 844 });
  try {
    await context.setOffline(true);
    await page.goto('about:blank');
    await page.goto(`/verify/${certificate.code}#${certificate.signed_payload}`);
    await expect(page.getByRole('heading', { name: text(ar, 'verify.validOffline') })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText(text(ar, 'verify.modeOffline'))).toBeVisible();
    await expect(page.getByText(seed?.title.ar ?? '')).toHaveAttribute('dir', 'auto');
    await expect(page.getByText('خديجة Benali')).toHaveAttribute('dir', 'auto');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS, 'verify-offline-ar.png'), fullPage: true });
  } finally {
    await context.close();
  }
});
