import type { ErrorCode, FieldErrors } from '../../contract/errors';

/**
 * Every failure the app shows, reduced to a stable code (SPEC §8) and optional field codes.
 * Network failure is a normal state: it has its own code and never signs anyone out.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly fieldErrors: FieldErrors = {},
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(code);
  }
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

/** A caught failure as an ApiError: an API error itself, and `unexpected.error` for anything else (a bug). */
export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError('unexpected.error', 0);
}

/** The code a screen shows for a failure (`asApiError`'s). */
export function errorCodeOf(error: unknown): ErrorCode {
  return asApiError(error).code;
}
