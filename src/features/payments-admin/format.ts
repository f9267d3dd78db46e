import { CURRENCY, type Language } from '../../../contract/constants';
import { BANK_TRANSFER_VERIFICATION_HOURS } from '../../../contract/payments';

/** Moroccan variants keep Latin digits in Arabic and the dirham's local symbol (as the catalogue formats prices). */
const LOCALES: Record<Language, string> = { ar: 'ar-MA', fr: 'fr-MA', en: 'en' };

const money = new Map<Language, Intl.NumberFormat>();

/** Integer centimes → "1 200,00 MAD" in the reader's language. */
export function formatMad(centimes: number, language: Language): string {
  let format = money.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: CURRENCY });
    money.set(language, format);
  }
  return format.format(centimes / 100);
}

export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Whole hours a payment has waited since it was sent (never negative when clocks disagree a little). */
export function hoursWaited(createdAt: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(createdAt)) / 3_600_000));
}

/** From SPEC §4's 24 h on the payment is late; from 48 h on the promise is broken. */
export function waitLevel(hours: number): 'ok' | 'late' | 'overdue' {
  if (hours >= BANK_TRANSFER_VERIFICATION_HOURS.max) return 'overdue';
  if (hours >= BANK_TRANSFER_VERIFICATION_HOURS.min) return 'late';
  return 'ok';
}

/** The wording of the time waited: under an hour says so rather than "0 h". */
export function waitKey(hours: number): 'wait.recent' | 'wait.ok' | 'wait.late' | 'wait.overdue' {
  return hours === 0 ? 'wait.recent' : `wait.${waitLevel(hours)}`;
}
