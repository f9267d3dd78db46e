/**
 * The public site end to end, on a server of its own (so this file can read its DATA_DIR/mail and
 * starts with fresh counters): home counters, contact and support reaching the staff, newsletter
 * subscribe → unsubscribe through the mailed link, every page offline on a repeat visit, and axe-core
 * on every page in the three languages.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { STORAGE_KEYS } from '../contract/constants';
import { meaningfulStats } from '../contract/public-stats-threshold';
import type { PublicStats } from '../contract/site';
import { readMails, unsubscribeLink, type Eml } from '../tests/server/site/read-eml';
import { serverPerFile } from './support/server-per-file';
import { expect, locale, revealFooterForms, test, text, waitForServiceWorkerControl, WITHOUT_SERVICE_WORKER } from './support/fixtures';
import { DIST } from './support/paths';

// What these screens show; the one test about working offline keeps the service worker (fixtures.ts).
test.use(WITHOUT_SERVICE_WORKER);

type Language = 'en' | 'fr' | 'ar';

const PAGES = [
  { path: '/', title: (language: Language) => text(locale(language, 'site'), 'home.title') },
  { path: '/about', title: (language: Language) => text(locale(language, 'common'), 'pages.about') },
  { path: '/contact', title: (language: Language) => text(locale(language, 'common'), 'pages.contact') },
  { path: '/faq', title: (language: Language) => text(locale(language, 'common'), 'pages.faq') },
  { path: '/help', title: (language: Language) => text(locale(language, 'common'), 'pages.help') },
  { path: '/privacy', title: (language: Language) => text(locale(language, 'common'), 'pages.privacy') },
  { path: '/terms', title: (language: Language) => text(locale(language, 'common'), 'pages.terms') },
  { path: '/cookies', title: (language: Language) => text(locale(language, 'common'), 'pages.cookies') },
] as const;

const en = locale('en', 'site');

const academy = serverPerFile({ staticDir: DIST });
const { url } = academy;
const mailDir = () => `${academy.server.dataDir}/mail`;

/** Chooses the interface language (and dismisses nothing else) before the app starts. */
async function useLanguage(page: Page, language: Language) {
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [STORAGE_KEYS.language, language] as const,
  );
}

/** The footer's forms load when the footer comes near the screen. */
async function footerForms(page: Page) {
  const footer = await revealFooterForms(page);
  await expect(footer.getByRole('button', { name: text(en, 'newsletter.submit') })).toBeVisible();
  return footer;
}

async function waitForMail(predicate: (mail: Eml) => boolean): Promise<Eml> {
  let found: Eml | undefined;
  await expect
    .poll(() => {
      found = readMails(mailDir()).find(predicate);
      return Boolean(found);
    })
    .toBe(true);
  if (!found) throw new Error('mail not found');
  return found;
}

async function stats(page: Page): Promise<PublicStats> {
  const response = await page.request.get(url('/api/stats/public'));
  expect(response.ok()).toBe(true);
  return (await response.json()) as PublicStats;
}

test('newsletter: subscribe from the footer, then unsubscribe through the link in the mail', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto(url('/'));
  const before = await stats(page);
  const footer = await footerForms(page);
  await footer.getByLabel(text(en, 'newsletter.email'), { exact: true }).fill('Zineb.Farm@Example.org');
  await footer.getByRole('button', { name: text(en, 'newsletter.submit') }).click();
  await expect(footer.getByRole('status').filter({ hasText: text(en, 'newsletter.done') })).toBeVisible();
  // The sign-up leaves through the outbox a moment after the form says so.
  await expect.poll(async () => (await stats(page)).subscribers).toBe(before.subscribers + 1);

  const mail = await waitForMail((candidate) => candidate.headers.to === 'zineb.farm@example.org');
  const link = unsubscribeLink(mail);
  expect(mail.text).toContain(link);
  expect(link.startsWith(`${academy.server.url}/api/newsletter/unsubscribe?token=`)).toBe(true);

  // Opened from a mail client: a plain page, no login, no app shell.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
  await expect(page.getByText('zineb.farm@example.org will no longer receive')).toBeVisible();
  expect((await stats(page)).subscribers).toBe(before.subscribers);
});

test('home counters show the server’s figures once they mean something, never a dash or a made-up rate', async ({ page }) => {
  // One more subscriber, so the figures are not all the seed's.
  await page.request.post(url('/api/newsletter'), { data: { email: 'counter@example.org' } });
  const expected = await stats(page);
  expect(expected.subscribers).toBeGreaterThan(0);
  expect(expected.students).toBeGreaterThan(0);

  await useLanguage(page, 'en');
  await page.goto(url('/'));
  // Below its threshold (contract/public-stats-threshold.ts) a counter is left out altogether.
  const shown = meaningfulStats(expected);
  const format = new Intl.NumberFormat('en');
  for (const key of ['subscribers', 'students'] as const) {
    const counter = page.locator(`[data-stat="${key}"]`);
    if (!shown.includes(key)) {
      await expect(counter).toHaveCount(0);
      continue;
    }
    await expect(counter).toHaveAttribute('data-value', String(expected[key]));
    await expect(counter.locator('.stats__value')).toHaveText(format.format(expected[key]));
  }
  const rate = page.locator('[data-stat="success_rate"]');
  if (!shown.includes('success_rate') || expected.success_rate === null) {
    await expect(rate).toHaveCount(0);
  } else {
    await expect(rate.locator('.stats__value')).toHaveText(
      new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 }).format(expected.success_rate),
    );
  }
  // When no counter qualifies there is no section at all; when some do, none reads as a dash.
  for (const section of await page.locator('.stats').all()) await expect(section).not.toContainText('—');
  await expect(page).toHaveTitle(`${text(en, 'home.title')} · Agri Academy`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text(en, 'meta.home'));
  // The topics open the catalogue filtered on them.
  await expect(page.getByRole('link', { name: /Beekeeping/ }).first()).toHaveAttribute('href', '/courses?topic=beekeeping');
});

/** Opens /contact, fills its form in English with name, e-mail, subject and message, sends it; returns the page's main. */
async function sendContactForm(page: Page, [name, email, subject, message]: readonly [string, string, string, string]): Promise<Locator> {
  await page.goto(url('/contact'));
  const main = page.getByRole('main');
  await main.getByLabel(text(en, 'contact.name')).fill(name);
  await main.getByLabel(text(en, 'contact.email')).fill(email);
  await main.getByLabel(text(en, 'contact.subject')).fill(subject);
  await main.getByLabel(text(en, 'contact.message')).fill(message);
  await main.getByRole('button', { name: text(en, 'contact.submit') }).click();
  return main;
}

test('contact and support messages reach the staff messages view, where staff answer by mail', async ({ page }) => {
  await useLanguage(page, 'en');
  const main = await sendContactForm(page, [
    'Youssef Amrani',
    'youssef@example.org',
    'Solar pump for a 40 m well',
    'Which course explains how to size the panels?',
  ]);
  await expect(main.getByRole('status').filter({ hasText: text(en, 'contact.sent') })).toBeVisible();

  const support = (await footerForms(page)).getByRole('region', { name: text(en, 'support.title') });
  await support.getByLabel(text(en, 'support.email'), { exact: true }).fill('hind@example.org');
  await support.getByLabel(new RegExp(`^${text(en, 'support.phone')}`)).fill('0661234567');
  await support.getByLabel(text(en, 'support.message')).fill('My transfer receipt was refused, what should I do?');
  await support.getByRole('button', { name: text(en, 'forms.send') }).click();
  await expect(support.getByRole('status').filter({ hasText: text(en, 'support.sent') })).toBeVisible();

  // The staff were told by mail.
  await waitForMail((mail) => mail.headers.subject === '[Contact] Solar pump for a 40 m well');
  await waitForMail((mail) => mail.headers.subject === '[Support] Message from hind@example.org');

  // An agent signs in and opens the messages view.
  const login = await page.request.post(url('/api/login'), { data: { email: 'agent@academy.local', password: 'agent-demo-2025' } });
  expect(login.ok()).toBe(true);
  const session = (await login.json()) as { token: string; user: { roles: string[] } };
  await page.evaluate(
    ([keys, token, user]) => {
      localStorage.setItem(keys.authToken, token);
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
    },
    [STORAGE_KEYS, session.token, session.user] as const,
  );
  await page.goto(url('/dashboard/messages'));
  const staff = page.getByRole('main');
  const contact = staff.getByRole('article', { name: 'Solar pump for a 40 m well' });
  await expect(contact).toContainText('Youssef Amrani <youssef@example.org>');
  const request = staff.getByRole('article').filter({ hasText: 'hind@example.org' });
  await expect(request).toContainText('My transfer receipt was refused');
  await expect(request.getByRole('link', { name: '+212661234567' })).toHaveAttribute('href', 'tel:+212661234567');

  await request.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(request.getByRole('button', { name: 'Mark as to handle' })).toBeVisible();

  await contact.getByRole('button', { name: 'Reply by e-mail' }).click();
  await contact.getByLabel('Your answer to youssef@example.org').fill('Hello Youssef, the solar pumping course covers it in module 2.');
  await contact.getByRole('button', { name: 'Send the answer' }).click();
  await expect(contact).toContainText('Answered on');
  const reply = await waitForMail((mail) => mail.headers.to === 'youssef@example.org');
  expect(reply.headers.subject).toBe('Re: Solar pump for a 40 m well');
  expect(reply.text).toContain('the solar pumping course covers it in module 2');

  const staffAxe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(staffAxe.violations.map((violation) => violation.id)).toEqual([]);

  // Handled messages leave the default "to handle" list.
  await page.reload();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
});

/** How many drafts the browser keeps (src/data/drafts), read from IndexedDB as the app stores them. */
function draftCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('academy-drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('drafts').objectStore('drafts').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

test('a contact draft survives a reload of its tab only, and is gone once sent', async ({ page, context }) => {
  await useLanguage(page, 'en');
  await page.goto(url('/contact'));
  const message = () => page.getByRole('main').getByLabel(text(en, 'contact.message'));
  // The server's page is live once the app has it: typed before, the text would be the browser's alone.
  await expect(async () => {
    await message().fill('Half written, then the page reloads.');
    await expect.poll(() => draftCount(page), { timeout: 2_000 }).toBe(1);
    await page.reload();
    await expect(message()).toHaveValue('Half written, then the page reloads.', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // Another tab of the same browser starts with an empty form, though the draft is on the device.
  const other = await context.newPage();
  await other.goto(url('/contact'));
  await expect.poll(() => draftCount(other)).toBe(1);
  await expect(other.getByRole('main').getByLabel(text(en, 'contact.message'))).toHaveValue('');
  await other.close();

  const main = page.getByRole('main');
  await main.getByLabel(text(en, 'contact.name')).fill('Draft visitor');
  await main.getByLabel(text(en, 'contact.email')).fill('draft@example.org');
  await main.getByLabel(text(en, 'contact.subject')).fill('Drafts');
  await main.getByRole('button', { name: text(en, 'contact.submit') }).click();
  await expect(main.getByRole('status').filter({ hasText: text(en, 'contact.sent') })).toBeVisible();
  await expect.poll(() => draftCount(page)).toBe(0);
  await page.reload();
  await expect(message()).toHaveValue('');
});

test('the FAQ accordion works with the keyboard alone', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto(url('/faq'));
  const questions = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('button');
  const first = questions.first();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  // A stored language gets the server's page and then the app's render over it: a key pressed on the
  // server's markup does nothing, so the first one is pressed again until the app has it.
  await expect(async () => {
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(questions.last()).toBeFocused();
  await expect(questions.last()).toHaveAttribute('aria-expanded', 'true');
});

test.describe('offline', () => {
  // Its subject: the service worker serves every site page with no network.
  test.use({ serviceWorkers: 'allow' });

  test('every site page renders offline on a repeat visit, and a form sent offline waits in the outbox', async ({ page, context }) => {
    await useLanguage(page, 'en');
    await page.goto(url('/'));
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    for (const { path, title } of PAGES) {
      await page.goto(url(path));
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title('en'));
      await expect(page.getByText(text(en, 'content.failed'))).toHaveCount(0);
    }
    // Long pages have their text, not only their title.
    await page.goto(url('/privacy'));
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

    const main = await sendContactForm(page, ['Offline visitor', 'offline@example.org', 'From the field', 'Written without any network.']);
    await expect(main.getByRole('status').filter({ hasText: text(en, 'forms.queued') })).toBeVisible();
    await page.reload();
    // Handed to the outbox (e2e/outbox.spec.ts follows it to the server); the form is free again.
    await expect(page.getByRole('main').getByLabel(text(en, 'contact.message'))).toHaveValue('');
    await context.setOffline(false);
  });
});

/**
 * Axe reads structure, names, roles and colours: French has English's markup and direction, so axe runs in
 * Arabic (right to left) and English; the French texts themselves are read by screen-texts.spec.ts.
 */
const AXE_LANGUAGES: readonly Language[] = ['ar', 'en'];

for (const language of AXE_LANGUAGES) {
  test(`axe-core finds no violation on the site pages in ${language}`, async ({ page }) => {
    test.setTimeout(120_000);
    await useLanguage(page, language);
    for (const { path, title } of PAGES) {
      await page.goto(url(path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(language));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await revealFooterForms(page);
      if (path === '/faq') await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        `${language} ${path}`,
      ).toEqual([]);
    }
  });
}
