/**
 * Staff lists and the profile tabs on a 390 × 844 phone, in Arabic and English:
 * every action button of /dashboard/clients, /agents and /admins and every profile tab lies inside the
 * screen (nothing behind a sideways scroller), each card cell shows its column's label, and the page
 * itself never scrolls sideways. On a wide screen the same list is still a table with column headers.
 * Sessions are seeded through the API, as the other specs do; runs on the Playwright web server.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../server/seed/identity';
import { expect, locale, test, text, WITHOUT_SERVICE_WORKER } from './support/fixtures';
import { ROOT } from './support/paths';
import { seedSessionOnLoad } from './support/seed-session';

// What these screens show, not working offline (fixtures.ts).
test.use(WITHOUT_SERVICE_WORKER);

const SCREENS = `${ROOT}/test-results/screens`;
const PHONE = { width: 390, height: 844 };
const LANGUAGES = ['ar', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
const people = { ar: locale('ar', 'people'), en: locale('en', 'people') };
const profile = { ar: locale('ar', 'profile'), en: locale('en', 'profile') };

const account = (role: 'admin' | 'client') => {
  const found = DEMO_ACCOUNTS.find((demo) => demo.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};

/** Signs in through the API and leaves the session where the login screen leaves it. */
async function signIn(page: Page, role: 'admin' | 'client', language: Language) {
  const { email, password } = account(role);
  const login = await page.request.post('/api/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const session = (await login.json()) as { token: string; user: unknown };
  await seedSessionOnLoad(page, session, language);
}

/** The page must not scroll sideways: whatever is wider than the screen would be out of reach. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

async function expectInsideScreen(page: Page, what: string, boxes: ({ x: number; width: number } | null)[]) {
  expect(boxes.length, `${what}: some to check`).toBeGreaterThan(0);
  for (const [index, box] of boxes.entries()) {
    expect(box, `${what} ${index} is rendered`).not.toBeNull();
    expect(box?.x ?? -1, `${what} ${index} starts on screen`).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? PHONE.width + 1), `${what} ${index} ends on screen`).toBeLessThanOrEqual(PHONE.width);
  }
}

test.beforeAll(async ({ request }) => {
  // A client with a long Latin e-mail and an Arabic name: the widest row a card has to hold.
  const password = 'phone-layout-2025';
  const registered = await request.post('/api/register', {
    data: {
      first_name: 'عبد الرحمن',
      last_name: 'بنجلون',
      email: `abderrahmane.benjelloun.cooperative-${Date.now().toString(36)}@example.org`,
      phone: '0661234567',
      password,
      password_confirmation: password,
    },
  });
  expect(registered.status()).toBe(201);
});

for (const language of LANGUAGES) {
  test(`staff lists become cards with every action on a phone (${language})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'admin', language);
    const labels = people[language];
    const columns = ['name', 'email', 'phone', 'roles', 'status', 'memberSince', 'actions'].map((key) => text(labels, `columns.${key}`));

    for (const path of ['/dashboard/clients', '/dashboard/agents', '/dashboard/admins']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      const table = page.getByRole('main').getByRole('table');
      await expect(table).toBeVisible();
      const rows = table.locator('tbody tr');
      await expect(rows.first()).toBeVisible();
      const rowCount = await rows.count();

      // Every action button of every row is inside the screen, with nothing to scroll sideways.
      const buttons = table.locator('tbody').getByRole('button');
      expect(await buttons.count(), path).toBe(rowCount * 3);
      await expectInsideScreen(page, `${path} action`, await Promise.all((await buttons.all()).map((button) => button.boundingBox())));
      await expectInsideScreen(page, `${path} row`, await Promise.all((await rows.all()).map((row) => row.boundingBox())));
      await expectNoSidewaysScroll(page);

      // No header row above the cards (they carry their labels), and each cell says which column it belongs to.
      for (const header of await table.locator('thead th').all()) await expect(header).toBeHidden();
      const shown = await rows
        .first()
        .evaluate((row) => [...row.children].map((cell) => getComputedStyle(cell, '::before').content.replace(/^"|"$/g, '')));
      expect(shown, path).toEqual(columns);
    }

    // The learners' devices list uses the same pattern; its sort buttons stay above the cards.
    await page.goto('/dashboard/learners');
    const devices = page.getByRole('main').getByRole('table');
    await expect(devices.locator('tbody tr').first()).toBeVisible();
    const sorters = devices.locator('thead').getByRole('button');
    await expect(sorters).toHaveCount(3);
    await expectInsideScreen(page, 'sort button', await Promise.all((await sorters.all()).map((button) => button.boundingBox())));
    await expectInsideScreen(
      page,
      'device row',
      await Promise.all((await devices.locator('tbody tr').all()).map((row) => row.boundingBox())),
    );
    await expectNoSidewaysScroll(page);
    if (language === 'ar') await page.screenshot({ path: `${SCREENS}/dashboard-learners-ar-390.png`, fullPage: true });

    await page.goto('/dashboard/clients');
    await expect(page.getByRole('main').getByRole('table').locator('tbody tr').first()).toBeVisible();
    if (language === 'ar') await page.screenshot({ path: `${SCREENS}/dashboard-clients-ar-390.png`, fullPage: true });
  });
}

test('on a wide screen the staff list is still a table with its column headers', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin', 'en');
  await page.goto('/dashboard/clients');
  const table = page.getByRole('main').getByRole('table');
  const headers = table.getByRole('columnheader');
  await expect(headers).toHaveCount(7);
  await expect(headers.first()).toBeVisible();
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  // A row is one line of cells again, and no cell repeats its column's name.
  const layout = await table
    .locator('tbody tr')
    .first()
    .evaluate((row) => ({
      display: getComputedStyle(row).display,
      labels: [...row.children].map((cell) => getComputedStyle(cell, '::before').content),
    }));
  expect(layout.display).toBe('table-row');
  expect(layout.labels.every((content) => content === 'none' || content === 'normal')).toBe(true);
});

for (const language of LANGUAGES) {
  test(`all five profile tabs are on screen and reachable by keyboard on a phone (${language})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'client', language);
    await page.goto('/profile');
    const labels = profile[language];
    const tablist = page.getByRole('tablist', { name: text(labels, 'tabs.label') });
    const names = ['profile', 'formations', 'certificates', 'password', 'logout'].map((key) => text(labels, `tabs.${key}`));
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveText(names);

    // Whole, inside the screen, and not cut by a scroller: each tab's box is its full label's box.
    await expectInsideScreen(page, 'tab', await Promise.all((await tabs.all()).map((tab) => tab.boundingBox())));
    for (const tab of await tabs.all()) {
      const clipped = await tab.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      expect(clipped).toBe(false);
    }
    await expectNoSidewaysScroll(page);
    if (language === 'ar') await page.screenshot({ path: `${SCREENS}/profile-ar-390.png` });

    // Arrow keys walk the tabs in reading order: the next tab is on the left in Arabic.
    const next = language === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    await tabs.first().focus();
    for (const name of names.slice(1)) {
      await page.keyboard.press(next);
      const selected = tablist.getByRole('tab', { name, exact: true });
      await expect(selected).toHaveAttribute('aria-selected', 'true');
      await expect(selected).toBeFocused();
    }
    await page.keyboard.press('Home');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
  });
}
