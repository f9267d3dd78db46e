// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces, setLanguage } from '../../../src/lib/i18n';

const api = vi.hoisted(() => ({
  fetchChatConfig: vi.fn(async () => ({ is_enabled: true, is_configured: true })),
  fetchRemainingRequests: vi.fn(async () => ({ remaining_requests: 5, has_exceeded_limit: false })),
  startChatSession: vi.fn(async () => ({ session_id: '01900000-0000-7000-8000-000000000001', remaining_requests: 5 })),
  sendChatMessage: vi.fn(),
}));
vi.mock('../../../src/features/chat/api/chat-api', () => api);

const { default: ChatWidget } = await import('../../../src/features/chat/chat-widget');

beforeAll(async () => {
  await setLanguage('ar', { persist: false });
  await loadNamespaces('ar', ['chat']);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('chat quota badge', () => {
  it('says what its number counts, visibly and as a tooltip', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <Suspense fallback={null}>
            <ChatWidget />
          </Suspense>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const chat = (await import('../../../locales/ar/chat.json')).default;
    await userEvent.click(await screen.findByRole('button', { name: chat.bubble }));
    const dialog = await screen.findByRole('dialog', { name: chat.title });
    const badge = await within(dialog).findByRole('img', { name: 'الأسئلة المتبقية اليوم: 5' });
    const quota = badge.closest('.chat-quota') as HTMLElement;
    expect(quota).toHaveAttribute('title', 'الأسئلة المتبقية اليوم: 5');
    expect(within(quota).getByText('أسئلة متبقية اليوم')).toBeVisible();
  });
});
