// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as ProfileRoute } from '../../../src/features/profile/routes/profile';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { setSignedIn, storeCredentials, useSession } from '../../../src/lib/session';
import { jsonResponse, problem, stubApi, USER } from '../auth/support';

const TOKEN = 'k'.repeat(43);

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['profile', 'errors']);
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderProfile(path = '/profile', user = USER) {
  storeCredentials(TOKEN, user, true);
  setSignedIn(TOKEN, user);
  const router = createMemoryRouter([{ path: '/profile', element: <ProfileRoute /> }], { initialEntries: [path] });
  render(
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return router;
}

describe('/profile', () => {
  it('has the five tabs of SPEC §2, the one in the address selected, arrows moving between them', async () => {
    const router = renderProfile('/profile?tab=certificates');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Edit profile', 'My courses', 'My certificates', 'Change password', 'Log out']);
    expect(screen.getByRole('tab', { name: 'My certificates' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'My certificates' })).toBeInTheDocument();

    screen.getByRole('tab', { name: 'My certificates' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Change password' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=password');
    expect(within(screen.getByRole('tabpanel')).getByLabelText('Current password')).toBeInTheDocument();
  });

  it('after an admin reset, holds the person on the password tab', async () => {
    renderProfile('/profile?tab=profile', { ...USER, must_change_password: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('An administrator has reset your password.');
    expect(screen.getByRole('tab', { name: 'Change password' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Edit profile' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Edit profile' }));
    expect(screen.getByRole('tab', { name: 'Change password' })).toHaveAttribute('aria-selected', 'true');
  });

  it('puts a wrong current password on its field, and a success clears the must-change flag', async () => {
    let attempt = 0;
    stubApi(() => {
      attempt += 1;
      return attempt === 1
        ? jsonResponse(422, problem(422, 'profile.current_password_wrong', { current_password: ['profile.current_password_wrong'] }))
        : jsonResponse(200, { ...USER, must_change_password: false });
    });
    renderProfile('/profile?tab=password', { ...USER, must_change_password: true });
    const panel = await screen.findByRole('tabpanel');
    const current = within(panel).getByLabelText('Current password');
    await userEvent.type(current, 'not-it-at-all');
    await userEvent.type(within(panel).getByLabelText('New password'), 'brand-new-password');
    await userEvent.type(within(panel).getByLabelText('Confirm the new password'), 'brand-new-password');
    await userEvent.click(within(panel).getByRole('button', { name: 'Change password' }));
    expect(await within(panel).findByText('The current password is incorrect.', { selector: '.field__error' })).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(current);
    await userEvent.type(current, 'the-right-one');
    await userEvent.type(within(panel).getByLabelText('New password'), 'brand-new-password');
    await userEvent.type(within(panel).getByLabelText('Confirm the new password'), 'brand-new-password');
    await userEvent.click(within(panel).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(useSession.getState().user?.must_change_password).toBe(false);
  });

  it('saves the profile and keeps the stored user in step', async () => {
    const sent = stubApi((request) => jsonResponse(200, { ...USER, ...(request.body as object) }));
    renderProfile();
    const first = await screen.findByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.tab();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(first, 'Salma');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(useSession.getState().user?.first_name).toBe('Salma'));
    expect(sent[0]).toMatchObject({ method: 'PATCH', path: '/api/me', body: { first_name: 'Salma', email: USER.email } });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ first_name: 'Salma' });
  });

  it("asks for the current password only when the e-mail changes, and shows the server's answer on that field", async () => {
    const sent = stubApi((request) => {
      const body = request.body as { current_password?: string };
      return body.current_password === 'right-password'
        ? jsonResponse(200, { ...USER, ...(request.body as object), current_password: undefined })
        : jsonResponse(422, problem(422, 'profile.current_password_wrong', { current_password: ['profile.current_password_wrong'] }));
    });
    renderProfile();
    const email = await screen.findByLabelText('Email');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'new.address@example.ma');
    const password = screen.getByLabelText('Current password');
    expect(screen.getByText('Needed to change your email address.')).toBeInTheDocument();

    // Empty: refused before sending.
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(sent).toHaveLength(0);

    await userEvent.type(password, 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('current password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(sent[0]).toMatchObject({ method: 'PATCH', body: { email: 'new.address@example.ma', current_password: 'wrong-password' } });

    await userEvent.clear(password);
    await userEvent.type(password, 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(useSession.getState().user?.email).toBe('new.address@example.ma'));
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('sends no password when the e-mail stays the same', async () => {
    const sent = stubApi((request) => jsonResponse(200, { ...USER, ...(request.body as object) }));
    renderProfile();
    const last = await screen.findByLabelText('Last name');
    await userEvent.type(last, 'i');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).not.toHaveProperty('current_password');
  });
});
