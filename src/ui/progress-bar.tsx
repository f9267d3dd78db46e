import { useTranslation } from 'react-i18next';
import { formatValue } from '../lib/format';
import { useLanguage } from '../lib/use-language';

interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  /** What is progressing (quiz, download…); read as the bar's name. */
  label: string;
  /** Shows "40% complete" beside the bar. */
  showValue?: boolean;
}

export function ProgressBar({ value, label, showValue = false }: ProgressBarProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const percent = Math.round(Math.min(Math.max(value, 0), 100));
  // One percent sign per language, the formatter's, as every other percentage of the app.
  const written = formatValue(percent / 100, 'percent', language);
  return (
    <div className="progress">
      <progress
        className="progress__bar"
        max={100}
        value={percent}
        aria-label={label}
        aria-valuetext={t('ui.progress', { percent: written })}
      />
      {showValue ? (
        <span className="progress__value" aria-hidden="true">
          {t('ui.progress', { percent: written })}
        </span>
      ) : null}
    </div>
  );
}
