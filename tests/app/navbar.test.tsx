// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../contract/constants';
import { paths } from '../../src/lib/paths';
import { setSignedIn, setSignedOut, storeCredentials, useSession } from '../../src/lib/session';
import { renderApp, user } from './render-app';

describe('navbar and footer (SPEC §2)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => cleanup());

  it('shows the public links, create account and login to a visitor', async () => {
    setSignedOut();
    await renderApp(paths.home);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    for (const [name, href] of [
      ['Home', paths.home],
      ['About', paths.about],
      ['Courses', paths.courses],
      ['Contact', paths.contact],
      ['Create account', paths.register],
      ['Log in', paths.login],
    ] as const) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(within(nav).queryByRole('button', { name: /My account/ })).not.toBeInTheDocument();
  });

  it('shows the user menu when signed in, and logout ends the session', async () => {
    storeCredentials('token', user(), true);
    setSignedIn('token', user());
    await renderApp(paths.courses);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    const toggle = within(nav).getByRole('button', { name: /My account/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of [
      ['Dashboard', paths.dashboard],
      ['Profile', paths.profile],
      ['Sync status', paths.sync],
      ['Downloads', paths.downloads],
    ] as const) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }

    await userEvent.click(within(nav).getByRole('button', { name: 'Log out' }));
    // The confirmation (which counts changes still waiting to sync) ends the session.
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    expect(useSession.getState().token).toBe('token');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(await within(nav).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('switches the whole interface to Arabic, right to left, from the navbar', async () => {
    setSignedOut();
    await renderApp('/no-such-page');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await userEvent.selectOptions(within(nav).getByRole('combobox', { name: 'Language' }), 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ar');
    expect(screen.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeInTheDocument();
  });

  it('opens and closes the phone menu with its button', async () => {
    setSignedOut();
    await renderApp(paths.home);
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a skip link and a footer with every SPEC §2 link and a language switch', async () => {
    setSignedOut();
    await renderApp(paths.home);
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['Privacy policy', paths.privacy],
      ['Terms of use', paths.terms],
      ['Cookie policy', paths.cookies],
      ['Help center', paths.help],
      ['FAQ', paths.faq],
    ] as const) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(footer).getByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
    expect(within(footer).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('follows a link client-side and marks it as the current page', async () => {
    setSignedOut();
    const { router } = await renderApp(paths.home);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Courses' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.courses));
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page'));
  });
});
