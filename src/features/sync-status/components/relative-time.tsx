import { useTranslation } from 'react-i18next';
import { formatAge, formatMoment } from '../formatting';

interface RelativeTimeProps {
  iso: string;
  /** The screen's clock (use-now.ts), so every time on it moves together. */
  now: number;
  language: string;
}

/** "3 hours ago", or "just now" for a moment ahead of this clock, with the exact date for a pointer and for assistive technology. */
export function RelativeTime({ iso, now, language }: RelativeTimeProps) {
  const { t } = useTranslation('sync');
  const exact = formatMoment(iso, language);
  return (
    <time dateTime={iso} title={exact}>
      {formatAge(iso, now, language, t('time.justNow'))}
    </time>
  );
}
