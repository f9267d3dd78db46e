// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Component as RegisterRoute } from '../../../src/features/auth/routes/register';
import { i18n, loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { jsonResponse, problem, stubApi, USER } from './support';

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['auth', 'errors']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function LoginStandIn() {
  const location = useLocation();
  return <p>login page for {(location.state as { email?: string } | null)?.email}</p>;
}

function renderRegister() {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterRoute /> },
      { path: '/login', element: <LoginStandIn /> },
    ],
    { initialEntries: ['/register'] },
  );
  render(
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return router;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

function describedError(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.className.includes('field__error'))
    .map((element) => element?.textContent)
    .join(' ');
}

async function fillValid() {
  await userEvent.type(field('First name'), 'Khadija');
  await userEvent.type(field('Last name'), 'Benali');
  await userEvent.type(field('Email'), 'khadija@example.ma');
  await userEvent.type(field('Phone number'), '06 61 23 45 67');
  await userEvent.type(field('Password'), 'secret-password');
  await userEvent.type(field('Confirm the password'), 'secret-password');
}

describe('registration (SPEC §2, §4, §5, §8)', () => {
  it('validates each field on blur with the shared schema', async () => {
    renderRegister();
    const cases: [string, string, string][] = [
      ['First name', '', 'This field is required.'],
      ['Email', 'khadija@', 'Enter a valid email address.'],
      ['Phone number', '12345', 'Enter a valid phone number.'],
      ['Password', 'short', 'The password must be at least 8 characters long.'],
    ];
    for (const [label, text, message] of cases) {
      const input = await screen.findByLabelText(label, { exact: true });
      await userEvent.click(input);
      if (text) await userEvent.type(input, text);
      await userEvent.tab();
      expect(input, label).toHaveAttribute('aria-invalid', 'true');
      expect(describedError(input), label).toBe(message);
    }
    await userEvent.clear(field('Password'));
    await userEvent.type(field('Password'), 'secret-password');
    await userEvent.type(field('Confirm the password'), 'other-password');
    await userEvent.tab();
    expect(describedError(field('Confirm the password'))).toBe('The passwords do not match.');
  });

  it('in Arabic, says the passwords do not match while the password is also too short, and isolates each phone example', async () => {
    await setLanguage('ar', { persist: false });
    await loadNamespaces('ar', ['auth', 'errors']);
    try {
      const ar = (key: string) => i18n.getFixedT('ar', 'errors')(key as 'registration.password_mismatch');
      renderRegister();
      const password = await screen.findByLabelText('كلمة المرور', { exact: true });
      await userEvent.type(password, 'short');
      await userEvent.type(field('تأكيد كلمة المرور'), 'other');
      await userEvent.tab();
      expect(describedError(password)).toBe(ar('registration.password_too_short'));
      expect(describedError(field('تأكيد كلمة المرور'))).toBe(ar('registration.password_mismatch'));
      // "06 12 34 56 78" laid out right to left reads "78 56 34 12 06": each example is its own LTR isolate.
      const examples = [...document.querySelectorAll('bdi[dir="ltr"]')].map((element) => element.textContent);
      expect(examples).toEqual(['06 12 34 56 78', '+33 6 12 34 56 78']);
    } finally {
      await setLanguage('en', { persist: false });
    }
  });

  it('shows the server’s 409 on the e-mail field', async () => {
    stubApi(() => jsonResponse(409, problem(409, 'registration.email_taken', { email: ['registration.email_taken'] })));
    renderRegister();
    await screen.findByLabelText('First name', { exact: true });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(describedError(field('Email'))).toBe('This email is already in use.');
  });

  it('goes "creating account..." → "account created successfully" → /login with the e-mail', async () => {
    let release: (response: Response) => void = () => undefined;
    const sent = stubApi(() => new Promise<Response>((resolve) => (release = resolve)));
    const router = renderRegister();
    await screen.findByLabelText('First name', { exact: true });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findAllByText('Creating account...')).not.toHaveLength(0);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/register',
      body: { email: 'khadija@example.ma', phone: '+212661234567', preferred_language: 'en' },
    });
    release(jsonResponse(201, USER));
    expect(await screen.findByText(/Account created successfully\./)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(await screen.findByText(`login page for ${USER.email}`, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says the network failed, keeping what was typed', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderRegister();
    await screen.findByLabelText('First name', { exact: true });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error during registration. Check your connection.');
    expect(field('First name')).toHaveValue('Khadija');
  });
});
