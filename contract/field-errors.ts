import * as v from 'valibot';
import { isErrorCode, type ErrorCode, type FieldErrors } from './errors';

/**
 * A failed parse as per-field error codes, the shape of a 422's `errors`. The forms use it on the
 * schemas the server uses, so a field shows the same code before and after a round trip.
 */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '_';
    const code: ErrorCode = isErrorCode(issue.message)
      ? issue.message
      : issue.received === 'undefined' || issue.received === '""'
        ? 'validation.field_required'
        : 'validation.invalid_value';
    const list = (errors[field] ??= []);
    if (!list.includes(code)) list.push(code);
  }
  return errors;
}
