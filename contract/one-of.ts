/**
 * `value` when it is one of `allowed`, else null: a term read from an address, a field or storage,
 * narrowed to the union its list names (a catalogue topic, a payment status…).
 */
export function oneOf<T extends string>(value: string | null | undefined, allowed: readonly T[]): T | null {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** Whether `value` is one of `allowed`: `oneOf` as a type guard. */
export function isOneOf<T extends string>(value: string | null | undefined, allowed: readonly T[]): value is T {
  return oneOf(value, allowed) !== null;
}
