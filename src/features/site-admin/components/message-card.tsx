import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { StaffReplyInputSchema, type StaffMessage, type StaffReplyInput } from '../../../../contract/site';
import { SITE_FIELD_LIMITS } from '../../../../contract/site-limits';
import { ApiError, asApiError } from '../../../lib/api';
import { isolate } from '../../../lib/bidi';
import { errorKeyOptions } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button } from '../../../ui/button';
import { BidiText } from '../../../ui/bidi-text';
import { showToast } from '../../../ui/toast';
import { replyToMessage } from '../api/reply-to-message';
import { setMessageHandled } from '../api/set-message-handled';
import { formatValue } from '../../../lib/format';

const NO_REPLY = { message: '' };

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
  const replyForm = useSchemaForm(StaffReplyInputSchema, NO_REPLY);
  const replyError = replyForm.error('message');
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

  const sendReply = async (input: StaffReplyInput) => {
    setBusy('reply');
    try {
      onChange(await replyToMessage(message.id, input));
      showToast(t('replied', { email: isolate(message.email) }), 'success');
      replyForm.reset(NO_REPLY);
      setReplying(false);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.message?.[0]) replyForm.setServerErrors(error.fieldErrors);
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
        <form className="message__reply-form" onSubmit={(event) => replyForm.handleSubmit(sendReply)(event)} noValidate>
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
              {...replyForm.bind('message')}
              maxLength={SITE_FIELD_LIMITS.reply}
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
