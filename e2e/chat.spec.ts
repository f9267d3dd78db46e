/**
 * The chat assistant end to end, on a server of its own (fresh quota counters): a visitor opens the
 * bubble on a phone-sized screen in Arabic, asks how to start beekeeping and follows the linked
 * formation; hostile HTML in an answer stays inert in Chromium; the admin lowers the quota (red badge,
 * disabled box, warning, clear chat) and then turns the assistant off, and the bubble is gone.
 */
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { STORAGE_KEYS } from '../contract/constants';
import { DEMO_ACCOUNTS } from '../server/seed/identity';
import { serverPerFile } from './support/server-per-file';
import { expect, locale, test, text, WITHOUT_SERVICE_WORKER } from './support/fixtures';
import { DIST, ROOT } from './support/paths';

const ar = locale('ar', 'chat');
const en = { chat: locale('en', 'chat'), auth: locale('en', 'auth') };

// E2E_STATIC_DIR lets a run use a build of its own instead of dist/.
const { url } = serverPerFile({ staticDir: process.env.E2E_STATIC_DIR ?? DIST });
// What these screens do online, not working offline (fixtures.ts): the contexts made here block it too.
test.use(WITHOUT_SERVICE_WORKER);

/** A visitor on a 390 px phone, in `language`, who already answered the cookie banner. */
async function visitor(browser: Browser, language: 'ar' | 'en') {
  const context = await browser.newContext({
    ...WITHOUT_SERVICE_WORKER,
    viewport: { width: 390, height: 844 },
    locale: language === 'ar' ? 'ar-MA' : 'en-US',
  });
  await context.addInitScript(
    ([keys, lang]) => {
      localStorage.setItem(keys.language, lang);
      localStorage.setItem(keys.cookieConsent, 'declined');
    },
    [STORAGE_KEYS, language] as const,
  );
  return { context, page: await context.newPage() };
}

const bubble = (page: Page, strings = ar) => page.getByRole('button', { name: text(strings, 'bubble') });
const chatWindow = (page: Page, strings = ar) => page.getByRole('dialog', { name: text(strings, 'title') });

async function adminSettings(page: Page, change: (page: Page) => Promise<void>) {
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
  if (!admin) throw new Error('no demo admin');
  if (!page.url().includes('/dashboard')) {
    await page.goto(url('/login'));
    const main = page.getByRole('main');
    await main.getByLabel(text(en.auth, 'login.email'), { exact: true }).fill(admin.email);
    await main.getByLabel(text(en.auth, 'login.password'), { exact: true }).fill(admin.password);
    await main.getByRole('button', { name: text(en.auth, 'login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard/);
  }
  await page.goto(url('/dashboard/chat-config'));
  await change(page);
  await page.getByRole('button', { name: text(en.chat, 'config.save') }).click();
  await expect(page.getByText(text(en.chat, 'config.saved'))).toBeVisible();
}

test('a visitor asks in Arabic and gets an Arabic answer linking the beekeeping formation', async ({ browser }) => {
  const { context, page } = await visitor(browser, 'ar');
  await page.goto(url('/'));
  await bubble(page).click();
  const dialog = chatWindow(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(text(ar, 'welcome'))).toBeVisible();
  const box = dialog.getByRole('textbox', { name: text(ar, 'inputLabel') });
  await expect(box).toBeFocused();
  await box.fill('كيف أبدأ تربية النحل؟');
  await box.press('Enter');
  const link = dialog.getByRole('link', { name: 'تربية النحل للمبتدئين: خليتي الأولى' });
  await expect(link).toBeVisible();
  await expect(dialog.getByRole('img', { name: text(ar, 'remaining').replace('{{count}}', '19') })).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .include('.chat-window')
    .include('.chat-bubble')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
  const screens = path.join(ROOT, 'test-results', 'screens');
  mkdirSync(screens, { recursive: true });
  await page.screenshot({ path: path.join(screens, 'chat-ar-390.png') });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/course\/[0-9a-f-]{36}$/);
  await link.click();
  await expect(page).toHaveURL(url(href ?? ''));
  await expect(page.getByRole('heading', { level: 1, name: 'تربية النحل للمبتدئين: خليتي الأولى' })).toBeVisible();
  await context.close();
});

test('hostile markup in an answer renders inert in Chromium', async ({ browser }) => {
  const { context, page } = await visitor(browser, 'en');
  await page.route('**/api/chat/send-message', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        message_id: '01900000-0000-7000-8000-000000000099',
        response:
          '<p>Hi</p><script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"><a href="javascript:window.__pwned = 3">trap</a><svg><script>window.__pwned = 4</script></svg><iframe src="javascript:parent.__pwned = 5"></iframe>',
        metadata: { provider: 'builtin', language: 'en', sources: [], answered: true },
        remaining_requests: 10,
      }),
    }),
  );
  await page.goto(url('/about'));
  await bubble(page, en.chat).click();
  const dialog = chatWindow(page, en.chat);
  // The welcome comes with the session: only then can a question be sent (SPEC §5).
  await expect(dialog.getByText(text(en.chat, 'welcome'))).toBeVisible();
  const box = dialog.getByRole('textbox', { name: text(en.chat, 'inputLabel') });
  await box.fill('<img src=x onerror="window.__pwned = 6">');
  await box.press('Enter');
  await expect(dialog.getByText('Hi', { exact: true })).toBeVisible();
  await expect(dialog.getByText('<img src=x onerror="window.__pwned = 6">')).toBeVisible();
  await dialog.getByText('trap').click();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await dialog.getByRole('log').locator('script, img, svg, iframe').count()).toBe(0);
  await context.close();
});

test('the admin lowers the quota (red badge, disabled box, warning, clear chat), then turns the assistant off', async ({
  browser,
  page: adminPage,
}) => {
  await adminPage.addInitScript((key) => localStorage.setItem(key, 'declined'), STORAGE_KEYS.cookieConsent);
  await adminSettings(adminPage, async (page) => {
    const quota = page.getByRole('spinbutton', { name: text(en.chat, 'config.dailyQuota') });
    await quota.fill('1');
  });
  const { context, page } = await visitor(browser, 'ar');
  await page.goto(url('/courses'));
  await bubble(page).click();
  const dialog = chatWindow(page);
  await expect(dialog.getByText(text(ar, 'welcome'))).toBeVisible();
  // A new device: its one question of the day passes, and the count reaches zero.
  const box = dialog.getByRole('textbox', { name: text(ar, 'inputLabel') });
  await box.fill('ما هو الري بالتنقيط؟');
  await box.press('Enter');
  await expect(dialog.getByText(text(ar, 'limitWarning'))).toBeVisible();
  const badge = dialog.getByRole('img', { name: text(ar, 'remaining').replace('{{count}}', '0') });
  await expect(badge).toHaveClass(/chat-badge--exceeded/);
  await expect(box).toBeDisabled();
  await expect(dialog.getByRole('button', { name: text(ar, 'send') })).toBeDisabled();
  await dialog.getByRole('button', { name: text(ar, 'options') }).click();
  await dialog.getByRole('menuitem', { name: text(ar, 'clear') }).click();
  await expect(page.getByText(text(ar, 'chatbot.chat_cleared'))).toBeVisible();
  await expect(dialog.getByText('ما هو الري بالتنقيط؟')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bubble(page)).toBeFocused();

  await adminSettings(adminPage, async (admin) => {
    await admin.getByRole('spinbutton', { name: text(en.chat, 'config.dailyQuota') }).fill('20');
    await admin.getByRole('checkbox', { name: text(en.chat, 'config.enabled') }).uncheck();
  });
  // The admin's own page follows the save at once.
  await expect(bubble(adminPage, en.chat)).toHaveCount(0);
  // The widget loads after the page is idle: wait for its config call, then check it stayed away.
  const configRead = page.waitForResponse((response) => response.url().endsWith('/api/chat/config'));
  await page.reload();
  await configRead;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bubble(page)).toHaveCount(0);
  await context.close();
});
