import * as v from 'valibot';
import type { ErrorCode } from '../../../contract/errors';
import { invalidInput } from '../../lib/problem';
import { issuesToFieldErrors, refuseNul } from '../../lib/validate';

/**
 * parseInput with a form-specific summary code: SPEC §8 names "registration: validation" and
 * "login: missing email or password", and the app shows that summary above the field errors.
 */
export function parseForm<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  summary: (fields: ReturnType<typeof issuesToFieldErrors>) => ErrorCode,
): v.InferOutput<TSchema> {
  refuseNul(input);
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const errors = issuesToFieldErrors(result.issues);
  throw invalidInput(errors, summary(errors));
}
