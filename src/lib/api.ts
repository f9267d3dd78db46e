import type { HTTPError, Input, KyInstance, Options, ResponsePromise } from 'ky';
import { API_BASE } from '../../contract/constants';
import { codeForStatus, parseRetryAfter } from '../../contract/http-status';
import { readProblem } from '../../contract/problem-reader';
import { notifySessionExpired, useSession } from './session';
import { ApiError, asApiError } from './api-error';

export { ApiError, asApiError };

/** ky's HTTPError, recognised without loading ky (below). */
function isHttpError(error: unknown): error is HTTPError {
  return error instanceof Error && error.name === 'HTTPError' && 'response' in error && error.response instanceof Response;
}

/**
 * Turns whatever ky threw into an ApiError, reading the problem body: for the HTTP layer only (`call`
 * below, the catalogue editor's call that keeps the body). Screens take `asApiError`.
 */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (isHttpError(error)) {
    const { response } = error;
    let body: unknown = null;
    try {
      body = await response.clone().json();
    } catch {
      body = null;
    }
    const problem = readProblem(body);
    return new ApiError(
      problem?.code ?? codeForStatus(response.status),
      response.status,
      problem?.errors ?? {},
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

/** The API client's options: bearer token from the session, no time-out (SPEC §7), problems parsed. */
const API_OPTIONS: Options = {
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
};

let client: Promise<KyInstance> | null = null;

/**
 * ky, loaded by the first request instead of with the page. A server-rendered catalogue page hydrates
 * from the data it carries and asks the API only after, so ky's 3.7 KB (brotli) no longer cross a 2G
 * link before it hydrates; the page's first request, or the data layer's start (the outbox
 * sends with ky), loads it. A load that fails (offline, before the service worker holds it) is tried
 * again by the next request.
 */
export function loadHttpClient(): Promise<KyInstance> {
  client ??= import('ky').then(
    ({ default: ky }) => ky.create(API_OPTIONS),
    (error: unknown) => {
      client = null;
      throw error;
    },
  );
  return client;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const BODY_READERS = ['json', 'text', 'blob', 'arrayBuffer', 'formData', 'bytes'] as const;
type BodyReader = (typeof BODY_READERS)[number];
/** A body reader asked for before the request went out, and what it read once it had. */
interface EarlyRead {
  reader: BodyReader;
  body?: Promise<unknown>;
}

/**
 * What ky's `api.get()` and the others answer, sent once ky has loaded. A body reader called in the
 * same tick as the request (`api.get(path).json()`) goes out with it, as in ky, which then asks for
 * that type (its Accept header); one called later reads the answer that came.
 */
function deferredRequest(method: Method, input: Input, options?: Options): ResponsePromise {
  let early: EarlyRead | null = null;
  let sent = false;
  const sending = loadHttpClient().then((http) => {
    const request = http[method](input, options);
    sent = true;
    if (early) early.body = request[early.reader]();
    // Boxed: a promise resolved with ky's answer (itself a promise) would become its Response.
    return { request };
  });
  const response = sending.then(({ request }) => request);
  // A caller that only reads the body handles the failure there; this copy must not go unhandled.
  response.catch(() => undefined);
  const read = (reader: BodyReader): Promise<unknown> => {
    if (sent || early) return sending.then(({ request }) => request[reader]());
    const asked: EarlyRead = { reader };
    early = asked;
    return sending.then(() => asked.body);
  };
  const readers = Object.fromEntries(BODY_READERS.map((reader) => [reader, () => read(reader)]));
  // ky's type: `json<J>()` is generic over what the caller expects, as in ky itself.
  return Object.assign(response, readers) as unknown as ResponsePromise;
}

/** The API client (ky's methods, see `loadHttpClient`); problems are parsed by `call`. */
export const api = {
  get: (input: Input, options?: Options) => deferredRequest('get', input, options),
  post: (input: Input, options?: Options) => deferredRequest('post', input, options),
  put: (input: Input, options?: Options) => deferredRequest('put', input, options),
  patch: (input: Input, options?: Options) => deferredRequest('patch', input, options),
  delete: (input: Input, options?: Options) => deferredRequest('delete', input, options),
};

/** Calls the API and converts any failure into an ApiError, so callers handle one error type. */
export async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw await toApiError(error);
  }
}
