/**
 * Identity end to end, on a server of its own (fresh database with the demo accounts of
 * server/seed/identity.ts): a learner registers, logs in kept, survives reloads online and offline, and
 * logs out (the server forgets the token); an agent meets "access denied" on the admins page without the
 * API being asked; an admin creates an agent who logs in and must replace the temporary password; the
 * registration form mirrors in Arabic.
 */
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../contract/constants';
import { DEMO_ACCOUNTS } from '../server/seed/identity';
import { serverPerFile } from './support/server-per-file';
import { expect, locale, test, text, waitForServiceWorkerControl, WITHOUT_SERVICE_WORKER } from './support/fixtures';
import { DIST } from './support/paths';

// What these screens show; the one test about working offline keeps the service worker (fixtures.ts).
test.use(WITHOUT_SERVICE_WORKER);

const en = {
  auth: locale('en', 'auth'),
  common: locale('en', 'common'),
  profile: locale('en', 'profile'),
  people: locale('en', 'people'),
  dashboard: locale('en', 'dashboard'),
};
const ar = { auth: locale('ar', 'auth'), common: locale('ar', 'common') };
// Error codes are flat keys with dots in them, so they are read directly rather than as paths.
const arErrors = locale('ar', 'errors') as Record<string, string>;

const account = (role: 'admin' | 'agent' | 'client') => {
  const found = DEMO_ACCOUNTS.find((demo) => demo.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};

// E2E_STATIC_DIR lets a run use a build of its own instead of dist/.
const { url } = serverPerFile({ staticDir: process.env.E2E_STATIC_DIR ?? DIST });

async function useLanguage(page: Page, language: 'en' | 'ar') {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.language, language] as const);
}

const nav = (page: Page) => page.getByRole('navigation', { name: text(en.common, 'nav.label') });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
// The cards of the pages a role may open (the staff home's figures link to some of the same pages).
const staffLink = (page: Page, path: string) =>
  page.getByRole('main').locator(`[aria-labelledby="dashboard-staff-title"] a[href="${path}"]`);

async function logIn(page: Page, email: string, password: string, remember = false) {
  await page.goto(url('/login'));
  const main = page.getByRole('main');
  await main.getByLabel(text(en.auth, 'login.email'), { exact: true }).fill(email);
  await main.getByLabel(text(en.auth, 'login.password'), { exact: true }).fill(password);
  if (remember) await main.getByLabel(text(en.auth, 'login.remember')).check();
  await main.getByRole('button', { name: text(en.auth, 'login.submit'), exact: true }).click();
}

async function logOut(page: Page) {
  await nav(page)
    .getByRole('button', { name: text(en.common, 'nav.account') })
    .click();
  await nav(page)
    .getByRole('button', { name: text(en.common, 'nav.logout') })
    .click();
  const dialog = page.getByRole('dialog', { name: text(en.profile, 'logout.title') });
  await dialog.getByRole('button', { name: text(en.profile, 'logout.confirm') }).click();
  await expect(nav(page).getByRole('link', { name: text(en.common, 'nav.login') })).toBeVisible();
}

test.describe('offline', () => {
  // Its subject includes staying signed in offline, which the service worker makes possible.
  test.use({ serviceWorkers: 'allow' });

  test('a learner registers, stays logged in across reloads and offline, then logs out', async ({ page, context }) => {
    // Registration, two sign-ins' worth of scrypt and the service worker's first precache, beside another spec file.
    test.setTimeout(120_000);
    await useLanguage(page, 'en');
    const email = `learner-${Date.now()}@example.org`;
    const password = 'my-own-password';

    await page.goto(url('/register'));
    const form = page.getByRole('main');
    await form.getByLabel(text(en.auth, 'register.firstName')).fill('Khadija');
    await form.getByLabel(text(en.auth, 'register.lastName')).fill('Benali');
    await form.getByLabel(text(en.auth, 'register.email')).fill(email);
    await form.getByLabel(text(en.auth, 'register.phone')).fill('06 61 23 45 67');
    await form.getByLabel(text(en.auth, 'register.password'), { exact: true }).fill(password);
    await form.getByLabel(text(en.auth, 'register.passwordConfirmation')).fill(password);
    await form.getByRole('button', { name: text(en.auth, 'register.submit') }).click();
    await expect(page.getByText(text(en.auth, 'register.created'))).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('main').getByLabel(text(en.auth, 'login.email'), { exact: true })).toHaveValue(email);

    const main = page.getByRole('main');
    await main.getByLabel(text(en.auth, 'login.password'), { exact: true }).fill(password);
    await main.getByLabel(text(en.auth, 'login.remember')).check();
    await main.getByRole('button', { name: text(en.auth, 'login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(h1(page)).toHaveText(text(en.dashboard, 'title'));
    const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
    expect(token).toBeTruthy();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.role)).toBe('client');

    await page.reload();
    await expect(h1(page)).toHaveText(text(en.dashboard, 'title'));
    await expect(page.getByText('Hello Khadija')).toBeVisible();

    // Offline: the stored session holds (GET /api/me fails on the network, which is not a logout).
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await expect(h1(page)).toHaveText(text(en.dashboard, 'title'));
    await page.goto(url('/profile'));
    await expect(h1(page)).toHaveText(text(en.profile, 'title'));
    await expect(page.getByText(/Khadija Benali/)).toBeVisible();
    await expect(page.getByRole('tab', { name: text(en.profile, 'tabs.password') })).toBeVisible();
    await context.setOffline(false);

    await logOut(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken)).toBeNull();
    const me = await page.request.get(url('/api/me'), { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
    await page.goto(url('/profile'));
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('an agent sees "access denied" on /dashboard/admins and the API is not asked', async ({ page }) => {
  await useLanguage(page, 'en');
  const agent = account('agent');
  await logIn(page, agent.email, agent.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Staff navigation shows what an agent may open, and only that.
  await expect(staffLink(page, '/dashboard/clients')).toBeVisible();
  await expect(staffLink(page, '/dashboard/admins')).toHaveCount(0);
  await expect(staffLink(page, '/dashboard/agents')).toHaveCount(0);

  const adminCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/')) adminCalls.push(request.url());
  });
  await page.goto(url('/dashboard/admins'));
  await expect(h1(page)).toHaveText(text(en.common, 'pages.accessDenied'));
  await page.goto(url('/dashboard/agents'));
  await expect(h1(page)).toHaveText(text(en.common, 'pages.accessDenied'));
  expect(adminCalls).toEqual([]);

  // The clients page is theirs to view, without management buttons.
  await page.goto(url('/dashboard/clients'));
  await expect(h1(page)).toHaveText(text(en.common, 'pages.clients'));
  await expect(page.getByRole('cell', { name: account('client').email })).toBeVisible();
  await expect(page.getByRole('button', { name: text(en.people, 'actions.disable') })).toHaveCount(0);
});

test('an admin creates an agent, who logs in and must choose a password first', async ({ page }) => {
  await useLanguage(page, 'en');
  const admin = account('admin');
  const email = `agent-${Date.now()}@example.org`;
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(url('/dashboard/agents'));
  await expect(h1(page)).toHaveText(text(en.common, 'pages.agents'));
  await page.getByRole('button', { name: text(en.people, 'create.openAgent') }).click();
  const dialog = page.getByRole('dialog', { name: text(en.people, 'create.titleAgent') });
  await dialog.getByLabel(text(en.people, 'fields.firstName')).fill('Omar');
  await dialog.getByLabel(text(en.people, 'fields.lastName')).fill('Haddad');
  await dialog.getByLabel(text(en.people, 'fields.email')).fill(email);
  const temporary = await dialog.getByLabel(text(en.people, 'fields.temporaryPassword')).inputValue();
  expect(temporary).toHaveLength(12);
  await dialog.getByRole('button', { name: text(en.people, 'create.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: temporary })).toBeVisible();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await logOut(page);

  await logIn(page, email, temporary);
  await expect(page).toHaveURL(/\/profile\?tab=password$/);
  await expect(page.getByText(text(en.profile, 'password.mustChange'))).toBeVisible();
  // Every other page leads back here until the password is changed.
  await page.goto(url('/dashboard'));
  await expect(page).toHaveURL(/\/profile\?tab=password$/);

  const panel = page.getByRole('tabpanel');
  await panel.getByLabel(text(en.profile, 'password.current')).fill(temporary);
  await panel.getByLabel(text(en.profile, 'password.new'), { exact: true }).fill('omar-chose-this');
  await panel.getByLabel(text(en.profile, 'password.confirmation')).fill('omar-chose-this');
  await panel.getByRole('button', { name: text(en.profile, 'password.submit') }).click();
  await expect(page.getByText(text(en.profile, 'password.changed'))).toBeVisible();

  await page.goto(url('/dashboard'));
  await expect(h1(page)).toHaveText(text(en.dashboard, 'title'));
  await expect(staffLink(page, '/dashboard/clients')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key) ?? sessionStorage.getItem(key), STORAGE_KEYS.role)).toBe('agent');
});

test('registration in Arabic mirrors and completes', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await useLanguage(page, 'ar');
  await page.goto(url('/register'));
  await expect(h1(page)).toHaveText(text(ar.auth, 'register.title'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  const main = page.getByRole('main');
  const firstName = main.getByLabel(text(ar.auth, 'register.firstName'));
  const lastName = main.getByLabel(text(ar.auth, 'register.lastName'));
  expect(await main.locator('form').evaluate((form) => getComputedStyle(form).direction)).toBe('rtl');
  // Right to left: the first field of the row sits on the right, and a label starts at its field's right edge.
  const first = await firstName.boundingBox();
  const last = await lastName.boundingBox();
  const label = await main.getByText(text(ar.auth, 'register.firstName'), { exact: true }).boundingBox();
  if (!first || !last || !label) throw new Error('fields not laid out');
  expect(first.x).toBeGreaterThan(last.x);
  expect(Math.abs(label.x + label.width - (first.x + first.width))).toBeLessThan(4);

  await firstName.fill('فاطمة');
  await lastName.fill('الزهراء');
  await main.getByLabel(text(ar.auth, 'register.email')).fill(`fatima-${Date.now()}@example.org`);
  await main.getByLabel(text(ar.auth, 'register.phone')).fill('0712345678');
  await main.getByLabel(text(ar.auth, 'register.password'), { exact: true }).fill('kalimat-sir-123');
  // A mismatch is reported in Arabic, on its field, when leaving it.
  const confirmation = main.getByLabel(text(ar.auth, 'register.passwordConfirmation'));
  await confirmation.fill('other-password');
  await confirmation.blur();
  await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByText(arErrors['registration.password_mismatch'] ?? '-', { exact: true })).toBeVisible();
  await confirmation.fill('kalimat-sir-123');
  await main.getByRole('button', { name: text(ar.auth, 'register.submit') }).click();
  await expect(page.getByText(text(ar.auth, 'register.created'))).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(h1(page)).toHaveText(text(ar.auth, 'login.title'));
});
