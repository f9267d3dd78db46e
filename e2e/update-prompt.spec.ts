import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverPerFile } from './support/server-per-file';
import { expect, locale, test, text, waitForServiceWorkerControl } from './support/fixtures';
import { DIST } from './support/paths';
import { precompressFile } from '../scripts/lib/precompress';

const strings = locale('en', 'app-update');

/**
 * A second deployment while a learner has the app open: this test serves a copy of the build from
 * its own server, then changes the copy's worker as a new release would.
 */
let staticDir = '';
const { url } = serverPerFile(() => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'academy-release-'));
  cpSync(DIST, staticDir, { recursive: true });
  return { staticDir, env: { SEED_DEMO: '0' } };
});

test.afterAll(() => {
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

test('a new version waits for the learner, who applies it with Reload', async ({ page }) => {
  await page.goto(url('/'));
  await expect(page.getByRole('main')).toBeVisible();
  await waitForServiceWorkerControl(page);
  // A marker that only survives as long as this page is not reloaded.
  await page.evaluate(() => Object.assign(window, { __beforeUpdate: true }));

  // A release is a whole build: the worker changes, and so do the compressed copies the server sends.
  appendFileSync(path.join(staticDir, 'sw.js'), '\n// release 2\n');
  await precompressFile(path.join(staticDir, 'sw.js'));
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });

  const prompt = page.getByRole('status', { name: text(strings, 'label') });
  await expect(prompt).toContainText(text(strings, 'message'));
  // Nothing happened behind the learner's back: same page, old worker still in control.
  expect(await page.evaluate(() => (window as unknown as { __beforeUpdate?: boolean }).__beforeUpdate)).toBe(true);
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: text(strings, 'reload') }).click()]);
  await expect(page.getByRole('main')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __beforeUpdate?: boolean }).__beforeUpdate)).toBeUndefined();
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
    }),
  ).toEqual({ waiting: false, controlled: true });
  await expect(page.getByRole('status', { name: text(strings, 'label') })).toHaveCount(0);
});
