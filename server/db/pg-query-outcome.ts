/** pg's query() as the pool's wrappers call it: a dozen overloads (promise, callback, submittable). */
export type PgQuery = (...args: unknown[]) => unknown;

/**
 * Runs one of query()'s overloads with `args` untouched and tells `ended` how it ended (null when it
 * succeeded), before the caller hears of it; returns what query() returned.
 */
export function queryObserved(query: PgQuery, args: unknown[], ended: (error: unknown) => void): unknown {
  const last = args.at(-1);
  if (typeof last === 'function') {
    const callback = last as (error: unknown, result: unknown) => void;
    return query(...args.slice(0, -1), (error: unknown, result: unknown) => {
      ended(error ?? null);
      callback(error, result);
    });
  }
  const result = query(...args);
  // Registered before the caller's own await, so it runs first.
  if (result instanceof Promise) result.then(() => ended(null), ended);
  return result;
}
