import { isErrorCode, type ErrorCode, type FieldErrors } from './errors';

/** What the app acts on in a problem-details body (DESIGN.md's wire conventions): its code and field codes. */
export interface ProblemParts {
  code: ErrorCode;
  errors: FieldErrors;
}

/**
 * Reads an answer's body as a problem, or null when it carries no known code. Read by hand, not with
 * `ProblemSchema` (contract/problem.ts, what the server sends and its tests check): the client and the
 * service worker only need these two parts, and a public catalogue page that hydrates without valibot
 * must still read the first failure it meets. Field codes the app does not know are dropped.
 */
export function readProblem(body: unknown): ProblemParts | null {
  if (body === null || typeof body !== 'object' || !('code' in body)) return null;
  const { code, errors } = body as { code: unknown; errors?: unknown };
  return isErrorCode(code) ? { code, errors: fieldErrorsIn(errors) } : null;
}

function fieldErrorsIn(value: unknown): FieldErrors {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const fields: FieldErrors = {};
  for (const [field, codes] of Object.entries(value)) {
    const known = Array.isArray(codes) ? codes.filter(isErrorCode) : [];
    if (known.length > 0) fields[field] = known;
  }
  return fields;
}
