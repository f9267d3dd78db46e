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
