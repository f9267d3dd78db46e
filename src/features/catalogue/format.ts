import type { Language } from '../../../contract/constants';
import { formatValue } from '../../lib/format';

/** Integer centimes → "499,00 MAD" in the reader's language (DESIGN.md: money travels in centimes). */
export { formatPrice } from '../../lib/format-price';

/** Which wording a duration takes: minutes under an hour, whole hours, else hours and minutes. */
export type DurationWording = 'minutes' | 'hours' | 'hoursMinutes';

/**
 * A formation's duration as the reader sees it (SPEC §3: hours/minutes), never "0.6 hours": the wording
 * key to use and its numbers, formatted for the language.
 */
export function durationWording(
  totalMinutes: number,
  language: Language,
): { wording: DurationWording; hours: string; minutes: string; count: number } {
  const whole = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(whole / 60);
  const minutes = whole % 60;
  const wording: DurationWording = hours === 0 ? 'minutes' : minutes === 0 ? 'hours' : 'hoursMinutes';
  // `count` chooses the plural form of the wording that writes a bare number of hours ("ساعتان").
  return { wording, hours: formatCount(hours, language), minutes: formatCount(hours === 0 ? whole : minutes, language), count: hours };
}

/** A rating or any other number with one decimal at most. */
export function formatDecimal(value: number, language: Language): string {
  return formatValue(value, 'number', language, { maximumFractionDigits: 1 });
}

export function formatCount(value: number, language: Language): string {
  return formatValue(value, 'number', language);
}
