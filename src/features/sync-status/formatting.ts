import { formatValue } from '../../lib/format';

const UNITS: ['day' | 'hour' | 'minute' | 'second', number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** "5 minutes ago" / "il y a 5 minutes" / "قبل 5 دقائق": the largest whole unit, in the interface language. */
export function formatAge(iso: string, now: number, language: string): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  for (const [range, size] of UNITS) {
    if (Math.abs(seconds) >= size || range === 'second') {
      return formatValue(Math.trunc(seconds / size), 'relativetime', language, { numeric: 'auto', range });
    }
  }
  return formatValue(0, 'relativetime', language, { numeric: 'auto', range: 'second' });
}

/** The exact moment, for a tooltip and `<time>`. */
export function formatMoment(iso: string, language: string): string {
  return formatValue(new Date(iso), 'datetime', language, { dateStyle: 'medium', timeStyle: 'short' });
}
