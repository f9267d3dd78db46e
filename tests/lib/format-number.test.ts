import { describe, expect, it } from 'vitest';
import type { Language } from '../../contract/constants';
import { formatNumber, formatPercent } from '../../src/lib/format-number';

const LOCALES: Record<Language, string> = { en: 'en', fr: 'fr-MA', ar: 'ar-MA' };
const LANGUAGES = Object.keys(LOCALES) as Language[];

const counts = [0, 1, 7, 12, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 1_234_567, 98_765_432];
const ratings = Array.from({ length: 51 }, (_, index) => index / 10).concat([4.25, 4.35, 4.45, 3.333, 4.666, 2.05, 1.15]);
const ratios = Array.from({ length: 1001 }, (_, index) => index / 1000).concat([0.145, 0.005, 0.995, 2 / 3, 1 / 3]);

describe('formatNumber and formatPercent write what Intl writes for the app’s locales', () => {
  for (const language of LANGUAGES) {
    const locale = LOCALES[language];
    it(`counts in ${locale}`, () => {
      const intl = new Intl.NumberFormat(locale);
      for (const count of counts) expect(formatNumber(count, language)).toBe(intl.format(count));
    });

    it(`ratings with one decimal in ${locale}`, () => {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
      for (const rating of ratings) expect(formatNumber(rating, language, 1)).toBe(intl.format(rating));
    });

    it(`percentages in ${locale}`, () => {
      const intl = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
      for (const ratio of ratios) expect(formatPercent(ratio, language)).toBe(intl.format(ratio));
    });
  }

  it('groups thousands by language', () => {
    expect(formatNumber(1_234_567, 'en')).toBe('1,234,567');
    expect(formatNumber(1_234_567, 'fr')).toBe('1.234.567');
    expect(formatNumber(4.5, 'fr', 1)).toBe('4,5');
    expect(formatPercent(0.856, 'fr')).toBe('86\u00a0%');
  });

  it('keeps the sign of negative values, as Intl does', () => {
    expect(formatNumber(-0.01, 'en', 1)).toBe(new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(-0.01));
    expect(formatNumber(-1234.5, 'en', 1)).toBe('-1,234.5');
  });
});
