// @vitest-environment jsdom
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LearnerDevice, LearnerDevicePage } from '../../../contract/outbox';
import { Component as Learners } from '../../../src/features/sync-status/routes/learners';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { setSignedIn, setSignedOut } from '../../../src/lib/session';

configure({ asyncUtilTimeout: 8000 });

/** jsdom's page has an address but Node's Request does not resolve relative URLs against it; a browser does. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

const DAY = 24 * 3600 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function device(overrides: Partial<LearnerDevice>): LearnerDevice {
  return {
    user_id: '0190ffff-0000-7000-8000-000000000001',
    first_name: 'Amina',
    last_name: 'Haddad',
    email: 'amina@example.ma',
    device_id: 'amina-phone-1',
    user_agent: 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    last_sync_at: ago(3 * DAY),
    last_write_at: ago(3 * DAY),
    delivered_writes: 12,
    ...overrides,
  };
}

const never = device({
  user_id: '0190ffff-0000-7000-8000-000000000002',
  first_name: 'Omar',
  last_name: 'Bennani',
  email: 'omar@example.ma',
  device_id: null,
  user_agent: null,
  last_sync_at: null,
  last_write_at: null,
  delivered_writes: 0,
});
const recent = device({
  user_id: '0190ffff-0000-7000-8000-000000000003',
  first_name: 'Salma',
  last_name: 'Idrissi',
  email: 'salma@example.ma',
  last_sync_at: ago(60_000),
  delivered_writes: 40,
});

let requests: URL[];
function stubDevices(answer: (url: URL) => Response) {
  requests = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      requests.push(url);
      return answer(url);
    }),
  );
}

const page = (data: LearnerDevice[], pageNumber = 1, totalPages = 1, next: string | null = null): Response =>
  new Response(
    JSON.stringify({
      data,
      meta: { page: pageNumber, per_page: 12, total: data.length, total_pages: totalPages, next, total_capped: false },
    } satisfies LearnerDevicePage),
    {
      status: 200,
      headers: { 'content-type': 'application/json' },
    },
  );

function renderLearners() {
  const router = createMemoryRouter([{ path: '/dashboard/learners', element: <Learners /> }], { initialEntries: ['/dashboard/learners'] });
  return render(
    <Suspense fallback={<p>loading</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
}

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['sync', 'errors', 'common']);
});
beforeEach(() => {
  setSignedIn('staff-token', {
    id: '0190ffff-0000-7000-8000-0000000000aa',
    first_name: 'Youssef',
    last_name: 'Agent',
    email: 'agent@academy.local',
    phone: '',
    member_since: '2025-01-01T00:00:00.000Z',
    roles: ['agent'],
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSignedOut();
});

describe('/dashboard/learners', () => {
  it('shows each learner’s device, last sync and delivered changes, the silent ones first', async () => {
    stubDevices(() => page([never, device({}), recent]));
    renderLearners();
    const table = await screen.findByRole('table', { name: 'Learners and their devices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Omar Bennaniomar@example.ma',
      'Amina Haddadamina@example.ma',
      'Salma Idrissisalma@example.ma',
    ]);
    expect(rows[0]).toHaveTextContent('No device has synced yet');
    expect(rows[0]).toHaveTextContent('Never');
    expect(rows[1]).toHaveTextContent('Android · Chrome');
    expect(rows[1]).toHaveTextContent('3 days ago');
    expect(rows[1]).toHaveTextContent('12');
    expect(requests[0]?.pathname).toBe('/api/admin/devices');
    expect(requests[0]?.searchParams.get('sort')).toBe('last_sync');
    expect(within(table).getByRole('columnheader', { name: /Last sync/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('sorts by a column on request, and reverses on a second press', async () => {
    stubDevices(() => page([recent, device({})]));
    renderLearners();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Changes delivered' }));
    await vi.waitFor(() => expect(requests.at(-1)?.searchParams.get('sort')).toBe('-delivered'));
    expect(await screen.findByRole('columnheader', { name: /Changes delivered/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Changes delivered' }));
    await vi.waitFor(() => expect(requests.at(-1)?.searchParams.get('sort')).toBe('delivered'));
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Learner' }));
    await vi.waitFor(() => expect(requests.at(-1)?.searchParams.get('sort')).toBe('name'));
  });

  it('pages through the learners, each next page from the cursor of the page before', async () => {
    const amina = device({});
    const cursor = `${amina.user_id}.${amina.device_id ?? ''}`;
    stubDevices((url) =>
      url.searchParams.get('after') === cursor ? page([recent], 2, 2) : page([amina], Number(url.searchParams.get('page')), 2, cursor),
    );
    renderLearners();
    await screen.findByText('Amina Haddad');
    expect(requests[0]?.searchParams.has('after')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Salma Idrissi')).toBeInTheDocument();
    expect(requests.at(-1)?.searchParams.get('page')).toBe('2');
    expect(requests.at(-1)?.searchParams.get('after')).toBe(cursor);
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByText('Amina Haddad')).toBeInTheDocument();
    expect(requests.at(-1)?.searchParams.has('after')).toBe(false);
    // A new order starts again from its first page.
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByText('Salma Idrissi');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Learner' }));
    await vi.waitFor(() => expect(requests.at(-1)?.searchParams.get('sort')).toBe('name'));
    expect(requests.at(-1)?.searchParams.get('page')).toBe('1');
    expect(requests.at(-1)?.searchParams.has('after')).toBe(false);
  });

  it('says what failed and offers to try again', async () => {
    let fail = true;
    stubDevices(() =>
      fail
        ? new Response(JSON.stringify({ type: 'about:blank', title: 'x', status: 500, code: 'server.error' }), {
            status: 500,
            headers: { 'content-type': 'application/problem+json' },
          })
        : page([device({})]),
    );
    renderLearners();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/server/i);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Amina Haddad')).toBeInTheDocument();
  });
});
