import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ErrorCode } from '../../../../contract/errors';
import {
  BankTransferFieldsSchema,
  PAYMENT_NOTES_MAX_LENGTH,
  PAYMENT_REFERENCE_MAX_LENGTH,
  type BankTransferFields,
} from '../../../../contract/payments';
import { enqueueReceiptUpload } from '../../../data/outbox/enqueue-receipt-upload';
import type { UserDatabase } from '../../../data/user-db';
import { isolate } from '../../../lib/bidi';
import { formatValue } from '../../../lib/format';
import { errorKeyOptions } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/use-language';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useTranslation } from 'react-i18next';
import { BidiText } from '../../../ui/bidi-text';
import { Button } from '../../../ui/button';
import { Field, TextAreaField } from '../../../ui/field';
import { checkReceiptFile, prepareReceipt, type PreparedReceipt } from '../receipt-image';

interface ReceiptFormProps {
  db: UserDatabase;
  formationId: string;
  /** The refused receipt this one replaces (its row goes when the new one is queued). */
  replacing?: string;
  onQueued?: () => void;
}

type PhotoState =
  | { step: 'none' }
  | { step: 'preparing' }
  | { step: 'ready'; prepared: PreparedReceipt; preview: string }
  | { step: 'invalid'; message: string };

/**
 * The transfer receipt (SPEC §5/§9): a photo (required, images only, under 5 MB, checked here first),
 * made small on the phone, then an optional transfer reference and notes. Submitting queues it in the
 * outbox, which sends it now or on reconnect: the form works the same with or without signal.
 */
export function ReceiptForm({ db, formationId, replacing, onQueued }: ReceiptFormProps) {
  const { t } = useTranslation(['payments', 'errors']);
  const language = useLanguage();
  const headingId = useId();
  const pickerId = useId();
  const [chosenName, setChosenName] = useState<string | null>(null);
  const [photo, setPhoto] = useState<PhotoState>({ step: 'none' });
  // The text parts of the multipart request, checked with the server's schema; the photo is its own
  // state: it is checked and made small here (checkReceiptFile mirrors the server's file rules).
  const [initial] = useState(() => ({ formation_id: formationId, reference: '', notes: '' }));
  const form = useSchemaForm(BankTransferFieldsSchema, initial);
  const [failure, setFailure] = useState<string | null>(null);
  const ready = photo.step === 'ready' ? photo.prepared : null;
  const preview = photo.step === 'ready' ? photo.preview : null;
  // Each preview's object URL is let go when the photo changes or the form goes.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const errorText = (code: ErrorCode) => t(code, errorKeyOptions);
  const fieldError = (path: 'reference' | 'notes') => {
    const code = form.error(path);
    return code ? errorText(code) : null;
  };

  const onFile = async (file: File | undefined) => {
    setFailure(null);
    if (!file) {
      setPhoto({ step: 'none' });
      return;
    }
    const check = checkReceiptFile(file);
    if (!check.ok) {
      setPhoto({ step: 'invalid', message: errorText(check.code) });
      return;
    }
    setPhoto({ step: 'preparing' });
    try {
      const prepared = await prepareReceipt(file);
      setPhoto({ step: 'ready', prepared, preview: URL.createObjectURL(prepared.blob) });
    } catch (error) {
      // Not decodable as an image after all (a renamed file, a truncated photo).
      console.warn('Receipt photo could not be prepared', error);
      setPhoto({ step: 'invalid', message: t('receipt.prepareFailed') });
    }
  };

  const send = async (fields: BankTransferFields) => {
    if (photo.step !== 'ready') return;
    setFailure(null);
    try {
      const { prepared } = photo;
      // Into the outbox, which sends it now or on reconnect: the same with or without signal.
      await enqueueReceiptUpload(
        db,
        { formationId, receipt: prepared.blob, filename: prepared.filename, reference: fields.reference, notes: fields.notes },
        replacing,
      );
      onQueued?.();
    } catch (error) {
      console.error('Receipt could not be saved on this device', error);
      setFailure(t('receipt.saveFailed'));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (photo.step === 'none') setPhoto({ step: 'invalid', message: t('receipt.required') });
    form.handleSubmit(send)(event);
  };

  return (
    <form className="receipt-form" onSubmit={onSubmit} aria-labelledby={headingId} noValidate>
      <h2 id={headingId}>{t('receipt.heading')}</h2>
      {/* The app's own button in the page's language, not the browser's "Choose File / No file
          chosen": the file input is visually hidden and its label is styled as a button. `image/*` without
          `capture` lets a phone offer the camera or the gallery. */}
      <div className="field receipt-picker">
        <span className="field__label" id={`${pickerId}-label`}>
          {t('receipt.photo')}
        </span>
        <p className="field__hint" id={`${pickerId}-hint`}>
          {t('receipt.photoHint')}
        </p>
        <input
          id={pickerId}
          className="visually-hidden receipt-picker__input"
          type="file"
          name="receipt"
          accept="image/*"
          required
          aria-labelledby={`${pickerId}-label`}
          aria-describedby={photo.step === 'invalid' ? `${pickerId}-hint ${pickerId}-error` : `${pickerId}-hint`}
          aria-invalid={photo.step === 'invalid' ? true : undefined}
          onChange={(event) => {
            setChosenName(event.currentTarget.files?.[0]?.name ?? null);
            void onFile(event.currentTarget.files?.[0]);
          }}
        />
        <div className="receipt-picker__row">
          <label htmlFor={pickerId} className="button button--secondary receipt-picker__button" aria-hidden="true">
            {chosenName ? t('receipt.change') : t('receipt.choose')}
          </label>
          <bdi className="receipt-picker__file" dir="auto">
            {chosenName ?? t('receipt.noFile')}
          </bdi>
        </div>
        {photo.step === 'invalid' ? (
          <p className="field__error" id={`${pickerId}-error`}>
            {photo.message}
          </p>
        ) : null}
      </div>
      <div role="status" aria-live="polite" className="receipt-form__status">
        {photo.step === 'preparing' ? <p>{t('receipt.preparing')}</p> : null}
        {ready ? (
          <p className="receipt-form__sizes">
            <BidiText
              text={t('receipt.sizes', {
                original: isolate(formatValue(ready.originalBytes, 'bytes', language)),
                sent: isolate(formatValue(ready.sentBytes, 'bytes', language)),
              })}
            />
          </p>
        ) : null}
      </div>
      {preview ? <img className="receipt-form__preview" src={preview} alt={t('receipt.preview')} /> : null}
      <Field
        label={t('receipt.reference')}
        dir="auto"
        autoComplete="off"
        maxLength={PAYMENT_REFERENCE_MAX_LENGTH}
        {...form.bind('reference')}
        error={fieldError('reference')}
      />
      <TextAreaField
        label={t('receipt.notes')}
        dir="auto"
        rows={3}
        maxLength={PAYMENT_NOTES_MAX_LENGTH}
        {...form.bind('notes')}
        error={fieldError('notes')}
      />
      {failure ? (
        <p className="payments-error" role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" busy={form.submitting} disabled={photo.step === 'preparing'}>
        {replacing ? t('receipt.resend') : t('receipt.submit')}
      </Button>
    </form>
  );
}
