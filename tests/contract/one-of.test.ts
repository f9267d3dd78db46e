import { describe, expect, it } from 'vitest';
import { oneOf } from '../../contract/one-of';
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
