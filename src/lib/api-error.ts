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

/**
 * The app's one error helper: a caught failure as an ApiError, whose `code` a screen translates (SPEC §8)
 * and whose fields, status and wait it may read. An API error is itself (the API client's `call` made
 * every HTTP and network failure one); anything else is `unexpected.error` (a bug).
 */
export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError('unexpected.error', 0);
}
