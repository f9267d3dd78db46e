// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../contract/roles';
import type { ManagedUser } from '../../../contract/users';
import { PeoplePage } from '../../../src/features/people/components/people-page';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { setSignedIn } from '../../../src/lib/session';
import { jsonResponse, stubApi, USER, type Sent } from '../auth/support';

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['people', 'errors']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const person = (id: string, first: string, roles: Role[], extra: Partial<ManagedUser> = {}): ManagedUser => ({
  ...USER,
  id,
  first_name: first,
  email: `${first.toLowerCase()}@example.org`,
  roles,
  disabled: false,
  last_seen_at: null,
  ...extra,
});

function renderPage(role: Role, viewerRoles: Role[], answer: (sent: Sent) => Response) {
  const sent = stubApi(answer);
  setSignedIn('t'.repeat(43), { ...USER, id: 'viewer', roles: viewerRoles });
  const router = createMemoryRouter([{ path: '/list', element: <PeoplePage role={role} title="People" /> }], { initialEntries: ['/list'] });
  render(
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return { sent, router };
}

const page = (data: ManagedUser[], total = data.length) =>
  jsonResponse(200, { data, meta: { page: 1, per_page: 12, total, total_pages: Math.ceil(total / 12), next: null, total_capped: false } });

describe('people pages', () => {
  it('an agent views clients: the list, the search, no management buttons', async () => {
    const { sent } = renderPage('client', ['agent'], () => page([person('a', 'Fatima', ['client'])], 30));
    expect(await screen.findByRole('cell', { name: 'fatima@example.org' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Roles' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name, email or phone' }), '0661');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((request) => request.path)).toEqual(['/api/admin/users', '/api/admin/users']);
    const [first, second] = (vi.mocked(fetch).mock.calls as [Request][]).map(([request]) => new URL(request.url).search);
    expect(first).toBe('?role=client&page=1');
    expect(second).toBe('?role=client&page=1&q=0661');
  });

  it('an admin gets the actions, never on their own row, and disabling asks first', async () => {
    const rows = [person('viewer', 'Me', ['admin']), person('b', 'Youssef', ['agent'])];
    const { sent } = renderPage('agent', ['admin'], (request) =>
      request.method === 'POST' ? jsonResponse(200, { ...rows[1], disabled: true }) : page(rows),
    );
    const mine = (await screen.findByRole('rowheader', { name: /Me/ })).closest('tr');
    const theirs = screen.getByRole('rowheader', { name: /Youssef/ }).closest('tr');
    if (!mine || !theirs) throw new Error('rows missing');
    expect(within(mine).getByRole('button', { name: 'Disable' })).toBeDisabled();
    expect(within(mine).getByRole('button', { name: 'Reset password' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add an agent' })).toBeInTheDocument();

    await userEvent.click(within(theirs).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: /Disable/ });
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable the account' }));
    await vi.waitFor(() =>
      expect(sent.some((request) => request.method === 'POST' && request.path === '/api/admin/users/b/disable')).toBe(true),
    );
  });

  it('roles: none ticked is refused with the schema’s code before sending; the ticked ones are sent in order', async () => {
    const rows = [person('viewer', 'Me', ['admin']), person('b', 'Youssef', ['agent'])];
    const { sent } = renderPage('agent', ['admin'], (request) =>
      request.method === 'PUT' ? jsonResponse(200, { ...rows[1], roles: ['client', 'admin'] }) : page(rows),
    );
    const theirs = (await screen.findByRole('rowheader', { name: /Youssef/ })).closest('tr');
    if (!theirs) throw new Error('row missing');
    await userEvent.click(within(theirs).getByRole('button', { name: 'Roles' }));
    const dialog = await screen.findByRole('dialog', { name: /Roles of/ });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Agent' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This field is required.');
    expect(within(dialog).getByRole('group', { name: 'Roles held' })).toHaveAccessibleDescription('This field is required.');
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Administrator' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Learner' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    await vi.waitFor(() =>
      expect(sent.filter((request) => request.method === 'PUT')).toEqual([
        { method: 'PUT', path: '/api/admin/users/b/roles', body: { roles: ['client', 'admin'] } },
      ]),
    );
  });
});
