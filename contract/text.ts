import * as v from 'valibot';
import type { ErrorCode, FieldErrors } from './errors';

/**
 * Text the academy stores. PostgreSQL (and PGlite) refuse the NUL character in text and JSON, so a NUL
 * that reached a query would be a 500 — and the app's outbox retries a 5xx forever. Every text field
 * refuses it up front as a field error the form can show.
 */
export const INVALID_CHARACTERS: ErrorCode = 'validation.invalid_characters';

/** A valibot check for the text schemas: no NUL character. */
export const nulFree = () => v.check((value: string) => !value.includes('\u0000'), INVALID_CHARACTERS);

/**
 * The safety net under every schema: the dot paths of the strings (or object keys) in `input` that hold
 * a NUL, as field errors, or null. Walks with a work list, so a deeply nested body cannot overflow the stack.
 */
export function nulFieldErrors(input: unknown): FieldErrors | null {
  let errors: FieldErrors | null = null;
  const flag = (path: string) => {
    errors ??= {};
    errors[path || '_'] = [INVALID_CHARACTERS];
  };
  const stack: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  const seen = new WeakSet<object>();
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, path } = item;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) flag(path);
      continue;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || seen.has(value)) continue;
    seen.add(value);
    for (const [name, child] of Object.entries(value as Record<string, unknown>)) {
      const childPath = path ? `${path}.${name}` : name;
      if (name.includes('\u0000')) flag(path);
      else stack.push({ value: child, path: childPath });
    }
  }
  return errors;
}

/**
 * How long a text is, as JSON Schema's `maxLength` and PostgreSQL count it: in code points, so an emoji or
 * a letter outside the basic plane is one character, not two UTF-16 units. Arrays count their items.
 */
export function lengthOf(value: string | ArrayLike<unknown>): number {
  if (typeof value !== 'string') return value.length;
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/** valibot's maxLength, counting code points (lengthOf): the published schema's bound is the one enforced. */
export function maxLength<TInput extends v.LengthInput, const TRequirement extends number>(
  requirement: TRequirement,
): v.MaxLengthAction<TInput, TRequirement, undefined>;
export function maxLength<
  TInput extends v.LengthInput,
  const TRequirement extends number,
  const TMessage extends v.ErrorMessage<v.MaxLengthIssue<TInput, TRequirement>> | undefined,
>(requirement: TRequirement, message: TMessage): v.MaxLengthAction<TInput, TRequirement, TMessage>;
export function maxLength(
  requirement: number,
  message?: v.ErrorMessage<v.MaxLengthIssue<v.LengthInput, number>>,
): v.MaxLengthAction<v.LengthInput, number, typeof message> {
  return {
    ...v.maxLength(requirement, message),
    '~run'(dataset, config) {
      const length = dataset.typed ? lengthOf(dataset.value) : 0;
      if (dataset.typed && length > this.requirement) v._addIssue(this, 'length', dataset, config, { received: `${length}` });
      return dataset;
    },
  };
}

/** valibot's minLength, counting code points (lengthOf). */
export function minLength<TInput extends v.LengthInput, const TRequirement extends number>(
  requirement: TRequirement,
): v.MinLengthAction<TInput, TRequirement, undefined>;
export function minLength<
  TInput extends v.LengthInput,
  const TRequirement extends number,
  const TMessage extends v.ErrorMessage<v.MinLengthIssue<TInput, TRequirement>> | undefined,
>(requirement: TRequirement, message: TMessage): v.MinLengthAction<TInput, TRequirement, TMessage>;
export function minLength(
  requirement: number,
  message?: v.ErrorMessage<v.MinLengthIssue<v.LengthInput, number>>,
): v.MinLengthAction<v.LengthInput, number, typeof message> {
  return {
    ...v.minLength(requirement, message),
    '~run'(dataset, config) {
      const length = dataset.typed ? lengthOf(dataset.value) : 0;
      if (dataset.typed && length < this.requirement) v._addIssue(this, 'length', dataset, config, { received: `${length}` });
      return dataset;
    },
  };
}
