import * as v from 'valibot';
import { fieldErrorsOf } from '../../../contract/field-errors';
import { nulFieldErrors } from '../../../contract/text';
import { invalidInput } from './problem';

/**
 * Contract schemas carry an error code as each check's message, so a failed check becomes a field
 * error the app can translate; the forms read the same schemas with the same function.
 */
export const issuesToFieldErrors = fieldErrorsOf;

/**
 * A NUL anywhere in the input (a field no schema names, an object key) is refused before any schema
 * runs: no text with a NUL ever reaches the database, where it would be a 500.
 */
export function refuseNul(input: unknown): void {
  const errors = nulFieldErrors(input);
  if (errors) throw invalidInput(errors);
}

/** Parses untrusted input; a failure is a 422 problem listing every field's codes. */
export function parseInput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  refuseNul(input);
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  throw invalidInput(fieldErrorsOf(result.issues));
}
