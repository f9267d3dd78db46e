/**
 * The API reference page: Swagger UI at /api/docs, served from the package (no CDN), under the
 * server's strict Content-Security-Policy. It lists the operations of the OpenAPI document, logs no error
 * and breaks no CSP rule, and the app's service worker never answers it with the SPA shell, on the first
 * visit and on a reload alike.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForServiceWorkerControl } from './support/fixtures';

/** Console errors, uncaught exceptions and CSP violations (the browser reports each as an event too). */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return problems;
}

async function expectReference(page: Page) {
  await expect(page).toHaveTitle(/Swagger UI/);
  // The SPA shell has a #root; the reference page has Swagger UI's own mount point.
  await expect(page.locator('#root')).toHaveCount(0);
  // Swagger UI draws after it has fetched and parsed the whole document: on a busy two-core machine that
  // took more than the default 10 s once in CI (after the reload; the heading was there just after).
  await expect(page.getByRole('heading', { level: 1, name: /Agri Academy API/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 3 }).getByRole('link', { name: 'health', exact: true })).toBeVisible();
  await expect(healthOperation(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Authorize' })).toBeVisible();
}

const healthOperation = (page: Page) => page.getByRole('button', { name: /^GET \/api\/health Liveness/ });

test('the API reference page lists the operations under the CSP, past the service worker and on reload', async ({ page }) => {
  // The service worker precaches the whole app first: slow on a busy two-core machine.
  test.setTimeout(180_000);
  const problems = await watchProblems(page);

  // The app first, so its service worker controls the origin when the reference page is opened.
  await page.goto('/');
  await waitForServiceWorkerControl(page);

  const first = await page.goto('/api/docs');
  expect(first?.status()).toBe(200);
  expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expectReference(page);

  // Opening one operation renders its responses, error codes included.
  await healthOperation(page).click();
  await expect(page.locator('.opblock.is-open .responses-table')).toContainText('200');

  await page.reload();
  await expectReference(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  expect(problems).toEqual([]);
});
