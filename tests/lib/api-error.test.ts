import { describe, expect, it } from 'vitest';
import { ApiError, errorCodeOf } from '../../src/lib/api-error';

describe('errorCodeOf', () => {
  it("names an API failure by its own code, a network failure's included", () => {
    expect(errorCodeOf(new ApiError('editor.file_type_refused', 415))).toBe('editor.file_type_refused');
    expect(errorCodeOf(new ApiError('network.error', 0))).toBe('network.error');
  });

  it('names anything else (a bug, a thrown string) unexpected', () => {
    expect(errorCodeOf(new TypeError('x is undefined'))).toBe('unexpected.error');
    expect(errorCodeOf('oops')).toBe('unexpected.error');
    expect(errorCodeOf(undefined)).toBe('unexpected.error');
  });
});
