import type { Language } from '../../../contract/constants';
import { BANK_TRANSFER_VERIFICATION_HOURS } from '../../../contract/payments';
import { formatValue } from '../../lib/format';

/** Integer centimes → "1 200,00 MAD" in the reader's language (one price format: src/lib/format-price.ts). */
export { formatPrice as formatMad } from '../../lib/format-price';

export function formatDateTime(iso: string, language: Language): string {
  return formatValue(iso, 'datetime', language, { dateStyle: 'medium', timeStyle: 'short' });
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
