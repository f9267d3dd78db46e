import { CURRENCY, type Language } from '../../contract/constants';

/**
 * A price in MAD as the reader's language writes it ("499,00 MAD", "499,00 د.م."), for any feature:
 * the same Intl conventions as the catalogue's cards (src/features/catalogue/format.ts, which features
 * outside the catalogue may not import). Moroccan locales keep Latin digits in Arabic.
 */
const LOCALES: Record<Language, string> = { ar: 'ar-MA', fr: 'fr-MA', en: 'en' };
const formatters = new Map<Language, Intl.NumberFormat>();

/** Integer centimes → the price with its currency, always two decimals: the exact amount to transfer. */
export function formatPrice(centimes: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2 });
    formatters.set(language, formatter);
  }
  return formatter.format(centimes / 100);
}
