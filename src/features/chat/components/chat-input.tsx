import { useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_INPUT_ROWS } from '../../../../contract/constants';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../contract/chat';
import { useTranslation } from 'react-i18next';

interface ChatInputProps {
  value: string;
  onChange(value: string): void;
  onSend(): void;
  sending: boolean;
  exceeded: boolean;
  hasSession: boolean;
  inputRef: React.RefObject<HTMLTextAreaElement | null>;
}

/** 1 to 3 rows as the text grows (SPEC §9); Enter sends, Shift+Enter adds a line (SPEC §2). */
export function rowsFor(value: string): number {
  return Math.min(CHAT_INPUT_ROWS.max, Math.max(CHAT_INPUT_ROWS.min, value.split('\n').length));
}

export function ChatInput({ value, onChange, onSend, sending, exceeded, hasSession, inputRef }: ChatInputProps) {
  const { t } = useTranslation('chat');
  const inputId = useId();
  const composing = useRef(false);
  const canSend = value.trim() !== '' && !sending && !exceeded && hasSession;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing Arabic or another script uses Enter to confirm a word, not to send.
    if (event.key !== 'Enter' || event.shiftKey || composing.current || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <form className="chat-input" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('inputLabel')}
      </label>
      <textarea
        id={inputId}
        ref={inputRef}
        className="chat-input__text"
        dir="auto"
        rows={rowsFor(value)}
        value={value}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder={t('placeholder')}
        disabled={sending || exceeded}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onCompositionStart={() => (composing.current = true)}
        onCompositionEnd={() => (composing.current = false)}
      />
      <button type="submit" className="chat-input__send" disabled={!canSend} aria-label={t('send')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="chat-input__send-icon">
          <path fill="currentColor" d="M3 20.5v-17L22 12 3 20.5Zm2-3.05L16.85 12 5 6.5v4.05L11 12l-6 1.45v4Z" />
        </svg>
      </button>
    </form>
  );
}
