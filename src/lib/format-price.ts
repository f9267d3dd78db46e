import { CURRENCY, type Language } from '../../contract/constants';
import { formatValue } from './format';

/**
 * Money, one module for every feature: shown with the reader's decimal separator
 * everywhere, the editor's price field included, and read back whichever separator was typed.
 */

/**
 * A price in MAD as the reader's language writes it ("499,00 MAD", "499,00 د.م."), for every feature (the
 * catalogue's cards, the payment screens, the editor's preview): integer centimes in, always two decimals
 * out — the exact amount to transfer. Moroccan locales keep Latin digits in Arabic (contract/formatting.ts).
 */
export function formatPrice(centimes: number, language: Language): string {
  return formatValue(centimes / 100, 'currency', language, { currency: CURRENCY, minimumFractionDigits: 2 });
}

/** An amount as a person types it: digits, then a comma or a dot before at most two decimals. */
export const MONEY_INPUT = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/**
 * Dirhams as typed ("149,50", "149.50", "149") → integer centimes (no float arithmetic on money), or
 * null when the text is not an amount. Spaces, as a grouping a person may type, are ignored.
 */
export function parseMoney(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!MONEY_INPUT.test(compact)) return null;
  const [whole = '0', fraction = ''] = compact.replace(',', '.').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Centimes → the amount as a price field shows it: the language's decimal separator, no grouping and no
 * currency, two decimals unless the amount is whole ("149,50" in Arabic and French, "149.50" in English,
 * "599").
 */
export function moneyInputText(centimes: number, language: Language): string {
  const whole = centimes % 100 === 0;
  return formatValue(centimes / 100, 'number', language, {
    useGrouping: false,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
}
