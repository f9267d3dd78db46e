import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_GB,
  DATA_PRICE_DEFAULTS,
  DATA_PRICE_MAX,
  dataCost,
  defaultDataPrice,
  FALLBACK_DATA_PRICE,
  monthKey,
  parseDataPrice,
} from '../../contract/data-cost';

describe('defaultDataPrice: the price per GB a learner starts with, by country', () => {
  it.each([
    ['MA', 'MAD', 10],
    ['ma', 'MAD', 10],
    ['SN', 'XOF', 913],
    ['CI', 'XOF', 420],
    ['ML', 'XOF', 913],
    ['BF', 'XOF', 913],
    ['NE', 'XOF', 913],
    ['TG', 'XOF', 913],
    ['BJ', 'XOF', 913],
    ['CM', 'XAF', 913],
    ['GA', 'XAF', 913],
    ['TD', 'XAF', 913],
    ['FR', 'EUR', 0.23],
    ['BE', 'EUR', 0.23],
    ['US', 'USD', 3.12],
    ['BR', 'USD', 3.12],
  ] as const)('%s pays in %s, %d per GB', (country, currency, perGb) => {
    expect(defaultDataPrice(country)).toMatchObject({ currency, per_gb: perGb });
  });

  it('takes an unknown country as the academy’s own (Morocco), not the world average', () => {
    expect(defaultDataPrice(null)).toMatchObject({ currency: 'MAD', per_gb: 10 });
    expect(defaultDataPrice(undefined)).toBe(defaultDataPrice('MA'));
  });

  it('gives every figure a source and a date, and keeps each under the most a learner may type', () => {
    for (const entry of [...Object.values(DATA_PRICE_DEFAULTS), FALLBACK_DATA_PRICE]) {
      expect(entry.source.length).toBeGreaterThan(20);
      expect(entry.as_of).toMatch(/20\d\d/);
      expect(entry.per_gb).toBeGreaterThan(0);
      expect(entry.per_gb).toBeLessThan(DATA_PRICE_MAX[entry.currency]);
    }
  });
});

describe('dataCost', () => {
  it('is the share of a gigabyte (as sizes are written: 1024³ bytes) times the price', () => {
    expect(dataCost(BYTES_PER_GB, { currency: 'MAD', per_gb: 10 })).toBe(10);
    expect(dataCost(BYTES_PER_GB / 2, { currency: 'MAD', per_gb: 10 })).toBe(5);
    expect(dataCost(3 * 1024 ** 2, { currency: 'XOF', per_gb: 1024 })).toBe(3);
    expect(dataCost(0, { currency: 'EUR', per_gb: 0.23 })).toBe(0);
    expect(dataCost(-5, { currency: 'EUR', per_gb: 0.23 })).toBe(0);
  });
});

describe('parseDataPrice: what the learner types', () => {
  it.each([
    ['10', 'MAD', 10],
    ['9,50', 'MAD', 9.5],
    ['9.5', 'MAD', 9.5],
    [' 12 ', 'MAD', 12],
    ['0,23', 'EUR', 0.23],
    ['1 500', 'XOF', 1500],
    ['913', 'XAF', 913],
  ] as const)('reads "%s" in %s as %d', (text, currency, price) => {
    expect(parseDataPrice(text, currency)).toEqual({ price });
  });

  it.each([
    ['', 'MAD'],
    ['abc', 'MAD'],
    ['0', 'MAD'],
    ['0,00', 'MAD'],
    ['-3', 'MAD'],
    ['9,505', 'MAD'],
    ['913,5', 'XOF'],
    ['1e3', 'USD'],
  ] as const)('refuses "%s" in %s as not a price', (text, currency) => {
    expect(parseDataPrice(text, currency)).toEqual({ error: 'data.price_invalid' });
  });

  it('refuses a price above the currency’s sensible most', () => {
    expect(parseDataPrice('1000', 'MAD')).toEqual({ price: 1000 });
    expect(parseDataPrice('1000,01', 'MAD')).toEqual({ error: 'data.price_too_high' });
    expect(parseDataPrice('150', 'EUR')).toEqual({ error: 'data.price_too_high' });
    expect(parseDataPrice('200000', 'XOF')).toEqual({ error: 'data.price_too_high' });
  });
});

describe('monthKey', () => {
  it('names the month in the phone’s own time, so the 31st at 23:59 and the 1st at 00:00 fall in two months', () => {
    expect(monthKey(new Date(2026, 0, 31, 23, 59))).toBe('2026-01');
    expect(monthKey(new Date(2026, 1, 1, 0, 0))).toBe('2026-02');
    expect(monthKey(new Date(2026, 11, 31, 12))).toBe('2026-12');
  });
});
