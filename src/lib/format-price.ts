import { CURRENCY, type Language } from '../../contract/constants';
import { formatValue } from './format';

/**
 * A price in MAD as the reader's language writes it ("499,00 MAD", "499,00 د.م."), for every feature (the
 * catalogue's cards, the payment screens): integer centimes in, always two decimals out — the exact amount
 * to transfer. Moroccan locales keep Latin digits in Arabic (contract/formatting.ts).
 */
export function formatPrice(centimes: number, language: Language): string {
  return formatValue(centimes / 100, 'currency', language, { currency: CURRENCY, minimumFractionDigits: 2 });
}
