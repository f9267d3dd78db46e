import { dataCost, type DataPrice } from '../../contract/data-cost';
import { formatValue } from './format';

/**
 * What `bytes` of mobile data cost at `price`, written as the reader's language writes money ("0,98 MAD",
 * "‏0,98 د.م.‏", "F CFA 913", "$3.12"): the currency's own decimals (none for the CFA franc), Latin
 * digits in Arabic like every number of the app (contract/formatting.ts).
 */
export function formatDataCost(bytes: number, price: DataPrice, language: string): string {
  return formatValue(dataCost(bytes, price), 'currency', language, { currency: price.currency });
}

/** A price per gigabyte as the price field shows it: no grouping, no currency, the decimals typed. */
export function dataPriceInputText(price: number, language: string): string {
  return formatValue(price, 'number', language, { useGrouping: false, maximumFractionDigits: 2 });
}
