// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueMirror } from '../../../src/features/catalogue/load-catalogue-mirror';
import { useMirrorQuery } from '../../../src/features/catalogue/hooks/use-mirror-query';

/** A stand-in mirror whose live queries answer when the test says so. */
type Listener = { next: (value: unknown) => void; error: (error: unknown) => void };
const state = vi.hoisted(() => ({
  load: null as null | (() => Promise<unknown>),
  listeners: new Set<{ next: (value: unknown) => void; error: (error: unknown) => void }>(),
}));
vi.mock('../../../src/features/catalogue/load-catalogue-mirror', () => ({
  loadCatalogueMirror: () => state.load?.(),
}));

function fakeMirror(): CatalogueMirror {
  const liveQuery = (query: () => Promise<unknown>) => ({
    subscribe(listener: Listener) {
      state.listeners.add(listener);
      void query().then(listener.next, listener.error);
      return { unsubscribe: () => state.listeners.delete(listener) };
    },
  });
  return { liveQuery } as unknown as CatalogueMirror; // only liveQuery is used by the hook
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  vi.restoreAllMocks();
  state.listeners.clear();
  state.load = () => Promise.resolve(fakeMirror());
});

describe('useMirrorQuery', () => {
  it('shows the initial value until the mirror answers, then each answer as it changes', async () => {
    let rows = ['from the mirror'];
    const { result } = renderHook(() => useMirrorQuery(async () => rows, [], ['from the server']));
    expect(result.current).toEqual(['from the server']);
    await flush();
    expect(result.current).toEqual(['from the mirror']);
    rows = ['after a sync'];
    await act(async () => {
      for (const listener of state.listeners) listener.next(rows);
    });
    expect(result.current).toEqual(['after a sync']);
  });

  it('keeps the last answer while a new query runs, and stops listening to the old one', async () => {
    const { result, rerender } = renderHook(({ page }) => useMirrorQuery(async () => `page ${page}`, [page]), {
      initialProps: { page: 1 },
    });
    await flush();
    expect(result.current).toBe('page 1');
    let release: () => void = () => undefined;
    state.load = () => new Promise((resolve) => (release = () => resolve(fakeMirror())));
    rerender({ page: 2 });
    expect(result.current).toBe('page 1');
    expect(state.listeners.size).toBe(0);
    release();
    await flush();
    expect(result.current).toBe('page 2');
  });

  it('leaves what the screen had when the mirror could not load', async () => {
    state.load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const { result } = renderHook(() => useMirrorQuery(async () => 'never', [], 'the rendered page'));
    await flush();
    expect(result.current).toBe('the rendered page');
  });

  it("sends a failed query to the route's error boundary, as useLiveQuery does", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => {
      try {
        return useMirrorQuery(async () => Promise.reject(new Error('IndexedDB refused')), []);
      } catch (error) {
        return error;
      }
    });
    await flush();
    expect(result.current).toEqual(new Error('IndexedDB refused'));
  });
});
