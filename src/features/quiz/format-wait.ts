import type { Language } from '../../../contract/constants';

/** Moroccan variants keep Latin digits in Arabic, as the rest of the app shows numbers. */
const LOCALES: Record<Language, string> = { ar: 'ar-MA', fr: 'fr-MA', en: 'en' };

/**
 * A wait, rounded up to a unit a learner reads at a glance: "in 4 minutes", "dans 2 heures",
 * "خلال 1 يوم". Never "in 0 minutes": a wait about to end reads as one minute.
 */
export function formatWait(milliseconds: number, language: Language): string {
  const minutes = Math.max(1, Math.ceil(milliseconds / 60_000));
  const format = new Intl.RelativeTimeFormat(LOCALES[language], { numeric: 'always' });
  if (minutes < 90) return format.format(minutes, 'minute');
  const hours = Math.ceil(minutes / 60);
  if (hours < 36) return format.format(hours, 'hour');
  return format.format(Math.ceil(hours / 24), 'day');
}
