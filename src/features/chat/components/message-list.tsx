import { useEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sanitizeAnswer } from '../sanitize-answer';
import type { ChatMessage } from '../use-chat';
import { formatValue } from '../../../lib/format';

/** SPEC §9: message times as hh:mm in en-US, whatever the interface language. */
export const formatMessageTime = (date: Date) => formatValue(date, 'datetime', 'en-US', { hour: '2-digit', minute: '2-digit' });

export interface MessageListProps {
  messages: ChatMessage[];
  typing: boolean;
}

/** The conversation as a polite live log: a new answer is read out without interrupting. */
export function MessageList({ messages, typing }: MessageListProps) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const end = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const last = messages.at(-1);

  // A new answer is shown from its first line (answers can be long); anything else scrolls to the end.
  useEffect(() => {
    const lastItem = list.current?.lastElementChild;
    if (last?.role === 'assistant' && !typing && lastItem) lastItem.scrollIntoView?.({ block: 'start' });
    else end.current?.scrollIntoView?.({ block: 'end' });
  }, [last, typing]);

  // Links in answers go to the academy's own pages: followed inside the app, without a reload.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href?.startsWith('/') || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    // A log region around a real list: screen readers announce new messages and can still count them.
    // The click handler only delegates the answers' own links (Enter on a link fires it too) to the router.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <div className="chat-messages" role="log" aria-live="polite" aria-label={t('title')} onClick={onClick}>
      <ol ref={list} className="chat-messages__list">
        {messages.map((message) => (
          <li key={message.id} className={`chat-message chat-message--${message.role}`}>
            <span className="visually-hidden">{message.role === 'user' ? t('you') : t('assistant')}</span>
            {message.kind === 'welcome' ? (
              <div className="chat-message__body">
                <p>{t('welcome')}</p>
              </div>
            ) : message.role === 'assistant' ? (
              <div className="chat-message__body" dir="auto" dangerouslySetInnerHTML={{ __html: sanitizeAnswer(message.content) }} />
            ) : (
              <p className="chat-message__body" dir="auto">
                {message.content}
              </p>
            )}
            <time className="chat-message__time" dateTime={message.createdAt.toISOString()}>
              {formatMessageTime(message.createdAt)}
            </time>
          </li>
        ))}
        {typing ? (
          <li className="chat-message chat-message--assistant chat-typing" role="status">
            <span className="visually-hidden">{t('typing')}</span>
            <span className="chat-typing__dot" aria-hidden="true" />
            <span className="chat-typing__dot" aria-hidden="true" />
            <span className="chat-typing__dot" aria-hidden="true" />
          </li>
        ) : null}
      </ol>
      <div ref={end} className="chat-messages__end" aria-hidden="true" />
    </div>
  );
}
