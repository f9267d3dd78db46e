// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Component as LoginRoute } from '../../../src/features/auth/routes/login';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { jsonResponse, problem, stubApi } from './support';

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['auth', 'errors', 'common']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const READY = 'Your account is ready. Log in with your email and password.';

describe('login page after registering', () => {
  it('drops "your account is ready" once a sign-in was refused, leaving the error alone', async () => {
    stubApi(() => jsonResponse(401, problem(401, 'auth.invalid_credentials')));
    const router = createMemoryRouter([{ path: '/login', element: <LoginRoute /> }], {
      initialEntries: [{ pathname: '/login', state: { email: 'khadija@example.ma', registered: true } }],
    });
    render(
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>,
    );
    expect(await screen.findByText(READY)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText(READY)).not.toBeInTheDocument();
  });
});
