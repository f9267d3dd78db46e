// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicDb } from '../../../src/data/db';
import { anonymousOutboxDb } from '../../../src/data/outbox/anonymous-outbox-db';
import { enqueue } from '../../../src/data/outbox/enqueue';
import { emptySyncState } from '../../../src/data/sync-state';
import { openUserDb } from '../../../src/data/user-db';
import { OutboxBadge } from '../../../src/features/sync-status/components/outbox-badge';
import { Component as SyncPage } from '../../../src/features/sync-status/routes/sync';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { setSignedIn, setSignedOut } from '../../../src/lib/session';

const runtime = vi.hoisted(() => ({ syncOutboxNow: vi.fn(async () => undefined), startOutbox: vi.fn(), syncNow: vi.fn(async () => undefined) }));
vi.mock('../../../src/data/outbox/outbox-runtime', () => ({ startOutbox: runtime.startOutbox, syncOutboxNow: runtime.syncOutboxNow }));
vi.mock('../../../src/data/sync-runtime', () => ({ syncNow: runtime.syncNow, startBackgroundSync: vi.fn() }));

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
  const router = createMemoryRouter([{ path: '/', element }, { path: '/sync', element: <p>sync page</p> }], { initialEntries: ['/'] });
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
beforeEach(async () => {
  setSignedIn('token-1', LEARNER);
  await Promise.all([db().outbox.clear(), db().sync_state.clear(), db().outbox_state.clear(), anonymousOutboxDb().outbox.clear(), publicDb().sync_state.clear()]);
  runtime.syncOutboxNow.mockClear();
  runtime.syncNow.mockClear();
});
afterEach(() => {
  cleanup();
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
    expect(items[1]).toHaveTextContent('Last attempt: Network error.');

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

  it('shows a refused change with its translated reason; retry puts it back in line, discard removes it', async () => {
    const refused = await enqueue(db(), { kind: 'enrollment', path: 'enrollments', body: {}, userId: LEARNER.id });
    await db().outbox.update(refused.id, { status: 'rejected', last_error: 'enrollment.payment_required', attempts: 1 });
    const other = await enqueue(db(), { kind: 'contact', path: 'contact', body: {}, userId: LEARNER.id });
    await db().outbox.update(other.id, { status: 'rejected', last_error: 'validation.invalid_email', attempts: 1 });

    renderAt(<SyncPage />);
    const section = await screen.findByRole('region', { name: 'Refused by the academy' });
    const [first, second] = await within(section).findAllByRole('listitem');
    expect(first).toHaveTextContent('Reason: This course is paid: choose a payment method to enrol.');
    expect(second).toHaveTextContent('Contact message');

    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The change will be sent again.')).toBeInTheDocument();
    expect(runtime.syncOutboxNow).toHaveBeenCalled();
    expect(await db().outbox.get(refused.id)).toMatchObject({ status: 'pending', attempts: 0 });

    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('The change was discarded.')).toBeInTheDocument();
    expect(await db().outbox.get(other.id)).toBeUndefined();
  });

  it('runs the outbox and the pulls on "Sync now" and says when it is done', async () => {
    renderAt(<SyncPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('Sync finished.')).toBeInTheDocument();
    expect(runtime.startOutbox).toHaveBeenCalled();
    expect(runtime.syncOutboxNow).toHaveBeenCalledTimes(1);
    expect(runtime.syncNow).toHaveBeenCalledTimes(1);
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
});
