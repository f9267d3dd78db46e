/**
 * What a download costs the learner in mobile data: a price per gigabyte in the learner's currency, a
 * default chosen by country (the table below, with where each figure comes from and when it was
 * true), and the arithmetic every screen uses. Pure: the app, its tests and the docs read the same table
 * (docs/data-cost.md explains the choices).
 */

export const DATA_COST_CURRENCIES = ['MAD', 'XOF', 'XAF', 'EUR', 'USD'] as const;
export type DataCostCurrency = (typeof DATA_COST_CURRENCIES)[number];

/** A price the learner pays for one gigabyte of mobile data. */
export interface DataPrice {
  currency: DataCostCurrency;
  per_gb: number;
}

export interface DataPriceDefault extends DataPrice {
  /** Where the figure was read, and what it is (an offer, an average). */
  source: string;
  /** When the figure was true, as precisely as the source says (ISO date or year-month). */
  as_of: string;
}

/**
 * A gigabyte as the app writes sizes (contract/formatting.ts divides by 1024³), so "1 GB" on screen
 * costs exactly the price per GB.
 */
export const BYTES_PER_GB = 1024 ** 3;

/**
 * The most a learner may type per currency: far above any figure in the table (the dearest country the
 * sources list pays about 41 USD), so a slip of the finger ("1000" for "10,00") is caught.
 */
export const DATA_PRICE_MAX: Readonly<Record<DataCostCurrency, number>> = {
  MAD: 1000,
  XOF: 100_000,
  XAF: 100_000,
  EUR: 100,
  USD: 100,
};

/** Decimals a price may be typed with: the CFA franc has no coins below the franc in use. */
export const DATA_PRICE_DECIMALS: Readonly<Record<DataCostCurrency, number>> = { MAD: 2, XOF: 0, XAF: 0, EUR: 2, USD: 2 };

const CABLE_2022 = 'cable.co.uk, Worldwide Mobile Data Pricing 2022 (average price of 1 GB over the plans surveyed)';

/**
 * Morocco: what a prepaid learner pays at a recharge, Maroc Telecom's "Pass Internet" by recharge card
 * (2 Go 20 DH, 5 Go 50 DH, 10 Go 100 DH: 10 DH a gigabyte; Orange Maroc's *3 "2 Go for 20 DH" gives the
 * same). The operator's catalogue page carries no date; the nearest dated figure is the 2022 average
 * (7.07 DH/Go over 53 plans, bladi.net, 14 January 2023), so the default errs on the side of the
 * prepaid price. No 2026 figure was found.
 */
const MOROCCO: DataPriceDefault = {
  currency: 'MAD',
  per_gb: 10,
  source:
    'Maroc Telecom, catalogue des offres (maroctelecom.cld.bz, "Pass Internet" par carte de recharge: 10 Go à 100 DH); checked against ' +
    `${CABLE_2022}: 7,07 DH/Go, reported by bladi.net on 2023-01-14`,
  as_of: 'undated operator page, read 2026-11; dated check 2022',
};

/**
 * Senegal and Cameroon: 1.53 USD a gigabyte in 2022 (cable.co.uk, reported by afrique-sur7.ci and
 * adweknow.com), at the rate the Ivorian press used for the same study (3.06 USD = 1 826 FCFA, yeclo.com,
 * April 2023): 913 francs. XOF and XAF are at par (both 655.957 to the euro).
 */
const CFA_2022 = 913;

export const DATA_PRICE_DEFAULTS: Readonly<Record<string, DataPriceDefault>> = {
  MA: MOROCCO,
  // Côte d'Ivoire: the regulator's own average, 0.41 FCFA per MB in 2024 (ARTCI, reported by nordsud.info).
  CI: {
    currency: 'XOF',
    per_gb: 420,
    source: "ARTCI (Côte d'Ivoire's regulator): average 0,41 FCFA/Mo in 2024, reported by nordsud.info",
    as_of: '2024',
  },
  SN: { currency: 'XOF', per_gb: CFA_2022, source: `${CABLE_2022}: Senegal 1.53 USD, at 596.7 FCFA/USD`, as_of: '2022' },
  CM: { currency: 'XAF', per_gb: CFA_2022, source: `${CABLE_2022}: Cameroon 1.53 USD, at 596.7 FCFA/USD`, as_of: '2022' },
  FR: { currency: 'EUR', per_gb: 0.23, source: `${CABLE_2022}: France 0,23 €/Go, reported by bladi.net on 2023-01-14`, as_of: '2022' },
};

/** The other UEMOA countries pay in XOF: Senegal's figure until one of their own is sourced. */
const XOF_COUNTRIES = ['BJ', 'BF', 'CI', 'GW', 'ML', 'NE', 'SN', 'TG'] as const;
/** CEMAC countries pay in XAF: Cameroon's figure until one of their own is sourced. */
const XAF_COUNTRIES = ['CM', 'CF', 'CG', 'GA', 'GQ', 'TD'] as const;
/** Euro countries without a figure of their own: France's. */
const EUR_COUNTRIES = ['FR', 'BE', 'LU', 'DE', 'ES', 'IT', 'NL', 'PT', 'AT', 'IE', 'FI', 'GR', 'MC'] as const;

/** Anywhere else: the world average of the same 2022 study, in US dollars. */
export const FALLBACK_DATA_PRICE: DataPriceDefault = {
  currency: 'USD',
  per_gb: 3.12,
  source: `${CABLE_2022}: world average 3.12 USD, reported by qz.com (2022)`,
  as_of: '2022',
};

/** The academy's own country: the default while the learner's country is not known (offline first start). */
export const HOME_COUNTRY = 'MA';

function inList(country: string, list: readonly string[]): boolean {
  return list.includes(country);
}

/**
 * The default price for a learner in `country` (ISO 3166-1 alpha-2, as the geo lookups answer): the
 * country's own figure, else its currency zone's, else the world average in USD. An unknown country is
 * taken as the academy's own.
 */
export function defaultDataPrice(country: string | null | undefined): DataPriceDefault {
  const code = (country ?? HOME_COUNTRY).toUpperCase();
  const own = DATA_PRICE_DEFAULTS[code];
  if (own) return own;
  if (inList(code, XOF_COUNTRIES)) return DATA_PRICE_DEFAULTS.SN ?? FALLBACK_DATA_PRICE;
  if (inList(code, XAF_COUNTRIES)) return DATA_PRICE_DEFAULTS.CM ?? FALLBACK_DATA_PRICE;
  if (inList(code, EUR_COUNTRIES)) return DATA_PRICE_DEFAULTS.FR ?? FALLBACK_DATA_PRICE;
  return FALLBACK_DATA_PRICE;
}

/** What `bytes` cost at `price`, in the price's currency (not rounded: formatting rounds). */
export function dataCost(bytes: number, price: DataPrice): number {
  return (Math.max(0, bytes) / BYTES_PER_GB) * price.per_gb;
}

export type DataPriceError = 'data.price_invalid' | 'data.price_too_high';

/**
 * A price as the learner typed it ("10", "9,50", "0.23", "1 500") → the number, or why not: digits with
 * a comma or a dot before the currency's decimals, above zero and at most DATA_PRICE_MAX.
 */
export function parseDataPrice(text: string, currency: DataCostCurrency): { price: number } | { error: DataPriceError } {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const decimals = DATA_PRICE_DECIMALS[currency];
  const pattern = decimals > 0 ? new RegExp(`^\\d{1,7}(?:[.,]\\d{1,${decimals}})?$`) : /^\d{1,7}$/;
  if (!pattern.test(compact)) return { error: 'data.price_invalid' };
  const price = Number(compact.replace(',', '.'));
  if (!(price > 0)) return { error: 'data.price_invalid' };
  if (price > DATA_PRICE_MAX[currency]) return { error: 'data.price_too_high' };
  return { price };
}

/** The learner's month a moment belongs to, in the phone's own time zone: `YYYY-MM`. */
export function monthKey(at: Date): string {
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}`;
}
