import { useEffect, useState, type DependencyList } from 'react';
import { loadCatalogueMirror, type CatalogueMirror } from '../load-catalogue-mirror';

/**
 * A live query of the catalogue mirror, as dexie-react-hooks' useLiveQuery, for screens whose code does
 * not carry the data layer (catalogue-mirror.ts): `initial` until the mirror has loaded and answered,
 * then every answer again as syncs land. When `deps` change, the last answer stays until the new query's.
 * An error of the query goes to the route's error boundary, as useLiveQuery's would; a mirror that could
 * not load leaves what the screen had (the page the server rendered, say) on screen.
 */
export function useMirrorQuery<T>(read: (mirror: CatalogueMirror) => Promise<T>, deps: DependencyList, initial?: T): T | undefined {
  const [answer, setAnswer] = useState<{ value: T | undefined }>({ value: initial });
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    let active = true;
    let subscription: { unsubscribe(): void } | null = null;
    loadCatalogueMirror().then(
      (mirror) => {
        if (!active) return;
        subscription = mirror
          .liveQuery(() => read(mirror))
          .subscribe({
            next: (value) => setAnswer((current) => (Object.is(current.value, value) ? current : { value })),
            error: (error: unknown) => setFailure({ error }),
          });
      },
      () => undefined,
    );
    return () => {
      active = false;
      subscription?.unsubscribe();
    };
    // `deps` name what `read` depends on, as useLiveQuery's do; `read` itself is a new closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  if (failure) throw failure.error;
  return answer.value;
}
