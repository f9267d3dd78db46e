import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import * as v from 'valibot';
import { StaffReplyInputSchema, type StaffMessage } from '../../../../contract/site';
import { SITE_FIELD_LIMITS } from '../../../../contract/site-limits';
import { isErrorCode, type ErrorCode } from '../../../../contract/errors';
import { ApiError, asApiError } from '../../../lib/api';
import { isolate } from '../../../lib/bidi';
import { errorKeyOptions } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { BidiText } from '../../../ui/bidi-text';
import { showToast } from '../../../ui/toast';
import { replyToMessage } from '../api/reply-to-message';
import { setMessageHandled } from '../api/set-message-handled';
import { formatValue } from '../../../lib/format';

interface MessageCardProps {
  message: StaffMessage;
  onChange: (message: StaffMessage) => void;
}

function formatDate(iso: string, language: string): string {
  return formatValue(new Date(iso), 'datetime', language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** One message: who wrote, what, its state, and the staff's two actions (handled, reply by mail). */
export function MessageCard({ message, onChange }: MessageCardProps) {
  const { t } = useTranslation(['site-admin', 'language']);
  const language = useLanguage();
  const titleId = useId();
  const replyId = useId();
  const replyErrorId = useId();
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState<'handled' | 'reply' | null>(null);

  const fail = (error: unknown) => showToast(t(asApiError(error).code, errorKeyOptions), 'error');

  const toggleHandled = async () => {
    setBusy('handled');
    try {
      onChange(await setMessageHandled(message.id, !message.handled));
      showToast(t('updated'), 'success');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const sendReply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = v.safeParse(StaffReplyInputSchema, { message: reply });
    if (!parsed.success) {
      const code = parsed.issues[0]?.message;
      setReplyError(isErrorCode(code) ? code : 'validation.invalid_value');
      return;
    }
    setReplyError(null);
    setBusy('reply');
    try {
      onChange(await replyToMessage(message.id, parsed.output));
      showToast(t('replied', { email: isolate(message.email) }), 'success');
      setReply('');
      setReplying(false);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.message?.[0]) setReplyError(error.fieldErrors.message[0]);
      else fail(error);
    } finally {
      setBusy(null);
    }
  };

  // Name and address isolated apart: an Arabic name beside a Latin address keeps each in its own order.
  const sender = message.name ? `${isolate(message.name)} <${isolate(message.email)}>` : isolate(message.email);
  return (
    <article className={message.handled ? 'message message--handled' : 'message'} aria-labelledby={titleId}>
      <header className="message__header">
        <p className="message__kind">{t(`kind.${message.kind}`)}</p>
        <h2 id={titleId} className="message__subject" dir="auto">
          {message.subject ?? t('noSubject')}
        </h2>
        <p className="message__meta">
          <span>
            <BidiText text={t('from', { sender })} />
          </span>
          <span>
            <BidiText text={t('received', { date: isolate(formatDate(message.created_at, language)) })} />
          </span>
          {message.phone ? (
            <span>
              {t('phone')}{' '}
              <a href={`tel:${message.phone}`} dir="ltr">
                {message.phone}
              </a>
            </span>
          ) : null}
          <span>{t('language', { language: t(`language:names.${message.language}`) })}</span>
        </p>
      </header>
      <p className="message__body" dir="auto">
        {message.message}
      </p>
      <p className={message.handled ? 'message__status message__status--handled' : 'message__status'}>
        <BidiText
          text={
            message.replied_at
              ? t('status.replied', { date: isolate(formatDate(message.replied_at, language)) })
              : message.handled && message.handled_at
                ? t('status.handled', { date: isolate(formatDate(message.handled_at, language)) })
                : t('status.open')
          }
        />
      </p>
      {message.reply ? (
        <div className="message__reply">
          <p className="message__reply-title">{t('yourReply')}</p>
          <p className="message__body" dir="auto">
            {message.reply}
          </p>
        </div>
      ) : null}
      <div className="message__actions">
        <Button variant="secondary" busy={busy === 'handled'} disabled={busy !== null} onClick={() => void toggleHandled()}>
          {message.handled ? t('markOpen') : t('markHandled')}
        </Button>
        {!replying ? (
          <Button variant="primary" disabled={busy !== null} onClick={() => setReplying(true)}>
            {t('reply')}
          </Button>
        ) : null}
      </div>
      {replying ? (
        <form className="message__reply-form" onSubmit={(event) => void sendReply(event)} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={replyId}>
              <BidiText text={t('replyLabel', { email: isolate(message.email) })} />
            </label>
            <p className="field__hint" id={`${replyId}-hint`}>
              {t('replyHint')}
            </p>
            <textarea
              id={replyId}
              className="field__input"
              rows={6}
              value={reply}
              maxLength={SITE_FIELD_LIMITS.reply}
              onChange={(event) => setReply(event.currentTarget.value)}
              aria-invalid={replyError ? true : undefined}
              aria-describedby={replyError ? `${replyId}-hint ${replyErrorId}` : `${replyId}-hint`}
              // The staff member just asked to reply: the box is where they want to type (not on page load).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
            {replyError ? (
              <p className="field__error" id={replyErrorId}>
                {t(replyError, errorKeyOptions)}
              </p>
            ) : null}
          </div>
          <div className="message__actions">
            <Button type="submit" busy={busy === 'reply'}>
              {t('send')}
            </Button>
            <Button variant="ghost" disabled={busy === 'reply'} onClick={() => setReplying(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </article>
  );
}
