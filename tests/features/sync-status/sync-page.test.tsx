// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicDb } from '../../../src/data/db';
import { anonymousOutboxDb } from '../../../src/data/outbox/anonymous-outbox-db';
import { enqueue } from '../../../src/data/outbox/enqueue';
import { emptySyncState } from '../../../src/data/sync-state';
import { openUserDb } from '../../../src/data/user-db';
import { Navbar } from '../../../src/app/navbar';
import { OutboxBadge } from '../../../src/features/sync-status/components/outbox-badge';
import { Component as SyncPage } from '../../../src/features/sync-status/routes/sync';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { setSignedIn, setSignedOut } from '../../../src/lib/session';
import { json, problem, stubApi, type Sent } from '../catalogue/support';

const runtime = vi.hoisted(() => ({
  syncOutboxNow: vi.fn(async () => undefined),
  startOutbox: vi.fn(),
}));
vi.mock('../../../src/data/outbox/outbox-runtime', () => ({ startOutbox: runtime.startOutbox, syncOutboxNow: runtime.syncOutboxNow }));

configure({ asyncUtilTimeout: 8000 });

const LEARNER = {
  id: '0190eeee-0000-7000-8000-000000000001',
  first_name: 'Khadija',
  last_name: 'Benali',
  email: 'khadija@example.ma',
  phone: '+212661234567',
  member_since: '2025-01-01T00:00:00.000Z',
  roles: ['client' as const],
};

function renderAt(element: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/sync', element: <p>sync page</p> },
    ],
    { initialEntries: ['/'] },
  );
  return render(
    <Suspense fallback={<p>loading</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
}

const db = () => openUserDb(LEARNER.id);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['sync', 'errors', 'common']);
});
let sent: Sent[];
beforeEach(async () => {
  sent = stubApi(() => json(404, problem(404, 'http.not_found')));
  setSignedIn('token-1', LEARNER);
  await Promise.all([
    db().outbox.clear(),
    db().sync_state.clear(),
    db().outbox_state.clear(),
    anonymousOutboxDb().outbox.clear(),
    publicDb().sync_state.clear(),
  ]);
  runtime.syncOutboxNow.mockClear();
  runtime.startOutbox.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSignedOut();
});

describe('/sync', () => {
  it('lists waiting changes with kind, age and attempts, the last pulls and the last push', async () => {
    await enqueue(db(), { kind: 'contact', path: 'contact', body: {}, userId: LEARNER.id, now: minutesAgo(5) });
    const second = await enqueue(db(), { kind: 'enrollment', path: 'enrollments', body: {}, userId: LEARNER.id, now: minutesAgo(2) });
    await db().outbox.update(second.id, { attempts: 3, last_error: 'network.error', next_attempt_at: Date.now() + 60_000 });
    await enqueue(anonymousOutboxDb(), { kind: 'newsletter', path: 'newsletter', body: {}, userId: null, now: minutesAgo(1) });
    await publicDb().sync_state.put({ ...emptySyncState('catalogue'), synced_at: minutesAgo(60).toISOString() });
    await db().sync_state.put({ ...emptySyncState('me'), synced_at: minutesAgo(3).toISOString(), error_code: 'server.error' });
    await db().outbox_state.put({ key: 'last_push', at: minutesAgo(10).toISOString() });

    renderAt(<SyncPage />);
    const waiting = await screen.findByRole('region', { name: 'Waiting to be sent' });
    const items = await within(waiting).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/message|enrollment|sign-up/i).textContent)).toEqual([
      'Contact message',
      'Course enrollment',
      'Newsletter sign-up',
    ]);
    expect(items[0]).toHaveTextContent('Saved 5 minutes ago');
    expect(items[0]).toHaveTextContent('0 attempts');
    expect(items[1]).toHaveTextContent('3 attempts');
    expect(items[1]).toHaveTextContent('Waiting for a connection');
    expect(items[1]).toHaveTextContent(/Next try at \d{1,2}:\d{2}/);
    // A row never tried yet has nothing to say about a last try.
    expect(items[0]).toHaveAttribute('data-last-try', 'none');

    const pulls = screen.getByRole('region', { name: 'Last successful sync' });
    expect(within(pulls).getByText('Course catalogue').nextElementSibling).toHaveTextContent('1 hour ago');
    expect(within(pulls).getByText('Your courses and progress').nextElementSibling).toHaveTextContent('3 minutes ago');
    expect(within(pulls).getByText('Your courses and progress').nextElementSibling).toHaveTextContent('Last attempt failed:');
    expect(within(pulls).getByText('Your changes sent').nextElementSibling).toHaveTextContent('10 minutes ago');
  });

  it('says when nothing waits, and updates live when a change is added', async () => {
    renderAt(<SyncPage />);
    const waiting = await screen.findByRole('region', { name: 'Waiting to be sent' });
    expect(await within(waiting).findByText('Nothing is waiting: everything has reached the academy.')).toBeInTheDocument();
    await enqueue(db(), { kind: 'rating', path: 'x', body: {}, userId: LEARNER.id });
    expect(await within(waiting).findByText('Course rating')).toBeInTheDocument();
  });

  it('shows a refused change with its translated reason and offers only "Remove", which a retry could not fix', async () => {
    const refused = await enqueue(db(), { kind: 'enrollment', path: 'enrollments', body: {}, userId: LEARNER.id });
    await db().outbox.update(refused.id, { status: 'rejected', last_error: 'enrollment.payment_required', attempts: 1 });
    const other = await enqueue(db(), { kind: 'contact', path: 'contact', body: {}, userId: LEARNER.id });
    await db().outbox.update(other.id, { status: 'rejected', last_error: 'validation.invalid_email', attempts: 1 });

    renderAt(<SyncPage />);
    const section = await screen.findByRole('region', { name: 'Refused by the academy' });
    const [first, second] = await within(section).findAllByRole('listitem');
    expect(first).toHaveTextContent('Refused: This course is paid: choose a payment method to enrol.');
    expect(second).toHaveTextContent('Contact message');
    expect(within(section).queryByRole('button', { name: /try|retry/i })).toBeNull();

    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The change was removed.')).toBeInTheDocument();
    expect(await db().outbox.get(other.id)).toBeUndefined();
    expect(await db().outbox.get(refused.id)).toMatchObject({ status: 'rejected' });
  });

  it('says when the server was busy and when the next try is, and "Retry now" makes the row due', async () => {
    const busy = await enqueue(db(), { kind: 'receipt-upload', path: 'payments/bank-transfer', body: {}, userId: LEARNER.id });
    const next = Date.now() + 5 * 60_000;
    await db().outbox.update(busy.id, { attempts: 2, last_error: 'server.error', next_attempt_at: next });

    renderAt(<SyncPage />);
    const waiting = await screen.findByRole('region', { name: 'Waiting to be sent' });
    const item = await within(waiting).findByRole('listitem');
    expect(item).toHaveAttribute('data-last-try', 'server');
    expect(item).toHaveTextContent(/^.*Server busy: .+/);
    expect(within(item).getByText(/Next try at/)).toHaveAttribute('dateTime', new Date(next).toISOString());
    await userEvent.click(within(item).getByRole('button', { name: 'Retry now' }));
    await waitFor(async () => expect((await db().outbox.get(busy.id))?.next_attempt_at).toBe(0));
    expect(runtime.syncOutboxNow).toHaveBeenCalledTimes(1);
  });

  it('offline, "Sync now" sends nothing and says the changes will leave by themselves', async () => {
    await enqueue(db(), { kind: 'lesson-progress', path: 'progress', body: {}, userId: LEARNER.id });
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    try {
      window.dispatchEvent(new Event('offline'));
      renderAt(<SyncPage />);
      const waiting = await screen.findByRole('region', { name: 'Waiting to be sent' });
      expect(await within(waiting).findByText('Waiting for a connection')).toBeInTheDocument();
      expect(within(waiting).queryByRole('button', { name: 'Retry now' })).toBeNull();
      const button = screen.getByRole('button', { name: 'Sync now' });
      await userEvent.click(button);
      expect(await screen.findByText(/^No connection right now\. Nothing was sent/)).toBeInTheDocument();
      expect(button).toHaveTextContent('Sync now');
      expect(button).not.toHaveAttribute('aria-busy');
      expect(runtime.startOutbox).not.toHaveBeenCalled();
      expect(runtime.syncOutboxNow).not.toHaveBeenCalled();
      expect(sent).toEqual([]);
    } finally {
      Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
      window.dispatchEvent(new Event('online'));
    }
    expect(await screen.findByRole('button', { name: 'Sync now' })).toBeInTheDocument();
    expect(screen.queryByText(/^No connection right now/)).toBeNull();
  });

  it('relative times tick every 30 s, and a time ahead of this clock reads "just now"', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      // The server's clock is 18 s ahead of this phone's.
      await publicDb().sync_state.put({ ...emptySyncState('catalogue'), synced_at: new Date(Date.now() + 18_000).toISOString() });
      await db().outbox_state.put({ key: 'last_push', at: new Date(Date.now() - 20_000).toISOString() });
      renderAt(<SyncPage />);
      const pulls = await screen.findByRole('region', { name: 'Last successful sync' });
      const catalogue = () => within(pulls).getByText('Course catalogue').nextElementSibling;
      const push = () => within(pulls).getByText('Your changes sent').nextElementSibling;
      await waitFor(() => expect(catalogue()).toHaveTextContent('just now'));
      expect(push()).toHaveTextContent('20 seconds ago');
      act(() => vi.advanceTimersByTime(30_000));
      expect(push()).toHaveTextContent('50 seconds ago');
      expect(catalogue()).toHaveTextContent('12 seconds ago');
      act(() => vi.advanceTimersByTime(30_000));
      expect(push()).toHaveTextContent('1 minute ago');
      expect(catalogue()).toHaveTextContent('42 seconds ago');
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs the outbox and the pulls on "Sync now" and says when it is done', async () => {
    renderAt(<SyncPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('Sync finished.')).toBeInTheDocument();
    expect(runtime.startOutbox).toHaveBeenCalled();
    expect(runtime.syncOutboxNow).toHaveBeenCalledTimes(1);
    // Each stream once: the catalogue and the learner's own rows.
    expect(sent.map((entry) => `${entry.method} ${entry.path}`).sort()).toEqual(['GET /api/sync/catalogue', 'GET /api/sync/me']);
  });

  it('shows the storage estimate and whether it is kept, and asks the browser to keep it', async () => {
    const persist = vi.fn(async () => true);
    let persisted = false;
    const original = Object.getOwnPropertyDescriptor(window.navigator, 'storage');
    Object.defineProperty(window.navigator, 'storage', {
      configurable: true,
      value: {
        estimate: async () => ({ usage: 5 * 1024 * 1024, quota: 2 * 1024 ** 3 }),
        persisted: async () => persisted,
        persist: async () => {
          persisted = await persist();
          return persisted;
        },
      },
    });
    try {
      renderAt(<SyncPage />);
      const storage = await screen.findByRole('region', { name: 'Storage on this device' });
      expect(await within(storage).findByText('5 MB used of 2 GB available')).toBeInTheDocument();
      expect(within(storage).getByText(/Not guaranteed/)).toBeInTheDocument();
      await userEvent.click(within(storage).getByRole('button', { name: 'Keep my data on this device' }));
      expect(await within(storage).findByText(/Kept: the browser will not delete/)).toBeInTheDocument();
      expect(persist).toHaveBeenCalledTimes(1);
    } finally {
      if (original) Object.defineProperty(window.navigator, 'storage', original);
      else delete (window.navigator as { storage?: unknown }).storage;
    }
  });

  it('shows online and offline', async () => {
    renderAt(<SyncPage />);
    expect(await screen.findByText('Online')).toBeInTheDocument();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText(/^Offline\. Your changes are saved/)).toBeInTheDocument();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
    window.dispatchEvent(new Event('online'));
  });
});

describe('navbar badge', () => {
  it('counts waiting changes live, warns when one was refused, and hides when nothing is left', async () => {
    const first = await enqueue(db(), { kind: 'contact', path: 'contact', body: {}, userId: LEARNER.id });
    renderAt(<OutboxBadge />);
    expect(await screen.findByRole('link', { name: '1 change waiting to be sent' })).toHaveAttribute('href', '/sync');

    const second = await enqueue(db(), { kind: 'newsletter', path: 'newsletter', body: {}, userId: LEARNER.id });
    const badge = await screen.findByRole('link', { name: '2 changes waiting to be sent' });
    expect(badge).not.toHaveClass('outbox-badge--warning');

    await db().outbox.update(first.id, { status: 'rejected', last_error: 'validation.failed' });
    const warning = await screen.findByRole('link', { name: '1 change refused: open the sync status' });
    expect(warning).toHaveClass('outbox-badge--warning');

    await db().outbox.bulkDelete([first.id, second.id]);
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull());
  });

  it('shows on the closed header, outside the menu, and leaves once the changes are sent', async () => {
    const rows = [
      await enqueue(db(), { kind: 'receipt-upload', path: 'payments/bank-transfer', body: {}, userId: LEARNER.id }),
      await enqueue(db(), { kind: 'lesson-progress', path: 'progress', body: {}, userId: LEARNER.id }),
    ];
    renderAt(<Navbar />);
    const header = screen.getByRole('banner');
    const badge = await within(header).findByRole('link', { name: '2 changes waiting to be sent' });
    expect(badge).toHaveTextContent('2');
    // The menu is closed on a phone (the navigation is hidden); the badge is not in it.
    expect(within(header).getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation', { hidden: true }).contains(badge)).toBe(false);

    await db().outbox.bulkDelete(rows.map((row) => row.id));
    await waitFor(() => expect(within(header).queryByRole('link', { name: /waiting to be sent/ })).toBeNull());
  });
});
