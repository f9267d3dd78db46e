import type { ErrorCode, FieldErrors } from '../../contract/errors';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  422: 'Unprocessable Content',
  423: 'Locked',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function statusTitle(status: number): string {
  return TITLES[status] ?? 'Error';
}

/** A refusal the API means to give: thrown anywhere, answered as problem+json by the error handler. */
export class HttpProblem extends Error {
  override name = 'HttpProblem';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail?: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail ?? code);
  }
}

export const notFound = (detail?: string) => new HttpProblem(404, 'http.not_found', detail);
export const notAuthorized = () => new HttpProblem(401, 'auth.not_authorized');
export const accessDenied = () => new HttpProblem(403, 'auth.access_denied');
export const invalidInput = (errors: FieldErrors, code: ErrorCode = 'validation.failed') =>
  new HttpProblem(422, code, undefined, errors);
