// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, moneyInputText, parseMoney } from '../../src/lib/format-price';
import { formatSize } from '../../src/lib/format-size';
import { setLanguage } from '../../src/lib/i18n';

beforeAll(async () => {
  await setLanguage('en', { persist: false });
});

describe('formatSize: one size formatter for every screen', () => {
  it.each([
    // One unit style per language, joined by a no-break space so a size never wraps.
    ['ar', '51\u00a0ك.ب'],
    ['fr', '51\u00a0Ko'],
    ['en', '51\u00a0KB'],
  ] as const)('a 51 KB PDF reads in kilobytes in %s, never "0 MB"', (language, expected) => {
    expect(formatSize(51 * 1024, language)).toBe(expected);
  });

  it.each(['ar', 'fr', 'en'] as const)('kilobytes up to a megabyte, then megabytes with one decimal under 10 (%s)', (language) => {
    const locale = language === 'en' ? 'en' : `${language}-MA`;
    const units = { ar: ['ك.ب', 'م.ب'], fr: ['Ko', 'Mo'], en: ['KB', 'MB'] }[language];
    const number = (value: number, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
    expect(formatSize(1023 * 1024, language)).toBe(`${number(1023, 0)}\u00a0${units[0]}`);
    expect(formatSize(1.44 * 1024 ** 2, language)).toBe(`${number(1.4, 1)}\u00a0${units[1]}`);
    expect(formatSize(420 * 1024, language)).toMatch(/^420\s/);
  });

  it('writes a few bytes as bytes', () => {
    expect(formatSize(12, 'en')).toBe('12\u00a0B');
  });
});

describe('money: one module, both separators in, the locale’s out', () => {
  it.each([
    ['149,50', 14950],
    ['149.50', 14950],
    ['149,5', 14950],
    ['149', 14900],
    [' 599,00 ', 59900],
    ['1 200,50', 120050],
    ['0', 0],
  ])('reads %j as %i centimes', (typed, centimes) => {
    expect(parseMoney(typed)).toBe(centimes);
  });

  it.each(['', 'abc', '149,505', '-3', '1,2,3', '149.50.1'])('refuses %j', (typed) => {
    expect(parseMoney(typed)).toBeNull();
  });

  it.each([
    ['ar', 14950, '149,50'],
    ['fr', 14950, '149,50'],
    ['en', 14950, '149.50'],
    ['ar', 59900, '599'],
    ['fr', 120050, '1200,50'],
  ] as const)('shows a price field in %s with its separator: %i → %s', (language, centimes, shown) => {
    expect(moneyInputText(centimes, language)).toBe(shown);
    expect(parseMoney(moneyInputText(centimes, language))).toBe(centimes);
  });

  it('writes a price with the same separator as the field', () => {
    expect(formatPrice(14950, 'ar')).toContain('149,50');
    expect(formatPrice(14950, 'fr')).toContain('149,50');
    expect(formatPrice(14950, 'en')).toContain('149.50');
  });
});
