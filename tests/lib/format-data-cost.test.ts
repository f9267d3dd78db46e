// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { BYTES_PER_GB } from '../../contract/data-cost';
import { formatDataCost } from '../../src/lib/format-data-cost';
import { setLanguage } from '../../src/lib/i18n';

beforeAll(async () => {
  await setLanguage('en', { persist: false });
});

const MAD = { currency: 'MAD', per_gb: 10 } as const;
const XOF = { currency: 'XOF', per_gb: 913 } as const;
const EUR = { currency: 'EUR', per_gb: 0.23 } as const;

describe('formatDataCost: the cost of a download as each language writes money', () => {
  it.each([
    // Arabic keeps Latin digits and the comma (ar-MA), like every number of the app.
    ['ar', MAD, BYTES_PER_GB / 2, '\u200f5,00\u00a0\u062f.\u0645.\u200f'],
    ['fr', MAD, BYTES_PER_GB / 2, '5,00\u00a0MAD'],
    ['en', MAD, BYTES_PER_GB / 2, 'MAD\u00a05.00'],
    // The CFA franc is written without decimals.
    ['ar', XOF, BYTES_PER_GB, '\u200f913\u00a0F\u202fCFA'],
    ['fr', XOF, BYTES_PER_GB, '913\u00a0F\u202fCFA'],
    ['en', XOF, BYTES_PER_GB, 'F\u202fCFA\u00a0913'],
    ['ar', EUR, 2 * BYTES_PER_GB, '\u200f0,46\u00a0\u20ac'],
    ['fr', EUR, 2 * BYTES_PER_GB, '0,46\u00a0\u20ac'],
    ['en', EUR, 2 * BYTES_PER_GB, '\u20ac0.46'],
  ] as const)('in %s, %o for %d bytes', (language, price, bytes, expected) => {
    expect(formatDataCost(bytes, price, language)).toBe(expected);
  });

  it('writes no Arabic-Indic digits in Arabic', () => {
    expect(formatDataCost(123 * 1024 ** 2, MAD, 'ar')).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    expect(formatDataCost(123 * 1024 ** 2, MAD, 'ar')).toMatch(/1,20/);
  });
});
