import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { formatValue } from '../../../lib/format';
import { formatSize } from '../../../lib/format-size';

/** A labelled bar of `percent` whose written `text` a screen reader reads as the bar's value. */
export function ProgressRow({
  label,
  percent,
  text,
  as: Tag = 'div',
}: {
  label: string;
  percent: number;
  text: string;
  as?: 'div' | 'li';
}) {
  return (
    <Tag className="upload-progress">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="upload-progress__track"
      >
        <div className="upload-progress__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="upload-progress__text" aria-hidden="true">
        {text}
      </p>
    </Tag>
  );
}

/** Percent and sizes of an upload, as one progressbar a screen reader reads with both. */
export function UploadProgress({ label, sent, total }: { label: string; sent: number; total: number }) {
  const { t } = useTranslation('catalogue-admin');
  const uiLanguage = useLanguage();
  const percent = total > 0 ? Math.floor((sent / total) * 100) : 0;
  const text = t('upload.progress', {
    percent: formatValue(percent / 100, 'percent', uiLanguage),
    sent: formatSize(sent, uiLanguage),
    total: formatSize(total, uiLanguage),
  });
  return <ProgressRow label={label} percent={percent} text={text} />;
}
