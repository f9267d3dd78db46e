// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { acceptWrittenNumbers, formatLocale, recordWrittenNumbers } from '../../contract/formatting';
import { formatValue } from '../../src/lib/format';
import { i18n, loadNamespaces, setLanguage } from '../../src/lib/i18n';

const NBSP = '\u00a0';

describe('one locale map (docs/architecture.md)', () => {
  it('writes Arabic as ar-MA with Latin digits, French as fr-MA, English as en', () => {
    expect(formatLocale('ar')).toBe('ar-MA');
    expect(formatLocale('fr')).toBe('fr-MA');
    expect(formatLocale('en')).toBe('en');
    expect(formatValue(1234.5, 'number', 'ar', { maximumFractionDigits: 1 })).toBe('1.234,5');
    expect(formatValue(1234.5, 'number', 'fr', { maximumFractionDigits: 1 })).toBe('1.234,5');
    expect(formatValue(1234.5, 'number', 'en', { maximumFractionDigits: 1 })).toBe('1,234.5');
  });

  it('pseudo-locales write as their base language; a full locale is kept (SPEC §9 chat times)', () => {
    expect(formatLocale('ar-XB')).toBe('ar-MA');
    expect(formatLocale('en-XA')).toBe('en');
    expect(formatValue(new Date(2026, 0, 5, 14, 7), 'datetime', 'en-US', { hour: '2-digit', minute: '2-digit' })).toBe('02:07 PM');
  });
});

describe('the formats', () => {
  it('percent: a ratio as a whole percentage', () => {
    expect(formatValue(0.856, 'percent', 'fr')).toBe(`86${NBSP}%`);
    expect(formatValue(0.145, 'percent', 'en')).toBe('15%');
  });

  it('currency: dirhams, in each language', () => {
    expect(formatValue(499, 'currency', 'en', { currency: 'MAD' })).toBe(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'MAD' }).format(499),
    );
    expect(formatValue(499, 'currency', 'fr', { currency: 'MAD' })).toBe(
      new Intl.NumberFormat('fr-MA', { style: 'currency', currency: 'MAD' }).format(499),
    );
  });

  it('bytes: the largest unit, one decimal under 10', () => {
    expect(formatValue(12, 'bytes', 'en')).toBe('12\u00a0B');
    expect(formatValue(1.44 * 1024 ** 2, 'bytes', 'en')).toBe('1.4\u00a0MB');
    expect(formatValue(820 * 1024, 'bytes', 'en')).toBe('820\u00a0KB');
    expect(formatValue(1.5 * 1024 ** 3, 'bytes', 'fr')).toBe('1,5\u00a0Go');
  });

  it('writes sizes in one unit style per language, abbreviated, never wrapping ("4.2 MB → 211 KB")', () => {
    const pair = (language: string) => [4.2 * 1024 ** 2, 211 * 1024].map((bytes) => formatValue(bytes, 'bytes', language));
    expect(pair('en')).toEqual(['4.2\u00a0MB', '211\u00a0KB']);
    expect(pair('fr')).toEqual(['4,2\u00a0Mo', '211\u00a0Ko']);
    expect(pair('ar')).toEqual(['4,2\u00a0م.ب', '211\u00a0ك.ب']);
  });

  it('relative time in the given unit', () => {
    expect(formatValue(4, 'relativetime', 'en', { range: 'minute', numeric: 'always' })).toBe('in 4 minutes');
    expect(formatValue(-1, 'relativetime', 'en', { range: 'day', numeric: 'auto' })).toBe('yesterday');
  });
});

describe('formats inside strings, through i18next', () => {
  beforeAll(async () => {
    await setLanguage('fr', { persist: false });
    await loadNamespaces('fr', ['catalogue', 'study']);
  });

  it('{{value, number}}, {{value, percent}}, {{value, currency(MAD)}}, {{value, bytes}} use the same formatters', () => {
    const t = (template: string, value: number) => i18n.services.interpolator.interpolate(template, { value }, 'fr', {});
    expect(t('{{value, number}}', 1234567)).toBe('1.234.567');
    expect(t('{{value, percent}}', 0.5)).toBe(`50${NBSP}%`);
    expect(t('{{value, currency(MAD)}}', 10)).toBe(formatValue(10, 'currency', 'fr', { currency: 'MAD' }));
    expect(t('{{value, bytes}}', 2048)).toBe(formatValue(2048, 'bytes', 'fr'));
  });

  it('{{count, number}} writes the count in the language’s digits', () => {
    expect(i18n.t('catalogue:list.results', { count: 1000 })).toBe('Formations trouvées : 1.000');
  });

  it('count takes a number: a thousand is plural in French, and a million (French "many") falls back to `other`', () => {
    expect(i18n.t('study:video.views', { count: 1 })).toBe('1 vue');
    expect(i18n.t('study:video.views', { count: 1000 })).toBe('1000 vues');
    expect(i18n.t('study:video.views', { count: 1_000_000 })).toBe('1000000 vues');
  });
});

describe('numbers a server-rendered page carries', () => {
  it('records the text of each number, percentage and price a render writes, and no date', () => {
    const { result, numbers } = recordWrittenNumbers(() => [
      formatValue(4321, 'number', 'fr'),
      formatValue(0.25, 'percent', 'ar'),
      formatValue(15, 'currency', 'en', { currency: 'MAD' }),
      formatValue(new Date(2026, 0, 5), 'datetime', 'en', { dateStyle: 'medium' }),
    ]);
    expect(Object.values(numbers)).toEqual(result.slice(0, 3));
    expect(Object.keys(numbers)).toHaveLength(3);
    expect(Object.keys(numbers).some((key) => key.startsWith('datetime'))).toBe(false);
    // Outside a render nothing is recorded.
    expect(recordWrittenNumbers(() => undefined).numbers).toEqual({});
  });

  it('writes a handed-over number as the server wrote it; other values and languages as before', () => {
    const { numbers } = recordWrittenNumbers(() => formatValue(98765, 'number', 'en'));
    const [key] = Object.keys(numbers);
    if (!key) throw new Error('nothing recorded');
    // A text Intl would never write proves where the answer came from.
    acceptWrittenNumbers({ [key]: 'ninety-eight thousand' });
    expect(formatValue(98765, 'number', 'en')).toBe('ninety-eight thousand');
    expect(formatValue(98766, 'number', 'en')).toBe('98,766');
    expect(formatValue(98765, 'number', 'fr')).toBe('98.765');
  });
});
