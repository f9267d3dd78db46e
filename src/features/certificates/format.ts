import type { Language } from '../../../contract/constants';

/** Moroccan variants keep Latin digits in Arabic, as the rest of the app shows numbers. */
const LOCALES: Record<Language, string> = { ar: 'ar-MA', fr: 'fr-MA', en: 'en' };

/** A score out of 10 with at most one decimal, in the reader's language. */
export function formatScore(score: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 }).format(score);
}

/** An issue date as a long date, the same day wherever the reader is (certificates are dated in UTC). */
export function formatIssueDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
