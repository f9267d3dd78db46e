import { useId, useState } from 'react';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MIME_TYPES, type AdminLesson, type Attachment } from '../../../../contract/editor';
import type { ErrorCode } from '../../../../contract/errors';
import { asApiError } from '../../../lib/api';
import { isolate } from '../../../lib/bidi';
import { errorKeyOptions } from '../../../lib/i18n';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { deleteAttachment, uploadAttachment } from '../api/editor-api';
import { ConfirmDialog } from './confirm-dialog';
import { fileRefusal } from './thumbnail-editor';
import { formatSize } from '../../../lib/format-size';

interface AttachmentsProps {
  formationId: string;
  moduleId: string;
  lesson: AdminLesson;
  onLessonChanged: (lesson: AdminLesson) => void;
}

/** A lesson's PDFs, pictures and recordings: added one by one, removed after confirming. */
export function Attachments({ formationId, moduleId, lesson, onLessonChanged }: AttachmentsProps) {
  const { t } = useTranslation(['catalogue-admin', 'errors']);
  const uiLanguage = useLanguage();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const [confirming, setConfirming] = useState<Attachment | null>(null);

  const add = async (file: File) => {
    setFailure(null);
    const refused = fileRefusal(file, ATTACHMENT_MIME_TYPES, ATTACHMENT_MAX_BYTES);
    if (refused) {
      setFailure(refused);
      return;
    }
    setBusy(true);
    try {
      const attachment = await uploadAttachment(formationId, moduleId, lesson.id, file);
      onLessonChanged({ ...lesson, attachments: [...lesson.attachments, attachment] });
    } catch (error) {
      setFailure(asApiError(error).code);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!confirming) return;
    setBusy(true);
    setFailure(null);
    try {
      await deleteAttachment(formationId, moduleId, lesson.id, confirming.id);
      onLessonChanged({ ...lesson, attachments: lesson.attachments.filter((item) => item.id !== confirming.id) });
    } catch (error) {
      setFailure(asApiError(error).code);
    } finally {
      setConfirming(null);
      setBusy(false);
    }
  };

  return (
    <section className="editor-section" aria-labelledby={`${inputId}-heading`}>
      <h4 id={`${inputId}-heading`}>{t('attachments.heading')}</h4>
      {lesson.attachments.length === 0 ? <p>{t('attachments.empty')}</p> : null}
      <ul className="attachment-list">
        {lesson.attachments.map((attachment) => (
          <li key={attachment.id}>
            <a href={attachment.url} dir="auto">
              {attachment.file_name}
            </a>
            <bdi>{formatSize(attachment.size_bytes, uiLanguage)}</bdi>
            <Button
              variant="ghost"
              aria-label={t('attachments.deleteNamed', { name: isolate(attachment.file_name) })}
              onClick={() => setConfirming(attachment)}
            >
              {t('actions.delete')}
            </Button>
          </li>
        ))}
      </ul>
      <label className="field__label" htmlFor={inputId}>
        {t('attachments.add', { size: formatSize(ATTACHMENT_MAX_BYTES, uiLanguage) })}
      </label>
      <input
        id={inputId}
        type="file"
        accept={ATTACHMENT_MIME_TYPES.join(',')}
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void add(file);
        }}
      />
      {failure ? (
        <p role="alert" className="field__error">
          {t(failure, errorKeyOptions)}
        </p>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('attachments.deleteTitle')}
          message={t('attachments.deleteMessage', { name: isolate(confirming.file_name) })}
          confirmLabel={t('actions.delete')}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}
