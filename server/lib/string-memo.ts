/**
 * The answers of a pure function of one string, remembered for the last `size` distinct strings (the
 * oldest dropped first). For parsing request headers on the hot path of cached pages: browsers send a
 * handful of distinct values, and the bound keeps arbitrary values from growing the map.
 */
export function memoiseByString<T>(size: number, compute: (key: string) => T): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as T;
    const answer = compute(key);
    if (answers.size >= size) {
      const oldest = answers.keys().next().value;
      if (oldest !== undefined) answers.delete(oldest);
    }
    answers.set(key, answer);
    return answer;
  };
}
