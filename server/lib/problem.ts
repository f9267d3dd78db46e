import { STATUS_CODES } from 'node:http';
import type { ErrorCode, FieldErrors } from '../../contract/errors';

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
  ) {
    super(detail ?? code);
  }
}

export const notFound = (detail?: string) => new HttpProblem(404, 'http.not_found', detail);
export const notAuthorized = () => new HttpProblem(401, 'auth.not_authorized');
export const accessDenied = () => new HttpProblem(403, 'auth.access_denied');
export const invalidInput = (errors: FieldErrors, code: ErrorCode = 'validation.failed') =>
  new HttpProblem(422, code, undefined, errors);
