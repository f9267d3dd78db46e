/**
 * The assistant in the phone, end to end in Chromium at 390 px in Arabic, on a server of its own:
 * online, the Arabic verb question is answered by the server with the lesson's passage and a lesson link;
 * offline, with one formation downloaded, a Darija question about it is answered on the phone from that
 * formation's search index, under the "downloaded lessons only" notice, and the daily quota is unchanged.
 */
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../contract/constants';
import { serverPerFile } from './support/server-per-file';
import { expect, locale, test, text, waitForServiceWorkerControl } from './support/fixtures';
import { DIST } from './support/paths';
import { seedSession } from './support/seed-session';

const ar = locale('ar', 'chat');
const downloads = locale('ar', 'downloads');

const { url } = serverPerFile({ staticDir: process.env.E2E_STATIC_DIR ?? DIST });

const bubble = (page: Page) => page.getByRole('button', { name: text(ar, 'bubble') });
const chatWindow = (page: Page) => page.getByRole('dialog', { name: text(ar, 'title') });

async function formationId(slug: string): Promise<string> {
  const list = (await (await fetch(url('/api/formations?per_page=100'))).json()) as { data: { id: string; slug: string }[] };
  const id = list.data.find((formation) => formation.slug === slug)?.id;
  if (!id) throw new Error(`no formation ${slug}`);
  return id;
}

test('online the server answers the Arabic verb question; offline the phone answers Darija from the downloaded formation, without counting it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ar-MA' });
  await context.addInitScript((keys) => {
    localStorage.setItem(keys.language, 'ar');
    localStorage.setItem(keys.cookieConsent, 'declined');
  }, STORAGE_KEYS);
  const page = await context.newPage();

  // A learner enrolled in the free beekeeping formation, signed in.
  const email = `chat-offline-${Date.now().toString(36)}@example.test`;
  const password = 'chat-offline-2026';
  const registered = await page.request.post(url('/api/register'), {
    data: { first_name: 'Fatima', last_name: 'Amrani', email, phone: '0661234567', password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  const session = (await (await page.request.post(url('/api/login'), { data: { email, password } })).json()) as {
    token: string;
    user: { id: string };
  };
  const bearer = { authorization: `Bearer ${session.token}` };
  const beekeeping = await formationId('beekeeping-first-hive');
  const drip = await formationId('drip-irrigation-design-maintenance');
  expect((await page.request.post(url('/api/enrollments'), { data: { formation_id: beekeeping }, headers: bearer })).ok()).toBe(true);
  await page.goto(url('/'));
  await seedSession(page, session, 'ar');

  // Online: the server's answer, with the drip formation's passage and a link to its lesson.
  await page.goto(url('/'));
  await bubble(page).click();
  const dialog = chatWindow(page);
  await expect(dialog.getByText(text(ar, 'welcome'))).toBeVisible();
  const box = dialog.getByRole('textbox', { name: text(ar, 'inputLabel') });
  await box.fill('كيف أسقي الطماطم بالتنقيط؟');
  await box.press('Enter');
  const log = dialog.getByRole('log');
  const dripLink = log.locator(`a[href="/course/${drip}"]`);
  await expect(dripLink).toBeVisible();
  const lessonLink = log.locator(`a[href^="/course/${drip}/study?lesson="], a[href="/course/${drip}/enroll"]`).first();
  await expect(lessonLink).toBeVisible();
  // The passage: the lesson's own sentences, or the formation's best sentence when the lesson is for enrolled learners.
  expect(((await log.locator('li').first().textContent()) ?? '').length).toBeGreaterThan(80);
  const quota = async () =>
    (
      (await (
        await page.request.get(url('/api/chat/remaining-requests'), { headers: { ...bearer, 'x-device-id': 'e2e-chat-offline' } })
      ).json()) as { remaining_requests: number }
    ).remaining_requests;
  const remainingOnline = await quota();
  await dialog.getByRole('button', { name: text(ar, 'close') }).click();

  // Download the beekeeping formation: its pack carries the assistant's index.
  await page.goto(url(`/course/${beekeeping}/study`));
  await waitForServiceWorkerControl(page);
  await page.getByRole('button', { name: text(downloads, 'control.download') }).click();
  await expect(page.getByText(new RegExp(`^${text(downloads, 'state.complete').replace('({{size}})', '')}`))).toBeVisible({
    timeout: 90_000,
  });

  // Offline: the phone answers a Darija question about bees from that formation, and says where it answers from.
  await context.setOffline(true);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/chat/')) sent.push(request.url());
  });
  await bubble(page).click();
  const offline = chatWindow(page);
  await expect(offline.getByText(text(ar, 'offlineBanner'))).toBeVisible();
  const offlineBox = offline.getByRole('textbox', { name: text(ar, 'inputLabel') });
  await offlineBox.fill('بغيت نبدا نربي النحل، منين نبدا؟');
  await offlineBox.press('Enter');
  const offlineLog = offline.getByRole('log');
  await expect(offlineLog.getByText(text(ar, 'offlineAnswerNotice'))).toBeVisible();
  await expect(offlineLog.locator(`a[href="/course/${beekeeping}"]`).last()).toBeVisible();
  await expect(offlineLog.locator(`a[href^="/course/${beekeeping}/study?lesson="]`).last()).toBeVisible();
  expect(sent).toEqual([]);
  await context.setOffline(false);
  expect(await quota()).toBe(remainingOnline);
  await context.close();
});
