import type { Language } from '../../../contract/constants';
import { formatValue } from '../../lib/format';

/**
 * A wait, rounded up to a unit a learner reads at a glance: "in 4 minutes", "dans 2 heures",
 * "خلال 1 يوم". Never "in 0 minutes": a wait about to end reads as one minute.
 */
export function formatWait(milliseconds: number, language: Language): string {
  const minutes = Math.max(1, Math.ceil(milliseconds / 60_000));
  const inUnit = (value: number, range: 'minute' | 'hour' | 'day') =>
    formatValue(value, 'relativetime', language, { numeric: 'always', range });
  if (minutes < 90) return inUnit(minutes, 'minute');
  const hours = Math.ceil(minutes / 60);
  if (hours < 36) return inUnit(hours, 'hour');
  return inUnit(Math.ceil(hours / 24), 'day');
}
