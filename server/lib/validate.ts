import * as v from 'valibot';
import { isErrorCode, type ErrorCode, type FieldErrors } from '../../contract/errors';
import { invalidInput } from './problem';

/**
 * Contract schemas carry an error code as each check's message, so a failed check
 * becomes a field error the app can translate. Anything else reads as an invalid value.
 */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
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

/** Parses untrusted input; a failure is a 422 problem listing every field's codes. */
export function parseInput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  throw invalidInput(issuesToFieldErrors(result.issues));
}
