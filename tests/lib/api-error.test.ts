import { describe, expect, it } from 'vitest';
import { ApiError, asApiError } from '../../src/lib/api-error';

describe('asApiError', () => {
  it("names an API failure by its own code, a network failure's included", () => {
    expect(asApiError(new ApiError('editor.file_type_refused', 415)).code).toBe('editor.file_type_refused');
    expect(asApiError(new ApiError('network.error', 0)).code).toBe('network.error');
  });

  it('names anything else (a bug, a thrown string) unexpected', () => {
    expect(asApiError(new TypeError('x is undefined')).code).toBe('unexpected.error');
    expect(asApiError('oops').code).toBe('unexpected.error');
    expect(asApiError(undefined).code).toBe('unexpected.error');
  });

  it('keeps an API failure as it is, with its fields and wait', () => {
    const refused = new ApiError('validation.failed', 422, { email: ['validation.invalid_email'] }, 30);
    expect(asApiError(refused)).toBe(refused);
  });

  it('makes anything else an unexpected failure with no status and no field errors', () => {
    const failure = asApiError(new TypeError('x is undefined'));
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'unexpected.error', status: 0, fieldErrors: {}, retryAfterSeconds: null });
  });
});
