import { useCallback, useEffect, useRef, useState } from 'react';

export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface Remote<T> {
  /** `idle` without a key; `loading` until the answer to the current key (and attempt) arrives. */
  status: RemoteStatus;
  /** The current key's data; while loading, with `keepPrevious`, the last data that arrived (another key's). */
  data: T | undefined;
  /** What the fetcher threw for the current key, when `failed`. */
  error: unknown;
  /** Asks again for the same key (a "retry" button): loading, then the new answer. */
  refetch: () => void;
  /** Rewrites the data in place, after a write the server confirmed (no new request). */
  update: (change: (data: T) => T) => void;
}

/** A failure keeps the last data that did arrive, for `keepPrevious`. */
type Answer<T> = { request: string; data: T; failed: false } | { request: string; error: unknown; failed: true; kept: T | undefined };

const lastData = <T>(answer: Answer<T> | null): T | undefined => (answer ? (answer.failed ? answer.kept : answer.data) : undefined);

/**
 * Data of an online-only screen, fetched for a key (the request it depends on, e.g. `filter:page`; null
 * asks nothing). An answer counts only for the key and attempt it was asked for: a slow answer to an
 * earlier key never shows, and the request is aborted when the key changes or the screen leaves.
 * Mirrored data never comes through here: it is read from IndexedDB (DESIGN.md's one-way flow).
 */
export function useRemote<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: { keepPrevious?: boolean; initial?: T } = {},
): Remote<T> {
  const [attempt, setAttempt] = useState(0);
  // Data the page arrived with (a server-rendered page's) answers the first key: no request for it.
  const [answer, setAnswer] = useState<Answer<T> | null>(() =>
    key !== null && options.initial !== undefined ? { request: `0\u0000${key}`, data: options.initial, failed: false } : null,
  );
  const seeded = useRef(answer?.request ?? null);
  const latest = useRef(fetcher);
  useEffect(() => {
    latest.current = fetcher;
  });
  const request = key === null ? null : `${attempt}\u0000${key}`;

  useEffect(() => {
    if (request === null) return undefined;
    if (seeded.current === request) {
      seeded.current = null;
      return undefined;
    }
    const controller = new AbortController();
    latest.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setAnswer({ request, data, failed: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer((previous) => ({ request, error, failed: true, kept: lastData(previous) }));
      },
    );
    return () => controller.abort();
  }, [request]);

  const refetch = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setAnswer((previous) => (previous && !previous.failed ? { ...previous, data: change(previous.data) } : previous)),
    [],
  );

  if (request === null) return { status: 'idle', data: undefined, error: undefined, refetch, update };
  if (answer?.request === request) {
    return answer.failed
      ? { status: 'failed', data: undefined, error: answer.error, refetch, update }
      : { status: 'ready', data: answer.data, error: undefined, refetch, update };
  }
  return { status: 'loading', data: options.keepPrevious ? lastData(answer) : undefined, error: undefined, refetch, update };
}
