import { useId, useState } from 'react';
import { thumbnailUrl } from '../../../../contract/media';
import { THUMBNAIL_MAX_BYTES, THUMBNAIL_MIME_TYPES, type AdminFormation } from '../../../../contract/editor';
import type { ErrorCode } from '../../../../contract/errors';
import { asApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { formatSize } from '../../../lib/format-size';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from 'react-i18next';
import { uploadThumbnail } from '../api/editor-api';

/** A quick check before sending; the server checks the bytes themselves and has the last word. */
export function fileRefusal(file: File, types: readonly string[], maxBytes: number): ErrorCode | null {
  if (file.size > maxBytes) return 'http.payload_too_large';
  if (file.type && !types.includes(file.type)) return 'editor.file_type_refused';
  return null;
}

/** The formation's picture: sent as multipart, resized by the server into the catalogue's WebP widths. */
export function ThumbnailEditor({ formation, onChanged }: { formation: AdminFormation; onChanged: (formation: AdminFormation) => void }) {
  const { t } = useTranslation(['catalogue-admin', 'errors']);
  const uiLanguage = useLanguage();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);

  const send = async (file: File) => {
    setFailure(null);
    const refused = fileRefusal(file, THUMBNAIL_MIME_TYPES, THUMBNAIL_MAX_BYTES);
    if (refused) {
      setFailure(refused);
      return;
    }
    setBusy(true);
    try {
      onChanged(await uploadThumbnail(formation.id, file, formation.version));
    } catch (error) {
      setFailure(asApiError(error).code);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="editor-section thumbnail-editor" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>{t('thumbnail.heading')}</h2>
      {formation.thumbnail ? (
        <img src={thumbnailUrl(formation.thumbnail, 320)} alt={t('thumbnail.current')} />
      ) : (
        <p>{t('thumbnail.none')}</p>
      )}
      <label className="field__label" htmlFor={inputId}>
        {t('thumbnail.choose', { size: formatSize(THUMBNAIL_MAX_BYTES, uiLanguage) })}
      </label>
      <input
        id={inputId}
        type="file"
        accept={THUMBNAIL_MIME_TYPES.join(',')}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      {busy ? <p role="status">{t('thumbnail.sending')}</p> : null}
      {failure ? (
        <p role="alert" className="field__error">
          {t(failure, errorKeyOptions)}
        </p>
      ) : null}
    </section>
  );
}
