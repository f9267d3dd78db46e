/**
 * The outbox end to end in Chromium, on a server of its own: a learner goes offline, sends the
 * contact form and a newsletter sign-up, reloads twice, comes back online, and each write reaches the
 * server exactly once; /sync shows them waiting, then gone. A write the server refuses shows its
 * translated reason on /sync and can be removed.
 */
import type { Page } from '@playwright/test';
import type { PublicStats, StaffMessagePage } from '../contract/site';
import { DEMO_ACCOUNTS } from '../server/seed/identity';
import { serverPerFile } from './support/server-per-file';
import { expect, locale, revealFooterForms, test, text, waitForServiceWorkerControl } from './support/fixtures';
import { DIST } from './support/paths';
import { seedSession } from './support/seed-session';

const site = locale('en', 'site');
const sync = locale('en', 'sync');
const errors = locale('en', 'errors') as Record<string, string>;

// OUTBOX_E2E_DIST: a build elsewhere, so this file can run while another suite uses dist/.
const { url } = serverPerFile({ staticDir: process.env.OUTBOX_E2E_DIST ?? DIST });

function account(role: 'client' | 'agent') {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
}

async function apiToken(page: Page, role: 'client' | 'agent'): Promise<{ token: string; user: { id: string } }> {
  const { email, password } = account(role);
  const response = await page.request.post(url('/api/login'), { data: { email, password } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { token: string; user: { id: string } };
}

/** Signs the learner in the way the login screen leaves it (kept logged in). */
async function signInLearner(page: Page): Promise<string> {
  const session = await apiToken(page, 'client');
  await seedSession(page, session);
  return session.user.id;
}

/** Contact messages with this subject, as staff see them. */
async function staffMessagesWith(page: Page, subject: string): Promise<number> {
  const { token } = await apiToken(page, 'agent');
  const response = await page.request.get(url('/api/admin/messages?per_page=100'), { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as StaffMessagePage;
  return body.data.filter((message) => message.subject === subject).length;
}

async function subscribers(page: Page): Promise<number> {
  const response = await page.request.get(url('/api/stats/public'));
  expect(response.ok()).toBe(true);
  return ((await response.json()) as PublicStats).subscribers;
}

test('offline contact and newsletter wait in the outbox across reloads, then arrive once', async ({ page, context }) => {
  test.setTimeout(120_000);
  const subject = `Offline question ${Date.now()}`;
  const before = await subscribers(page);

  await page.goto(url('/'));
  await signInLearner(page);
  await page.reload();
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await page.goto(url('/contact'));
  const main = page.getByRole('main');
  await main.getByLabel(text(site, 'contact.name')).fill('Fatima Learner');
  await main.getByLabel(text(site, 'contact.email')).fill('learner@academy.local');
  await main.getByLabel(text(site, 'contact.subject')).fill(subject);
  await main.getByLabel(text(site, 'contact.message')).fill('Written in the field, without any network.');
  await main.getByRole('button', { name: text(site, 'contact.submit') }).click();
  await expect(main.getByRole('status').filter({ hasText: text(site, 'forms.queued') })).toBeVisible();

  const footer = await revealFooterForms(page);
  const newsletter = footer.getByRole('region', { name: text(site, 'newsletter.title') });
  await newsletter.getByLabel(text(site, 'newsletter.email'), { exact: true }).fill('field.farmer@example.org');
  await newsletter.getByRole('button', { name: text(site, 'newsletter.submit') }).click();
  await expect(newsletter.getByRole('status').filter({ hasText: text(site, 'forms.queued') })).toBeVisible();

  // Two reloads while offline: the writes live in IndexedDB, not in the page.
  await page.reload();
  await page.reload();
  await page.goto(url('/sync'));
  const status = page.getByRole('main');
  await expect(status.getByRole('heading', { level: 1 })).toHaveText(text(sync, 'title'));
  await expect(status.getByText(text(sync, 'connection.offline'))).toBeVisible();
  const waiting = status.getByRole('region', { name: text(sync, 'pending.heading') });
  await expect(waiting.getByRole('listitem')).toHaveCount(2);
  await expect(waiting.getByText(text(sync, 'kinds.contact'))).toBeVisible();
  await expect(waiting.getByText(text(sync, 'kinds.newsletter'))).toBeVisible();
  // The navbar badge counts them too.
  await expect(page.getByRole('link', { name: '2 changes waiting to be sent' })).toBeVisible();
  expect(await staffMessagesWith(page, subject)).toBe(0);

  await context.setOffline(false);
  await expect(waiting.getByText(text(sync, 'pending.empty'))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: /changes? waiting to be sent/ })).toHaveCount(0);

  expect(await staffMessagesWith(page, subject)).toBe(1);
  expect(await subscribers(page)).toBe(before + 1);
  // Once more online, with "sync now": nothing is sent twice.
  await page.reload();
  await status.getByRole('button', { name: text(sync, 'syncNow') }).click();
  await expect(status.getByText(text(sync, 'synced'))).toBeVisible();
  expect(await staffMessagesWith(page, subject)).toBe(1);
  expect(await subscribers(page)).toBe(before + 1);
});

test('a write the server refuses shows its reason on /sync, and can be removed', async ({ page }) => {
  await page.goto(url('/'));
  const userId = await signInLearner(page);
  await page.goto(url('/sync'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(sync, 'title'));

  // A row as an older version of the app could have left it: a contact message the server now refuses.
  await page.evaluate(async (owner) => {
    const open = indexedDB.open(`academy-user-${owner}`);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const id = `${Date.now()
      .toString(16)
      .padStart(12, '0')
      .replace(/^(.{8})(.{4})$/, '$1-$2')}-7000-8000-000000000001`;
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction('outbox', 'readwrite');
      transaction.objectStore('outbox').add({
        id,
        kind: 'contact',
        request: {
          method: 'POST',
          path: 'contact',
          body: { name: 'Old app', email: 'not-an-address', subject: 'x', message: 'y' },
          files: [],
        },
        created_at: new Date().toISOString(),
        attempts: 0,
        next_attempt_at: 0,
        status: 'pending',
        last_error: null,
        user_id: owner,
        claimed_by: null,
        claimed_at: null,
      });
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    });
    db.close();
  }, userId);

  await page.getByRole('button', { name: text(sync, 'syncNow') }).click();
  const refused = page.getByRole('region', { name: text(sync, 'rejected.heading') });
  await expect(refused.getByText(text(sync, 'rejected.reason').replace('{{reason}}', errors['validation.failed'] ?? ''))).toBeVisible({
    timeout: 20_000,
  });
  await expect(refused.getByText(text(sync, 'kinds.contact'))).toBeVisible();
  await expect(page.getByRole('link', { name: '1 change refused: open the sync status' })).toBeVisible();

  await refused.getByRole('button', { name: text(sync, 'rejected.discard') }).click();
  await expect(refused.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /refused/ })).toHaveCount(0);
});
