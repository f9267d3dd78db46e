import type { Language } from '../../contract/constants';

const LOCALES: Record<Language, string> = { ar: 'ar-MA', fr: 'fr-MA', en: 'en' };
const UNITS = [
  { unit: 'gigabyte', size: 1024 ** 3 },
  { unit: 'megabyte', size: 1024 ** 2 },
  { unit: 'kilobyte', size: 1024 },
] as const;

/** Bytes as a learner reads a download size: "1.4 MB", "820 kB", "12 byte", in their language. */
export function formatBytes(bytes: number, language: Language): string {
  const found = UNITS.find((entry) => bytes >= entry.size);
  const locale = LOCALES[language];
  if (!found) return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'short' }).format(Math.max(0, Math.round(bytes)));
  const value = bytes / found.size;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: found.unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** A share as a whole percentage, "42 %", in the reader's language. */
export function formatPercent(part: number, whole: number, language: Language): string {
  const ratio = whole > 0 ? Math.min(1, Math.max(0, part / whole)) : 0;
  return new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 0 }).format(Math.floor(ratio * 100) / 100);
}
