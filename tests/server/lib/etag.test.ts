import { describe, expect, it } from 'vitest';
import { etagMatches } from '../../../server/lib/http/etag';

describe('etagMatches (If-None-Match, RFC 9110 weak comparison)', () => {
  it('matches nothing without the header', () => {
    expect(etagMatches(undefined, '"a"')).toBe(false);
    expect(etagMatches('', '"a"')).toBe(false);
  });

  it('matches the same tag whether either side is weak', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('W/"a"', 'W/"a"')).toBe(true);
  });

  it('finds the tag in a list, with or without spaces', () => {
    expect(etagMatches('"x", W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"x",W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"x", "y"', '"a"')).toBe(false);
  });

  it('takes * as any current version', () => {
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('*', 'W/"a"')).toBe(true);
  });

  it('compares the whole opaque tag: no prefix, no unquoted form, no case folding', () => {
    expect(etagMatches('"ab"', '"a"')).toBe(false);
    expect(etagMatches('a', '"a"')).toBe(false);
    expect(etagMatches('"A"', '"a"')).toBe(false);
    expect(etagMatches('w/"a"', '"a"')).toBe(false);
  });
});
