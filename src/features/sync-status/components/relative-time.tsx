import { formatAge, formatMoment } from '../formatting';

interface RelativeTimeProps {
  iso: string;
  now: number;
  language: string;
}

/** "3 hours ago", with the exact date for a pointer and for assistive technology. */
export function RelativeTime({ iso, now, language }: RelativeTimeProps) {
  const exact = formatMoment(iso, language);
  return (
    <time dateTime={iso} title={exact}>
      {formatAge(iso, now, language)}
    </time>
  );
}
