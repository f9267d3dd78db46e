// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatSettings } from '../../../contract/chat';
import { ApiError } from '../../../src/lib/api';
import { setLanguage } from '../../../src/lib/i18n';
import { ToastRegion } from '../../../src/ui/toast';

const api = vi.hoisted(() => ({ fetchChatSettings: vi.fn(), saveChatSettings: vi.fn() }));
vi.mock('../../../src/features/chat/api/chat-settings', () => api);
const { Component: ChatConfigPage } = await import('../../../src/features/chat/routes/chat-config');

const stored: ChatSettings = {
  enabled: true,
  provider: 'openai_compatible',
  daily_quota: 20,
  base_url: 'http://127.0.0.1:11434/v1',
  model: 'llama',
  has_api_key: true,
  timeout_ms: 20000,
  system_prompt: { ar: 'أنت المرشد.', fr: 'Vous êtes le guide.', en: 'You are the guide.' },
  is_configured: true,
  updated_at: null,
};

function renderPage() {
  return render(
    <Suspense fallback={null}>
      <ChatConfigPage />
      <ToastRegion />
    </Suspense>,
  );
}

describe('/dashboard/chat-config', () => {
  beforeAll(async () => {
    await setLanguage('en', { persist: false });
  });
  beforeEach(() => {
    api.fetchChatSettings.mockResolvedValue(stored);
    api.saveChatSettings.mockImplementation(async (input: Record<string, unknown>) => ({
      ...stored,
      enabled: input.enabled as boolean,
      has_api_key: input.api_key === null ? false : true,
    }));
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows the three prompts (Arabic right to left) and never the key, only whether one is stored', async () => {
    renderPage();
    expect(await screen.findByText('A key is stored. It is never shown again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Arabic' })).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('textbox', { name: 'French' })).toHaveValue('Vous êtes le guide.');
    expect(screen.queryByLabelText('New key')).not.toBeInTheDocument();
  });

  it('turns the assistant off without sending any key, then replaces the key write-only', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Show the assistant on the site' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.saveChatSettings).toHaveBeenCalledTimes(1);
    const first = api.saveChatSettings.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(first.enabled).toBe(false);
    expect('api_key' in first).toBe(false);
    expect(await screen.findByText('The assistant settings have been saved.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Replace the key' }));
    const key = screen.getByLabelText('New key');
    expect(key).toHaveAttribute('type', 'password');
    await userEvent.type(key, 'sk-new');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((api.saveChatSettings.mock.calls[1]?.[0] as Record<string, unknown>).api_key).toBe('sk-new');
  });

  it('checks the fields with the contract before sending', async () => {
    renderPage();
    const quota = await screen.findByRole('spinbutton', { name: 'Questions per person and day' });
    await userEvent.clear(quota);
    await userEvent.type(quota, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.saveChatSettings).not.toHaveBeenCalled();
    expect(quota).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('The settings could not be saved. Check the fields marked in red.')).toBeInTheDocument();
  });

  it('warns that a new server drops the stored key, and shows the refusal of an address inside the network', async () => {
    renderPage();
    const address = await screen.findByRole('textbox', { name: 'Service address' });
    expect(screen.queryByText(/the stored key will be removed/)).not.toBeInTheDocument();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://elsewhere.example/v1');
    expect(screen.getByText(/the stored key will be removed/)).toBeInTheDocument();
    api.saveChatSettings.mockRejectedValueOnce(new ApiError('validation.failed', 422, { base_url: ['chatbot.provider_address_refused'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/This address points inside the server's own network/)).toBeInTheDocument();
  });
});
