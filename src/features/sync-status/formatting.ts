import { formatValue } from '../../lib/format';

const UNITS: ['day' | 'hour' | 'minute' | 'second', number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** Younger than this, a moment reads "just now": seconds that change at every look say nothing. */
const JUST_NOW_SECONDS = 10;

/**
 * "5 minutes ago" / "il y a 5 minutes" / "قبل 5 دقائق": the largest whole unit, in the interface language.
 * A moment later than `now` (another device's or the server's clock ahead of this phone's, which is
 * normal on cheap phones) and one under 10 s old read `justNow`, never "in 18 seconds".
 */
export function formatAge(iso: string, now: number, language: string, justNow: string): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Number.isNaN(seconds) || seconds > -JUST_NOW_SECONDS) return justNow;
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

/** A time of day ("14:05", "2:05 PM"), for the next try of a waiting row. */
export function formatClock(epochMs: number, language: string): string {
  return formatValue(new Date(epochMs), 'datetime', language, { timeStyle: 'short' });
}
