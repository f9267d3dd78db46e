import { CURRENCY, type Language } from '../../../contract/constants';

/** Moroccan variants keep Latin digits in Arabic and the dirham's local symbol. */
const LOCALES: Record<Language, string> = { ar: 'ar-MA', fr: 'fr-MA', en: 'en' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}

// Building an Intl formatter costs far more than using one; a page of cards formats dozens of numbers.
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, kind: 'price' | 'hours' | 'count'): Intl.NumberFormat {
  const key = `${language}:${kind}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.NumberFormatOptions =
      kind === 'price' ? { style: 'currency', currency: CURRENCY } : kind === 'hours' ? { maximumFractionDigits: 1 } : {};
    formatter = new Intl.NumberFormat(localeOf(language), options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Integer centimes → "499,00 MAD" in the reader's language (DESIGN.md: money travels in centimes). */
export function formatPrice(centimes: number, language: Language): string {
  return numberFormat(language, 'price').format(centimes / 100);
}

/** Which wording a duration takes: minutes under an hour, whole hours, else hours and minutes. */
export type DurationWording = 'minutes' | 'hours' | 'hoursMinutes';

/**
 * A formation's duration as the reader sees it (SPEC §3: hours/minutes), never "0.6 hours": the wording
 * key to use and its numbers, formatted for the language.
 */
export function durationWording(totalMinutes: number, language: Language): { wording: DurationWording; hours: string; minutes: string } {
  const whole = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(whole / 60);
  const minutes = whole % 60;
  const wording: DurationWording = hours === 0 ? 'minutes' : minutes === 0 ? 'hours' : 'hoursMinutes';
  return { wording, hours: formatCount(hours, language), minutes: formatCount(hours === 0 ? whole : minutes, language) };
}

/** A rating or any other number with one decimal at most. */
export function formatDecimal(value: number, language: Language): string {
  return numberFormat(language, 'hours').format(value);
}

export function formatCount(value: number, language: Language): string {
  return numberFormat(language, 'count').format(value);
}
