// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../src/lib/paths';
import { notifySessionExpired, setSignedIn, setSignedOut, useSession } from '../../src/lib/session';
import { renderApp, user } from './render-app';

// These tests look at where the guard sends the visitor, not at the pages' own content, which
// belongs to the features and changes with them.
type Router = Awaited<ReturnType<typeof renderApp>>['router'];

/** Waits until the route at `path` rendered its page (its main landmark) and the guard let it through. */
async function expectPageShown(router: Router, path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
  await screen.findByRole('main');
  await waitFor(() => expect(screen.queryByText('Loading your session…')).not.toBeInTheDocument());
  expect(screen.queryByRole('heading', { level: 1, name: 'Access denied' })).not.toBeInTheDocument();
}

describe('protected routes (SPEC §2)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
  });

  it('shows a centred spinner while the session loads', async () => {
    useSession.setState({ token: 'stored-token', user: null, role: null, loading: true });
    const { router } = await renderApp(paths.profile);
    const status = (await screen.findByText('Loading your session…')).closest('[role="status"]');
    expect(status).toHaveClass('spinner--centred');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.profile);
  });

  it('sends a visitor without a session to /login, replacing the history entry', async () => {
    setSignedOut();
    const { router } = await renderApp(paths.profile);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('heading', { level: 1, name: 'My profile' })).not.toBeInTheDocument();
  });

  it('needs both a user and a token', async () => {
    useSession.setState({ token: null, user: user(), role: 'client', loading: false });
    const { router } = await renderApp(paths.dashboard);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
  });

  it('lets the spinner give way to the page once the session is known', async () => {
    useSession.setState({ token: 'stored-token', user: null, role: null, loading: true });
    const { router } = await renderApp(paths.profile);
    await screen.findByText('Loading your session…');
    act(() => setSignedIn('stored-token', user()));
    await expectPageShown(router, paths.profile);
  });

  it('shows a translated access-denied page to a role that may not open a dashboard page', async () => {
    setSignedIn('token', user(['client']));
    const { router } = await renderApp(paths.admins, 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admins);
  });

  it('lets staff into staff pages but keeps admin pages for admins', async () => {
    setSignedIn('token', user(['agent']));
    const { router } = await renderApp(paths.formations);
    await expectPageShown(router, paths.formations);
    await act(() => router.navigate(paths.chatConfig));
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    cleanup();
    setSignedIn('token', user(['client', 'admin']));
    const second = await renderApp(paths.chatConfig);
    await expectPageShown(second.router, paths.chatConfig);
  });

  it('goes to /login when the session expires (any 401/403, SPEC §4)', async () => {
    setSignedIn('token', user());
    const { router } = await renderApp(paths.courses);
    await screen.findByRole('main');
    act(() => notifySessionExpired());
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
