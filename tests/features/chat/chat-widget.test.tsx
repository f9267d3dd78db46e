// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SendMessageResponse } from '../../../contract/chat';
import { ApiError } from '../../../src/lib/api';
import { setLanguage } from '../../../src/lib/i18n';
import { ToastRegion } from '../../../src/ui/toast';

const api = vi.hoisted(() => ({
  fetchChatConfig: vi.fn(),
  fetchRemainingRequests: vi.fn(),
  startChatSession: vi.fn(),
  sendChatMessage: vi.fn(),
  fetchChatHistory: vi.fn(),
}));
vi.mock('../../../src/features/chat/api/chat-api', () => api);

const { default: ChatWidget } = await import('../../../src/features/chat/chat-widget');
const { rowsFor } = await import('../../../src/features/chat/components/chat-input');
const { formatMessageTime } = await import('../../../src/features/chat/components/message-list');

const SESSION = '01900000-0000-7000-8000-000000000001';

function reply(response: string, remaining: number): SendMessageResponse {
  return {
    message_id: `m-${remaining}`,
    response,
    metadata: { provider: 'builtin', language: 'en', sources: [], answered: true },
    remaining_requests: remaining,
  };
}

function renderWidget() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Suspense fallback={null}>
            <p>page</p>
            <ChatWidget />
            <ToastRegion />
          </Suspense>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

async function openChat() {
  renderWidget();
  await userEvent.click(await screen.findByRole('button', { name: 'Open the academy assistant' }));
  const dialog = await screen.findByRole('dialog', { name: 'Academy assistant' });
  await within(dialog).findByText(/I am the academy's assistant/);
  return dialog;
}

describe('chat widget (SPEC §2, §4, §5, §8, §9)', () => {
  beforeAll(async () => {
    await setLanguage('en', { persist: false });
  });
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.fetchChatConfig.mockResolvedValue({ is_enabled: true, is_configured: true });
    api.fetchRemainingRequests.mockResolvedValue({ remaining_requests: 5, has_exceeded_limit: false });
    api.startChatSession.mockResolvedValue({ session_id: SESSION, remaining_requests: 5 });
    api.sendChatMessage.mockImplementation(async () => reply('<p>Bees need a hive.</p>', 4));
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  it.each([[{ is_enabled: false, is_configured: true }], [{ is_enabled: true, is_configured: false }]])(
    'renders nothing unless enabled and configured: %j',
    async (config) => {
      api.fetchChatConfig.mockResolvedValue(config);
      renderWidget();
      await waitFor(() => expect(api.fetchChatConfig).toHaveBeenCalled());
      await act(async () => undefined);
      expect(screen.queryByRole('button', { name: 'Open the academy assistant' })).not.toBeInTheDocument();
    },
  );

  it('renders nothing, and only logs, when the config cannot be loaded', async () => {
    api.fetchChatConfig.mockRejectedValue(new ApiError('network.error', 0));
    renderWidget();
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith('chatbot.config_load_failed', expect.anything()));
    expect(screen.queryByRole('button', { name: 'Open the academy assistant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('opens a dialog with focus in the box, starts one session with a welcome, and Escape closes it back to the bubble', async () => {
    const dialog = await openChat();
    expect(api.startChatSession).toHaveBeenCalledTimes(1);
    const box = within(dialog).getByRole('textbox', { name: 'Your question' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(within(dialog).getByRole('log')).toHaveAttribute('aria-live', 'polite');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const bubble = screen.getByRole('button', { name: 'Open the academy assistant' });
    expect(bubble).toHaveFocus();
    await userEvent.click(bubble);
    // Closing keeps the session: no second start.
    expect(api.startChatSession).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/I am the academy's assistant/)).toBeInTheDocument();
  });

  it('keeps its conversation across page loads: the next load shows its history and starts no new session', async () => {
    const dialog = await openChat();
    expect(api.startChatSession).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('chat-session:visitor')).toBe(SESSION);
    await userEvent.type(within(dialog).getByRole('textbox'), 'bees{Enter}');
    await within(dialog).findByText('Bees need a hive.');
    cleanup();
    api.fetchChatHistory.mockResolvedValue({
      messages: [
        { id: 'q1', role: 'user', content: 'bees', created_at: new Date().toISOString(), metadata: null },
        { id: 'a1', role: 'assistant', content: '<p>Bees need a hive.</p>', created_at: new Date().toISOString(), metadata: null },
      ],
    });
    const again = await openChat();
    expect(await within(again).findByText('Bees need a hive.')).toBeInTheDocument();
    expect(api.fetchChatHistory).toHaveBeenCalledWith(SESSION);
    expect(api.startChatSession).toHaveBeenCalledTimes(1);
  });

  it('a kept conversation the server no longer knows (404) is dropped for a new one', async () => {
    localStorage.setItem('chat-session:visitor', 'gone-session');
    api.fetchChatHistory.mockRejectedValue(new ApiError('http.not_found', 404));
    await openChat();
    expect(api.startChatSession).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('chat-session:visitor')).toBe(SESSION);
  });

  it('Enter sends, Shift+Enter adds a line; the box grows from 1 to 3 rows', async () => {
    const dialog = await openChat();
    const box = within(dialog).getByRole('textbox', { name: 'Your question' });
    expect(box).toHaveAttribute('rows', '1');
    await userEvent.type(box, 'one{Shift>}{Enter}{/Shift}two{Shift>}{Enter}{/Shift}three{Shift>}{Enter}{/Shift}four');
    expect(api.sendChatMessage).not.toHaveBeenCalled();
    expect(box).toHaveValue('one\ntwo\nthree\nfour');
    expect(box).toHaveAttribute('rows', '3');
    await userEvent.keyboard('{Enter}');
    expect(api.sendChatMessage).toHaveBeenCalledWith(SESSION, 'one\ntwo\nthree\nfour', 'en');
    expect(await within(dialog).findByText('Bees need a hive.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(rowsFor('')).toBe(1);
    expect(rowsFor('a\nb')).toBe(2);
  });

  it('keeps Send disabled while blank, shows the typing indicator and disables the box while sending', async () => {
    let answer: (value: SendMessageResponse) => void = () => undefined;
    api.sendChatMessage.mockImplementation(() => new Promise<SendMessageResponse>((resolve) => (answer = resolve)));
    const dialog = await openChat();
    const box = within(dialog).getByRole('textbox', { name: 'Your question' });
    const sendButton = within(dialog).getByRole('button', { name: 'Send' });
    expect(sendButton).toBeDisabled();
    await userEvent.type(box, '   ');
    expect(sendButton).toBeDisabled();
    await userEvent.type(box, 'How do bees live?');
    expect(sendButton).toBeEnabled();
    await userEvent.click(sendButton);
    expect(within(dialog).getByText('How do bees live?')).toHaveAttribute('dir', 'auto');
    expect(within(dialog).getByRole('status')).toHaveTextContent('The assistant is writing…');
    expect(box).toBeDisabled();
    expect(sendButton).toBeDisabled();
    await act(async () => answer(reply('<p>In colonies.</p>', 4)));
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(box).toBeEnabled();
  });

  it('shows the remaining questions in a green badge, red with the warning and a disabled box past the limit', async () => {
    api.sendChatMessage.mockResolvedValueOnce(reply('<p>Last one.</p>', 0));
    const dialog = await openChat();
    const badge = within(dialog).getByRole('img', { name: 'Questions left today: 5' });
    expect(badge).toHaveClass('chat-badge--ok');
    await userEvent.type(within(dialog).getByRole('textbox'), 'bees{Enter}');
    await within(dialog).findByText('Last one.');
    const red = within(dialog).getByRole('img', { name: 'Questions left today: 0' });
    expect(red).toHaveClass('chat-badge--exceeded');
    expect(within(dialog).getByRole('alert')).toHaveTextContent("You have reached today's limit of questions.");
    expect(within(dialog).getByRole('textbox')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('a 429 from the server turns the badge red without a toast; another failure shows the send toast', async () => {
    api.sendChatMessage.mockRejectedValueOnce(new ApiError('chatbot.limit_exceeded', 429));
    const dialog = await openChat();
    await userEvent.type(within(dialog).getByRole('textbox'), 'bees{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("today's limit");
    expect(within(dialog).getByRole('img', { name: 'Questions left today: 0' })).toHaveClass('chat-badge--exceeded');
    cleanup();
    api.sendChatMessage.mockRejectedValueOnce(new ApiError('chatbot.provider_unavailable', 502));
    const again = await openChat();
    await userEvent.type(within(again).getByRole('textbox'), 'bees{Enter}');
    expect(await screen.findByText('Your message could not be sent. Please try again.')).toBeInTheDocument();
  });

  it('toasts when the session cannot start', async () => {
    api.startChatSession.mockRejectedValue(new ApiError('server.error', 500));
    renderWidget();
    await userEvent.click(await screen.findByRole('button', { name: 'Open the academy assistant' }));
    expect(await screen.findByText('The chat could not be started. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('renders the answer as sanitised HTML: no script, no handler, no outside link, internal links kept', async () => {
    api.sendChatMessage.mockResolvedValueOnce(
      reply(
        '<p>See <a href="/course/01a20e29-9eae-76ab-bf37-7854b38c17f7">Beekeeping</a>, <a href="/course/01a20e29-9eae-76ab-bf37-7854b38c17f7/study?lesson=01a20e29-9eae-76ab-bf37-7854b38c1800">First hive</a></p><script>window.pwned = 1</script><img src=x onerror="window.pwned = 2"><a href="javascript:alert(1)">bad</a><a href="https://evil.example/">out</a><a href="/faq?next=https://evil.example/">query</a><svg onload="window.pwned = 3"></svg>',
        4,
      ),
    );
    const dialog = await openChat();
    await userEvent.type(within(dialog).getByRole('textbox'), 'bees{Enter}');
    const link = await within(dialog).findByRole('link', { name: 'Beekeeping' });
    expect(link).toHaveAttribute('href', '/course/01a20e29-9eae-76ab-bf37-7854b38c17f7');
    // The assistant links the lesson that answers (server/modules/chat): that one query is kept, no other.
    expect(within(dialog).getByRole('link', { name: 'First hive' })).toHaveAttribute(
      'href',
      '/course/01a20e29-9eae-76ab-bf37-7854b38c17f7/study?lesson=01a20e29-9eae-76ab-bf37-7854b38c1800',
    );
    const log = within(dialog).getByRole('log');
    expect(within(log).getByText('query')).not.toHaveAttribute('href');
    expect(log.querySelector('script, img, svg, [onerror], [onload]')).toBeNull();
    expect(within(log).getByText('bad')).not.toHaveAttribute('href');
    expect(within(log).getByText('out')).not.toHaveAttribute('href');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('clears the chat from the options menu with a success toast and a new conversation', async () => {
    const dialog = await openChat();
    await userEvent.type(within(dialog).getByRole('textbox'), 'bees{Enter}');
    await within(dialog).findByText('Bees need a hive.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chat options' }));
    await userEvent.click(within(dialog).getByRole('menuitem', { name: 'Clear chat' }));
    expect(await screen.findByText('The chat has been cleared.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Bees need a hive.')).not.toBeInTheDocument();
    expect(api.startChatSession).toHaveBeenCalledTimes(2);
  });

  it('offline, the window says it answers from downloaded lessons only, answers on the phone and sends nothing', async () => {
    localStorage.setItem('chat-config', JSON.stringify({ is_enabled: true, is_configured: true }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWidget();
    await userEvent.click(await screen.findByRole('button', { name: 'Open the academy assistant' }));
    const dialog = screen.getByRole('dialog', { name: 'Academy assistant' });
    expect(within(dialog).getByText(/Offline: I answer from the lessons downloaded on this phone only/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
    // A visitor has no downloaded formation: the phone says so, under the same notice, and nothing is sent or counted.
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Your question' }),
      'How do I water tomatoes with drip irrigation?{Enter}',
    );
    // The offline guide is its own chunk, imported on this first offline question (transformed on demand under Vitest).
    expect(
      await within(dialog).findByText('Offline: answers from the lessons downloaded on this phone only.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/No formation downloaded on this phone has an assistant index yet/)).toBeInTheDocument();
    expect(api.sendChatMessage).not.toHaveBeenCalled();
    expect(api.startChatSession).not.toHaveBeenCalled();
    expect(api.fetchChatConfig).not.toHaveBeenCalled();
  }, 30_000);

  it('writes message times as hh:mm in en-US', () => {
    expect(formatMessageTime(new Date(2026, 10, 24, 9, 5))).toBe('09:05 AM');
    expect(formatMessageTime(new Date(2026, 10, 24, 15, 30))).toBe('03:30 PM');
  });
});
