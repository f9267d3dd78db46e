import ky, { HTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { API_BASE } from '../../contract/constants';
import { codeForStatus, parseRetryAfter } from '../../contract/http-status';
import { ProblemSchema } from '../../contract/problem';
import { notifySessionExpired, useSession } from './session';
import { ApiError } from './api-error';

export { ApiError };

/** Turns whatever ky threw into an ApiError. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const { response } = error;
    let body: unknown = null;
    try {
      body = await response.clone().json();
    } catch {
      body = null;
    }
    const problem = v.safeParse(ProblemSchema, body);
    return new ApiError(
      problem.success ? problem.output.code : codeForStatus(response.status),
      response.status,
      problem.success ? (problem.output.errors ?? {}) : {},
      parseRetryAfter(response.headers.get('Retry-After'), Date.now()),
    );
  }
  if (error instanceof TypeError || (error instanceof DOMException && error.name !== 'AbortError')) {
    return new ApiError('network.error', 0);
  }
  if (error instanceof Error && error.name === 'TimeoutError') return new ApiError('network.error', 0);
  return new ApiError('unexpected.error', 0);
}

/** SPEC §4: any 401 or 403 clears the stored credentials and sends the visitor to /login. */
export function handleAuthFailure(status: number): void {
  if ((status === 401 || status === 403) && useSession.getState().token) notifySessionExpired();
}

/** The API client: bearer token from the session, no time-out (SPEC §7), problems parsed. */
export const api: KyInstance = ky.create({
  prefixUrl: API_BASE,
  timeout: false,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const { token } = useSession.getState();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (_request, _options, response) => {
        handleAuthFailure(response.status);
        return response;
      },
    ],
  },
});

/** Calls the API and converts any failure into an ApiError, so callers handle one error type. */
export async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw await toApiError(error);
  }
}
