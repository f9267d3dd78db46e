// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Component as LoginLinkRoute } from '../../../src/features/auth/routes/login-link';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { jsonResponse, problem, stubApi, USER } from './support';

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['auth', 'errors']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'a'.repeat(43);

function openLink(hash: string) {
  window.history.replaceState(null, '', `/login/link${hash}`);
  const router = createMemoryRouter(
    [
      { path: '/login/link', element: <LoginLinkRoute /> },
      { path: '/dashboard', element: <p>dashboard</p> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/login/link'] },
  );
  render(
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return router;
}

describe('the sign-in link page', () => {
  it("trades the fragment's token for a session, clears it from the address bar and goes on", async () => {
    const sent = stubApi(() => jsonResponse(200, { token: 't'.repeat(43), user: USER, roles: ['client'], role: 'client' }));
    const router = openLink(`#${TOKEN}`);
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(window.location.hash).toBe('');
    expect(sent).toEqual([{ method: 'POST', path: '/api/login/link/consume', body: { token: TOKEN, remember: false } }]);
  });

  it('says the link is no longer valid when it was used or expired', async () => {
    stubApi(() => jsonResponse(400, problem(400, 'auth.link_invalid')));
    openLink(`#${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is not valid any more');
    expect(screen.getByRole('link', { name: 'Back to the login page' })).toBeInTheDocument();
  });

  it('sends nothing for a missing token', async () => {
    const sent = stubApi(() => jsonResponse(200, {}));
    openLink('');
    expect(await screen.findByRole('alert')).toHaveTextContent('not valid');
    expect(sent).toEqual([]);
  });
});
