import type { Language } from '../../contract/constants';

interface Convention {
  group: string;
  decimal: string;
  percent: (digits: string) => string;
}

/**
 * The number conventions of the app's locales (en, fr-MA, ar-MA, as src/lib/format-bytes.ts uses),
 * written out so the first screen needs no Intl.NumberFormat: the first one a page creates loads ICU's
 * number data, a 30–70 ms task measured in Chromium on this machine, four times that on a low-end
 * phone. tests/lib/format-number.test.ts checks every convention against Intl.
 */
const CONVENTIONS: Record<Language, Convention> = {
  en: { group: ',', decimal: '.', percent: (digits) => `${digits}%` },
  fr: { group: '.', decimal: ',', percent: (digits) => `${digits}\u00a0%` },
  ar: { group: '.', decimal: ',', percent: (digits) => `${digits}\u200e%\u200e` },
};

/** Adds one to a string of decimal digits ("099" → "100", "99" → "100"). */
function incrementDigits(digits: string): string {
  const chars = [...digits];
  for (let index = chars.length - 1; index >= 0; index--) {
    if (chars[index] !== '9') {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join('');
    }
    chars[index] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * Rounds |value| × 10^shift to `maxFractionDigits` decimals, half away from zero, on the number's
 * shortest decimal form ("4.35", not the double 4.3499…), which is what Intl rounds.
 */
function roundedParts(value: number, maxFractionDigits: number, shift = 0): [integer: string, fraction: string] {
  const plain = Math.abs(value).toString();
  if (/e/i.test(plain)) {
    const [integer = '0', fraction = ''] = (Math.abs(value) * 10 ** shift).toFixed(maxFractionDigits).split('.');
    return [integer, fraction];
  }
  const [whole = '0', decimals = ''] = plain.split('.');
  // Moving the point `shift` places right, in the digits themselves.
  const padded = decimals.padEnd(shift, '0');
  const integerDigits = (whole + padded.slice(0, shift)).replace(/^0+(?=\d)/, '');
  const fractionDigits = padded.slice(shift);
  if (fractionDigits.length <= maxFractionDigits) return [integerDigits, fractionDigits];
  const kept = integerDigits + fractionDigits.slice(0, maxFractionDigits);
  const roundedUp = Number(fractionDigits[maxFractionDigits]) >= 5;
  const all = roundedUp ? incrementDigits(kept) : kept;
  const integerLength = all.length - maxFractionDigits;
  return [all.slice(0, integerLength) || '0', all.slice(integerLength)];
}

function digitsOf(value: number, maxFractionDigits: number, { group, decimal }: Convention, shift = 0): string {
  const [integer, fraction] = roundedParts(value, maxFractionDigits, shift);
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const trimmed = fraction.replace(/0+$/, '');
  // Intl keeps the sign of a negative value that rounds to zero ("-0"); so do we.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${trimmed ? decimal + trimmed : ''}`;
}

/** A count or a measure (`4.5`), at most `maxFractionDigits` decimals. */
export function formatNumber(value: number, language: Language, maxFractionDigits = 0): string {
  return digitsOf(value, maxFractionDigits, CONVENTIONS[language]);
}

/** A ratio (0.86) as a whole percentage ("86%"). */
export function formatPercent(ratio: number, language: Language): string {
  const convention = CONVENTIONS[language];
  // ×100 by moving the decimal point, so no binary error creeps in (0.145 → 14.5 → 15).
  return convention.percent(digitsOf(ratio, 0, convention, 2));
}
