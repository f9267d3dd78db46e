import type { Language } from '../../../contract/constants';

/** Moroccan variants keep Latin digits in Arabic, as the rest of the app shows numbers. */
const LOCALES: Record<Language, string> = { ar: 'ar-MA', fr: 'fr-MA', en: 'en' };

/** A score out of 10 with at most one decimal, in the reader's language ("8,5" in French). */
export function formatScore(score: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 }).format(score);
}
