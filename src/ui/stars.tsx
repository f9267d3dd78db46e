import { formatValue } from '../lib/format';
import { useLanguage } from '../lib/use-language';
import { useTranslation } from 'react-i18next';

interface StarsProps {
  /** Rating, may be fractional (4.5). */
  value: number;
  max?: number;
}

/** A read-only star rating; screen readers hear "Rated 4.5 out of 5". */
export function Stars({ value, max = 5 }: StarsProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const clamped = Math.min(Math.max(value, 0), max);
  const formatted = formatValue(clamped, 'number', language, { maximumFractionDigits: 1 });
  return (
    <span className="stars" role="img" aria-label={t('ui.stars', { value: formatted, max })}>
      {Array.from({ length: max }, (_, index) => {
        const fill = Math.min(Math.max(clamped - index, 0), 1);
        return (
          <span
            key={index}
            className={fill >= 0.75 ? 'stars__star stars__star--full' : fill >= 0.25 ? 'stars__star stars__star--half' : 'stars__star'}
            aria-hidden="true"
          >
            ★
          </span>
        );
      })}
    </span>
  );
}
