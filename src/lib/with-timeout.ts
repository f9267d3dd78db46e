/** Raised when a promise did not settle in time. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
  constructor(readonly ms: number) {
    super(`Timed out after ${ms} ms`);
  }
}

/** Settles like `promise`, or rejects with TimeoutError after `ms`; the timer never outlives the race. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
