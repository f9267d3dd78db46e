import { describe, expect, it } from 'vitest';
import { isOneOf, oneOf } from '../../contract/one-of';
import { TOPICS } from '../../contract/catalogue-terms';

describe('oneOf', () => {
  it('keeps a value its list names and refuses anything else', () => {
    expect(oneOf('beekeeping', TOPICS)).toBe('beekeeping');
    expect(oneOf('Beekeeping', TOPICS)).toBeNull();
    expect(oneOf('bee', TOPICS)).toBeNull();
    expect(oneOf('', TOPICS)).toBeNull();
    expect(oneOf(null, TOPICS)).toBeNull();
    expect(oneOf(undefined, TOPICS)).toBeNull();
  });
});

describe('isOneOf', () => {
  it('answers the same question as a type guard', () => {
    expect(isOneOf('beekeeping', TOPICS)).toBe(true);
    expect(isOneOf('Beekeeping', TOPICS)).toBe(false);
    expect(isOneOf('', TOPICS)).toBe(false);
    expect(isOneOf(undefined, TOPICS)).toBe(false);
  });
});
