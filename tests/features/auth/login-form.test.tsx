// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../../src/features/auth/components/login-form';
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

function renderForm() {
  const onSignedIn = vi.fn(async () => undefined);
  render(
    <Suspense fallback={null}>
      <LoginForm onSignedIn={onSignedIn} />
    </Suspense>,
  );
  return { onSignedIn, email: screen.getByLabelText('Email'), password: screen.getByLabelText('Password') };
}

/** The error text tied to a field by aria-describedby, as a screen reader reads it. */
function describedError(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('login form', () => {
  it('shows a field error on blur, tied to the field, from the shared schema', async () => {
    const { email, password } = renderForm();
    await userEvent.click(email);
    await userEvent.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(describedError(email)).toBe('This field is required.');
    expect(password).not.toHaveAttribute('aria-invalid');

    await userEvent.type(email, 'not-an-email');
    expect(describedError(email)).toBe('Enter a valid email address.');
    await userEvent.clear(email);
    await userEvent.type(email, 'khadija@example.ma');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('on submit shows every error, focuses the first, and sends nothing', async () => {
    const sent = stubApi(() => jsonResponse(200, {}));
    const { email, password } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(describedError(email)).toBe('This field is required.');
    expect(describedError(password)).toBe('This field is required.');
    await vi.waitFor(() => expect(email).toHaveFocus());
    expect(sent).toEqual([]);
  });

  it('sends the normalised e-mail and keep-me-logged-in, then hands the answer over', async () => {
    const answer = { token: 't'.repeat(43), user: USER, roles: ['client'], role: 'client' };
    const sent = stubApi(() => jsonResponse(200, answer));
    const { onSignedIn, email, password } = renderForm();
    await userEvent.type(email, '  Khadija@Example.MA ');
    await userEvent.type(password, 'secret-password');
    await userEvent.click(screen.getByLabelText('Keep me logged in'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(answer, true));
    expect(sent).toEqual([
      { method: 'POST', path: '/api/login', body: { email: 'khadija@example.ma', password: 'secret-password', remember: true } },
    ]);
  });

  it('says "incorrect email or password" for a 401', async () => {
    stubApi(() => jsonResponse(401, problem(401, 'auth.invalid_credentials')));
    const { email, password, onSignedIn } = renderForm();
    await userEvent.type(email, 'khadija@example.ma');
    await userEvent.type(password, 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says "too many attempts" with the wait from Retry-After for a 429', async () => {
    stubApi(() => jsonResponse(429, problem(429, 'auth.too_many_attempts'), { 'Retry-After': '540' }));
    const { email, password } = renderForm();
    await userEvent.type(email, 'khadija@example.ma');
    await userEvent.type(password, 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many login attempts.');
    expect(alert).toHaveTextContent('You can try again in 9 min.');
  });

  it('after a 429 offers a one-time sign-in link by e-mail, and says it was sent', async () => {
    const sent = stubApi((request) =>
      request.path === '/api/login/link'
        ? new Response(null, { status: 202 })
        : jsonResponse(429, problem(429, 'auth.too_many_attempts'), { 'Retry-After': '840' }),
    );
    const { email, password, onSignedIn } = renderForm();
    await userEvent.type(email, 'Khadija@Example.MA');
    await userEvent.type(password, 'correct-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We can email you a link that signs you in once');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses khadija@example.ma, we have sent it a sign-in link.');
    expect(screen.queryByRole('button', { name: 'Email me a sign-in link' })).toBeNull();
    expect(sent.at(-1)).toEqual({ method: 'POST', path: '/api/login/link', body: { email: 'khadija@example.ma' } });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('offers no link for a wrong password (401)', async () => {
    stubApi(() => jsonResponse(401, problem(401, 'auth.invalid_credentials')));
    const { email, password } = renderForm();
    await userEvent.type(email, 'khadija@example.ma');
    await userEvent.type(password, 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Email me a sign-in link' })).toBeNull();
  });

  it('says the server is busy for a 503 server.busy', async () => {
    stubApi(() => jsonResponse(503, problem(503, 'server.busy'), { 'Retry-After': '2' }));
    const { email, password } = renderForm();
    await userEvent.type(email, 'khadija@example.ma');
    await userEvent.type(password, 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy.');
  });

  it('puts a 422’s field errors on their fields', async () => {
    stubApi(() => jsonResponse(422, problem(422, 'auth.missing_credentials', { password: ['validation.field_required'] })));
    const { email, password } = renderForm();
    await userEvent.type(email, 'khadija@example.ma');
    await userEvent.type(password, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your email and password.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(describedError(password)).toBe('This field is required.');
    // Editing the field clears the server's verdict.
    await userEvent.type(password, 'yz');
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('says the connection failed when the server cannot be reached', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const { email, password } = renderForm();
    await userEvent.type(email, 'khadija@example.ma');
    await userEvent.type(password, 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/network|connection/i);
  });
});
