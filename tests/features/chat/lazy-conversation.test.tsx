// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lazyConversation } from '../../../src/features/chat/components/lazy-conversation';
import type { MessageListProps } from '../../../src/features/chat/components/message-list';
import { setLanguage } from '../../../src/lib/i18n';

const Loaded = ({ messages }: MessageListProps) => <p>{messages.length} messages</p>;

/** The chat window's use of it: a retry takes a new lazy component. */
function Window({ load }: { load: () => Promise<{ MessageList: typeof Loaded }> }) {
  const next = () => lazyConversation(load);
  const [Conversation, setConversation] = useState(next);
  return (
    <Suspense fallback={<p>waiting</p>}>
      <Conversation messages={[]} typing={false} onRetry={() => setConversation(next)} />
    </Suspense>
  );
}

describe('the chat conversation loaded on demand', () => {
  beforeAll(async () => {
    await setLanguage('en', { persist: false });
  });
  afterEach(cleanup);

  it('shows the conversation once its code has arrived', async () => {
    render(<Window load={() => Promise.resolve({ MessageList: Loaded })} />);
    expect(await screen.findByText('0 messages')).toBeTruthy();
  });

  it('a failed download asks to try again inside the window, and trying again loads it', async () => {
    const load = vi
      .fn<() => Promise<{ MessageList: typeof Loaded }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValue({ MessageList: Loaded });
    render(<Window load={load} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Check your internet connection, then try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('0 messages')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
