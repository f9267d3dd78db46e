import { useTranslation } from 'react-i18next';

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
  const percent = Math.round(Math.min(Math.max(value, 0), 100));
  return (
    <div className="progress">
      <progress className="progress__bar" max={100} value={percent} aria-label={label} aria-valuetext={t('ui.progress', { percent })} />
      {showValue ? (
        <span className="progress__value" aria-hidden="true">
          {t('ui.progress', { percent })}
        </span>
      ) : null}
    </div>
  );
}
