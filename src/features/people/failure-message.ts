import { ApiError, toApiError } from '../../lib/api';

/** Any failure of a people-management call as an ApiError, whose code the page translates. */
export async function failureOf(error: unknown): Promise<ApiError> {
  return error instanceof ApiError ? error : toApiError(error);
}
