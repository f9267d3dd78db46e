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

/** Minutes → hours with at most one decimal (SPEC §2 shows the duration in hours). */
export function formatHours(minutes: number, language: Language): string {
  return numberFormat(language, 'hours').format(minutes / 60);
}

/** A rating or any other number with one decimal at most. */
export function formatDecimal(value: number, language: Language): string {
  return numberFormat(language, 'hours').format(value);
}

export function formatCount(value: number, language: Language): string {
  return numberFormat(language, 'count').format(value);
}
