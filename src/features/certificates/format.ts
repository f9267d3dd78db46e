import type { Language } from '../../../contract/constants';
import { formatValue } from '../../lib/format';

/** A score out of 10 with at most one decimal, in the reader's language. */
export function formatScore(score: number, language: Language): string {
  return formatValue(score, 'number', language, { maximumFractionDigits: 1 });
}

/** An issue date as a long date, the same day wherever the reader is (certificates are dated in UTC). */
export function formatIssueDate(iso: string, language: Language): string {
  return formatValue(new Date(iso), 'datetime', language, { dateStyle: 'long', timeZone: 'UTC' });
}
