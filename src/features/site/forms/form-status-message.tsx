import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOptions } from '../../../lib/i18n';
import type { FormStatus } from './use-site-form';

interface FormStatusMessageProps {
  status: FormStatus;
  /** What to say once the form was sent. */
  sentText: string;
}

/**
 * The outcome of a send, in a live region that exists before anything happens so screen readers
 * announce it. Offline is a normal state with its own calm message, not an error.
 */
export function FormStatusMessage({ status, sentText }: FormStatusMessageProps) {
  const { t } = useTranslation('site');
  const [backOnline, setBackOnline] = useState<FormStatus | null>(null);

  // Once a send failed for lack of network, the browser regaining it is worth saying.
  useEffect(() => {
    if (status.kind !== 'offline') return;
    const onOnline = () => setBackOnline(status);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [status]);

  let text = '';
  let tone = '';
  if (status.kind === 'sending') text = t('forms.sending');
  if (status.kind === 'sent') {
    text = sentText;
    tone = 'success';
  }
  if (status.kind === 'queued') {
    text = t('forms.queued');
    tone = 'success';
  }
  if (status.kind === 'offline') {
    text = backOnline === status ? t('forms.backOnline') : t('forms.offline');
    tone = 'offline';
  }
  if (status.kind === 'failed') {
    text =
      status.code === 'http.too_many_requests' && status.retryAfterSeconds
        ? t('forms.tooMany', {
            minutes: Math.max(1, Math.ceil(status.retryAfterSeconds / 60)),
            count: Math.max(1, Math.ceil(status.retryAfterSeconds / 60)),
          })
        : status.code === 'validation.failed'
          ? t('forms.checkFields')
          : t(status.code, errorKeyOptions);
    tone = 'error';
  }
  return (
    <p className={tone ? `site-form__status site-form__status--${tone}` : 'site-form__status'} role="status">
      {text}
    </p>
  );
}
