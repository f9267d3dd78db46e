import { lazy, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageListProps } from './message-list';

export type ConversationProps = MessageListProps & {
  /** Asks for the conversation's code again after its download failed. */
  onRetry: () => void;
};

/** What the window shows when the conversation's code did not arrive (a first visit whose link dropped). */
function ConversationUnavailable({ onRetry }: ConversationProps) {
  const { t } = useTranslation('common');
  return (
    <div className="chat-offline" role="alert">
      <p>{t('chunkError.text')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('chunkError.retry')}
      </button>
    </div>
  );
}

/**
 * The conversation as a lazy component whose failed download shows a retry inside the chat window,
 * instead of reaching the page's error screen: React keeps a lazy component's failure, so a retry takes
 * a new one from this function.
 */
export function lazyConversation(
  load: () => Promise<{ MessageList: (props: MessageListProps) => ReactNode }>,
): ComponentType<ConversationProps> {
  return lazy((): Promise<{ default: ComponentType<ConversationProps> }> =>
    load().then(
      (module) => ({ default: module.MessageList }),
      () => ({ default: ConversationUnavailable }),
    ),
  );
}
