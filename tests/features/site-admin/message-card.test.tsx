// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffMessage } from '../../../contract/site';
import { MessageCard } from '../../../src/features/site-admin/components/message-card';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';
import { ToastRegion } from '../../../src/ui/toast';
import { jsonResponse, problem, stubApi } from '../auth/support';

beforeAll(async () => {
  await setLanguage('en', { persist: false });
  await loadNamespaces('en', ['site-admin', 'language', 'errors']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MESSAGE: StaffMessage = {
  id: 'm1',
  kind: 'contact',
  name: 'Youssef',
  email: 'youssef@example.ma',
  phone: null,
  subject: 'Formation',
  message: 'Bonjour',
  language: 'fr',
  created_at: '2026-11-20T09:00:00.000Z',
  handled: false,
  handled_at: null,
  handled_by: null,
  replied_at: null,
  reply: null,
};

function renderCard(onChange = vi.fn()) {
  render(
    <>
      <MessageCard message={MESSAGE} onChange={onChange} />
      <ToastRegion />
    </>,
  );
  return onChange;
}

describe('a contact message’s reply form', () => {
  it('asks for an answer with the server’s code, then sends it trimmed', async () => {
    const replied = { ...MESSAGE, handled: true, reply: 'Merci', replied_at: '2026-11-21T09:00:00.000Z' };
    const sent = stubApi(() => jsonResponse(200, replied));
    const onChange = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Reply by e-mail' }));
    const answer = screen.getByRole('textbox', { name: /Your answer to/ });
    expect(answer).toHaveFocus();
    await userEvent.type(answer, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    expect(answer).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(sent).toEqual([]);

    await userEvent.type(answer, 'Merci  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(replied));
    expect(sent).toEqual([{ method: 'POST', path: '/api/admin/messages/m1/reply', body: { message: 'Merci' } }]);
    expect(screen.queryByRole('textbox', { name: /Your answer to/ })).not.toBeInTheDocument();
  });

  it('puts a 422’s code on the answer until it is edited', async () => {
    stubApi(() => jsonResponse(422, problem(422, 'validation.failed', { message: ['validation.too_long'] })));
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Reply by e-mail' }));
    const answer = screen.getByRole('textbox', { name: /Your answer to/ });
    await userEvent.type(answer, 'Merci');
    await userEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByText('This text is too long.')).toBeInTheDocument();
    await userEvent.type(answer, '!');
    expect(screen.queryByText('This text is too long.')).not.toBeInTheDocument();
  });
});
