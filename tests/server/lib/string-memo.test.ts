import { describe, expect, it } from 'vitest';
import { memoiseByString } from '../../../server/lib/string-memo';
import { predictedLanguage } from '../../../server/lib/ssr/shell-page';
import { negotiateCoding } from '../../../server/lib/http/answer-cache';

describe('memoiseByString', () => {
  it('computes once per distinct string and answers the same after', () => {
    const seen: string[] = [];
    const length = memoiseByString(4, (key: string) => {
      seen.push(key);
      return key.length;
    });
    expect([length('ab'), length('abc'), length('ab'), length('abc')]).toEqual([2, 3, 2, 3]);
    expect(seen).toEqual(['ab', 'abc']);
  });

  it('keeps at most `size` strings, dropping the oldest first', () => {
    const seen: string[] = [];
    const upper = memoiseByString(2, (key: string) => {
      seen.push(key);
      return key.toUpperCase();
    });
    upper('a');
    upper('b');
    upper('c');
    // 'a' was dropped for 'c'; 'b' and 'c' are still known.
    expect(upper('b')).toBe('B');
    expect(upper('c')).toBe('C');
    expect(upper('a')).toBe('A');
    expect(seen).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('header parsing remembered per value', () => {
  it('predicts each visitor’s language from their own header, however often the headers repeat', () => {
    for (let round = 0; round < 3; round += 1) {
      expect(predictedLanguage(null, 'fr-MA,fr;q=0.9,en;q=0.5')).toBe('fr');
      expect(predictedLanguage(null, 'en-US,en;q=0.9')).toBe('en');
      expect(predictedLanguage(null, ['de-DE', 'ar;q=0.8'])).toBe('ar');
      expect(predictedLanguage(null, undefined)).toBe('en');
      // The country wins over the browser (SPEC §4), with the same header remembered above.
      expect(predictedLanguage('MA', 'en-US,en;q=0.9')).toBe('ar');
    }
  });

  it('negotiates each client’s coding from its own header, however often the headers repeat', () => {
    for (let round = 0; round < 3; round += 1) {
      expect(negotiateCoding('gzip, deflate, br')).toBe('br');
      expect(negotiateCoding('gzip')).toBe('gzip');
      expect(negotiateCoding('br;q=0, gzip')).toBe('gzip');
    }
  });
});
