import { STATUS_CODES } from 'node:http';
import type { ErrorCode, FieldErrors } from '../../../contract/errors';

/** The reason phrase Node itself uses for the status (RFC 9110 names), e.g. 416 "Range Not Satisfiable". */
export function statusTitle(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
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
    /** Extension members of RFC 9457 (e.g. the current version of a row after a 409), sent beside `code`. */
    readonly members: Record<string, unknown> = {},
  ) {
    super(detail ?? code);
  }
}

/**
 * 503 `server.busy`: the server is too busy for this request now and says when to come back (Retry-After,
 * whole seconds, at least 1). Nothing of the request was done, so the outbox and sync send it again then.
 */
export const busyHeaders = (retryAfterSeconds: number) => ({ 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const serverBusy = (retryAfterSeconds: number) =>
  new HttpProblem(503, 'server.busy', undefined, undefined, busyHeaders(retryAfterSeconds));

export const notFound = (detail?: string) => new HttpProblem(404, 'http.not_found', detail);
export const notAuthorized = () => new HttpProblem(401, 'auth.not_authorized');
export const accessDenied = () => new HttpProblem(403, 'auth.access_denied');
export const invalidInput = (errors: FieldErrors, code: ErrorCode = 'validation.failed') => new HttpProblem(422, code, undefined, errors);
