/**
 * Every route opened directly by its address: typed, reloaded or shared, so the app starts
 * cold on that page: no service worker (blocked), no in-app navigation before it. Every route signed
 * out, as a learner and as staff in Arabic (the language that breaks layouts and mirrors), and the
 * public, server-rendered routes signed out in French and English too. Any React error (console error
 * or uncaught exception), error page or not-found page on a real route fails the test, naming the route.
 * The signed-in screens in French and English are rendered by tests/app/signed-in-routes.test.tsx: the
 * same checks without 120 cold browser loads.
 */
import type { Browser, BrowserContext, ConsoleMessage, Page } from '@playwright/test';
import { STORAGE_KEYS } from '../contract/constants';
import { publicRoutes, sessionRoutes, staffRoutes } from './support/app-routes';
import { expect, locale, test, text } from './support/fixtures';

type Language = 'ar' | 'fr' | 'en';
type Role = 'visitor' | 'learner' | 'staff';

const LANGUAGES: readonly Language[] = ['ar', 'fr', 'en'];
/** Tabs opening routes at once in each context: the waits (server, IndexedDB) overlap on a 2-core machine. */
const TABS = 3;
const ACCOUNTS = {
  learner: { email: 'learner@academy.local', password: 'learner-demo-2025' },
  // An admin sees every staff route, the admin-only ones included.
  staff: { email: 'admin@academy.local', password: 'admin-demo-2025' },
} as const;

interface Visit {
  path: string;
  /** Where the visit must end: the route itself, or /login for a guarded route signed out. */
  lands: RegExp;
}

function visitsFor(role: Role, language: Language, course: string): Visit[] {
  // A page may add its own query (the study view names the lesson it opened).
  const at = (path: string): Visit => ({ path, lands: new RegExp(`${path.replace(/[/\\^$.*+?()[\]{}|]/g, '\\$&')}(\\?.*)?$`) });
  const toLogin = (path: string): Visit => ({ path, lands: /\/login$/ });
  if (role === 'visitor') {
    // The guards' redirect does not depend on the language (and /login is opened in each): once is enough.
    const guarded = language === 'ar' ? [...sessionRoutes(course), ...staffRoutes(course)].map(toLogin) : [];
    return [...publicRoutes(course).map(at), ...guarded];
  }
  // Signed in, /login has nothing to ask and moves on to the dashboard.
  const signedIn = (path: string): Visit => (path === '/login' ? { path, lands: /\/dashboard$/ } : at(path));
  if (role === 'learner') return [...publicRoutes(course), ...sessionRoutes(course)].map(signedIn);
  return [...staffRoutes(course), '/dashboard', '/profile', `/course/${course}/quiz`, `/course/${course}/nocertificate`].map(at);
}

let course = '';
const sessions: Partial<Record<Role, { token: string; user: unknown }>> = {};

test.beforeAll(async ({ baseURL }) => {
  const list = (await (await fetch(`${baseURL}/api/formations?per_page=1`)).json()) as { data: { id: string }[] };
  course = list.data[0]?.id ?? '';
  expect(course).not.toBe('');
  for (const role of ['learner', 'staff'] as const) {
    const response = await fetch(`${baseURL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ACCOUNTS[role]),
    });
    expect(response.ok).toBe(true);
    sessions[role] = (await response.json()) as { token: string; user: unknown };
  }
});

/** One context per role and language: cold loads (no service worker), the language chosen, the session stored. */
async function openContext(browser: Browser, baseURL: string, role: Role, language: Language): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'X-Country-Code': 'GB' },
  });
  const session = role === 'visitor' ? null : (sessions[role] ?? null);
  await context.addInitScript(
    ([keys, chosen, stored]) => {
      localStorage.setItem(keys.language, chosen);
      localStorage.setItem(keys.cookieConsent, 'declined');
      if (stored) {
        localStorage.setItem(keys.authToken, stored.token);
        localStorage.setItem(keys.token, stored.token);
        localStorage.setItem(keys.user, JSON.stringify(stored.user));
      }
    },
    [STORAGE_KEYS, language, session] as const,
  );
  if (session) {
    // The session check answers only once the page is on screen, as on a slow link: the page then renders
    // first with the session still loading and must take the session's arrival without a render loop.
    await context.route(/\/api\/me$/, async (route) => {
      await route
        .request()
        .frame()
        .page()
        .locator('#start-loader')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await route.fallback();
    });
  }
  return context;
}

/** How long a page may take to settle once its heading is up: a test of what it shows, not of its speed. */
const SETTLE_MS = 30_000;

/** The browser's own log of a 4xx answer (a certificate code that does not exist) is not an app error. */
function isAppError(message: ConsoleMessage): boolean {
  return message.type() === 'error' && !/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text());
}

/** Opens `visit` by address and returns what went wrong, or nothing. */
async function open(page: Page, visit: Visit, language: Language, signedIn: boolean): Promise<string[]> {
  const common = locale(language, 'common');
  const failed = new Set([text(common, 'chunkError.title'), text(common, 'crashError.title'), text(common, 'pages.notFound')]);
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (isAppError(message)) problems.push(`console: ${message.text().split('\n')[0]}`);
  };
  const onPageError = (error: Error) => problems.push(`pageerror: ${error.message.split('\n')[0]}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    // The stored session is checked once per start (GET /api/me): a loop may start when it answers.
    const sessionChecked = signedIn ? page.waitForResponse((response) => response.url().endsWith('/api/me')) : null;
    await page.goto(visit.path, { waitUntil: 'commit' });
    await sessionChecked;
    // A cold start with three tabs on a busy 2-core machine took over 10 s to reach the guard's redirect
    // (in CI the login page was up just after the wait gave up), so each wait has the settle budget.
    await expect(page).toHaveURL(visit.lands, { timeout: SETTLE_MS });
    const main = page.locator('main');
    await expect(page.locator('#start-loader')).toHaveCount(0, { timeout: SETTLE_MS });
    // Settled: the page's heading is up and nothing in it is still loading. The staff editor loads a
    // 90 KB chunk, then the quiz editor's, then their reads: with three tabs on a busy 2-core machine
    // that took 15 s in CI (the trace showed every request answered, each seconds after the last).
    await expect(main.locator('h1')).toBeVisible({ timeout: SETTLE_MS });
    await expect(main.locator('.spinner')).toHaveCount(0, { timeout: SETTLE_MS });
    const heading = (await main.locator('h1').innerText()).trim();
    if (failed.has(heading)) problems.push(`error page: "${heading}"`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  } catch (error) {
    // Which wait gave up, and what the page showed then: enough to tell a slow sync from a broken page.
    const lines = (error as Error).message.split('\n');
    const waitedFor = lines.find((line) => line.trim().startsWith('Locator:'))?.trim() ?? '';
    const shown = (
      await page
        .locator('main')
        .innerText({ timeout: 1_000 })
        .catch(() => '')
    )
      .replace(/\s+/g, ' ')
      .slice(0, 160);
    problems.push(`did not settle: ${lines[0]} ${waitedFor}; main showed "${shown}"`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  return problems.map((problem) => `${visit.path}: ${problem}`);
}

test.describe('every route opened directly by its address', () => {
  for (const role of ['visitor', 'learner', 'staff'] as const) {
    for (const language of role === 'visitor' ? LANGUAGES : (['ar'] as const)) {
      test(`${role}, ${language}`, async ({ browser, baseURL }) => {
        // Twenty-odd cold loads in one test: on a busy 2-core machine one load can take seconds.
        test.setTimeout(180_000);
        const context = await openContext(browser, baseURL ?? '', role, language);
        try {
          // A few tabs side by side, each opening its share of the routes one after the other.
          const queue = visitsFor(role, language, course);
          const problems: string[] = [];
          const lane = async () => {
            const page = await context.newPage();
            for (let visit = queue.shift(); visit; visit = queue.shift())
              problems.push(...(await open(page, visit, language, role !== 'visitor')));
          };
          await Promise.all(Array.from({ length: TABS }, lane));
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
