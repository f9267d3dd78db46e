import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { currentLanguage, errorKeyOptions } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../ui/toast';
import { ChatInput } from './components/chat-input';
import { lazyConversation } from './components/lazy-conversation';
import { OptionsMenu } from './components/options-menu';
import { useChat } from './use-chat';
import './chat.css';

/**
 * The conversation, and DOMPurify with it, load when the window first opens: evaluating DOMPurify builds
 * its allow-lists in one long task, which every page paid
 * shortly after its first screen while the bubble only waited to be tapped. Hovering or focusing the
 * bubble starts the download, so the window is ready by the time it opens.
 */
const loadMessageList = () => import('./components/message-list');
const preloadMessageList = () => void loadMessageList().catch(() => undefined);
const newConversation = () => lazyConversation(loadMessageList);

/**
 * While the cookie banner is on screen the bubble stays away, so it never covers the banner's buttons
 * on a phone; it appears once a choice is made. Watching the document keeps the two features apart.
 */
function useCookieBannerShown(): boolean {
  const [shown, setShown] = useState(() => document.querySelector('.cookie-banner') !== null);
  useEffect(() => {
    if (!shown) return;
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.cookie-banner')) setShown(false);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [shown]);
  return shown;
}

/** The floating assistant (SPEC §2, §4, §5, §8): bubble, window, quota badge, conversation. */
export default function ChatWidget() {
  const { t } = useTranslation('chat');
  const online = useOnline();
  const owner = useSession((state) => state.user?.id ?? 'visitor');
  // The signed-in learner's downloaded formations are what the offline answers come from.
  const userId = useSession((state) => state.user?.id ?? null);
  const chat = useChat(
    online,
    {
      onError: (code) => showToast(t(code, errorKeyOptions), 'error'),
      onCleared: () => showToast(t('chatbot.chat_cleared'), 'success'),
    },
    owner,
    userId,
  );
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [Conversation, setConversation] = useState(newConversation);
  const bannerShown = useCookieBannerShown();
  const windowId = useId();
  const titleId = useId();
  const tooltipId = useId();
  const bubble = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { ensureSession } = chat;

  const available = chat.config?.is_enabled === true && chat.config.is_configured;

  useEffect(() => {
    if (!open) return;
    void ensureSession();
    input.current?.focus();
  }, [open, online, ensureSession, owner]);

  // Back in the box after an answer: the box was disabled while the question was on its way.
  useEffect(() => {
    if (open && !chat.sending && !chat.exceeded) input.current?.focus();
  }, [open, chat.sending, chat.exceeded]);

  if (!available || (bannerShown && !open)) return null;

  const close = () => {
    setOpen(false);
    bubble.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  const send = () => {
    const text = draft;
    setDraft('');
    void chat.send(text, currentLanguage());
  };

  return (
    <>
      <div className="chat-spacer" aria-hidden="true" />
      {open ? (
        // Escape anywhere inside the window closes it: a key handler on the dialog itself, not an interaction.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <section id={windowId} className="chat-window" role="dialog" aria-modal="false" aria-labelledby={titleId} onKeyDown={onKeyDown}>
          <div className="chat-window__header">
            <div className="chat-window__heading">
              <h2 id={titleId} className="chat-window__title">
                {t('title')}
              </h2>
              <p className="chat-window__status">
                <span className={`chat-window__dot${online ? '' : ' chat-window__dot--off'}`} aria-hidden="true" />
                {online ? t('statusOnline') : t('statusOffline')}
              </p>
            </div>
            {chat.remaining !== null && online ? (
              // The number alone meant nothing to learners: a short visible label, the full sentence as a tooltip.
              <span className="chat-quota" title={t('remaining', { count: chat.remaining })}>
                <span
                  className={`chat-badge ${chat.exceeded ? 'chat-badge--exceeded' : 'chat-badge--ok'}`}
                  role="img"
                  aria-label={t('remaining', { count: chat.remaining })}
                >
                  {chat.remaining}
                </span>
                <span className="chat-quota__label" aria-hidden="true">
                  {t('remainingLabel')}
                </span>
              </span>
            ) : null}
            <OptionsMenu onClear={() => void chat.clear()} />
            <button ref={closeButton} type="button" className="chat-window__icon-button" aria-label={t('close')} onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {online ? null : (
            <p className="chat-offline" role="status">
              {t('offlineBanner')} <Link to={paths.faq}>{t('faqLink')}</Link>
            </p>
          )}
          <Suspense fallback={<div className="chat-messages" aria-busy="true" />}>
            <Conversation messages={chat.messages} typing={chat.sending} onRetry={() => setConversation(newConversation)} />
          </Suspense>
          {chat.exceeded && online ? (
            <p className="chat-window__warning" role="alert">
              {t('limitWarning')}
            </p>
          ) : null}
          <ChatInput
            value={draft}
            onChange={setDraft}
            onSend={send}
            sending={chat.sending}
            exceeded={chat.exceeded && online}
            hasSession={chat.sessionId !== null || !online}
            inputRef={input}
          />
        </section>
      ) : null}
      <button
        ref={bubble}
        type="button"
        className="chat-bubble"
        aria-label={t('bubble')}
        aria-describedby={tooltipId}
        aria-expanded={open}
        aria-controls={open ? windowId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        onPointerEnter={preloadMessageList}
        onFocus={preloadMessageList}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm3 6v2h2v-2H7Zm4 0v2h2v-2h-2Zm4 0v2h2v-2h-2Z"
          />
        </svg>
        <span id={tooltipId} role="tooltip" className="chat-bubble__tooltip">
          {t('tooltip')}
        </span>
      </button>
    </>
  );
}
