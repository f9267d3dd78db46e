import type { Language } from '../../../contract/constants';
import { formatValue } from '../../lib/format';

/** A score out of 10 with at most one decimal, in the reader's language ("8,5" in French). */
export function formatScore(score: number, language: Language): string {
  return formatValue(score, 'number', language, { maximumFractionDigits: 1 });
}
