// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRemote } from '../../src/lib/use-remote';

interface Call {
  key: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

/** A fetcher whose answers the test gives by hand, in any order. */
function manualFetcher() {
  const calls: Call[] = [];
  const fetcherFor = (key: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ key, signal, resolve, reject });
    });
  return { calls, fetcherFor };
}

describe('useRemote', () => {
  it('loads, then shows the answer for its key', async () => {
    const { calls, fetcherFor } = manualFetcher();
    const { result } = renderHook(({ key }) => useRemote(key, fetcherFor(key)), { initialProps: { key: 'a' } });
    expect(result.current.status).toBe('loading');
    expect(result.current.data).toBeUndefined();
    await act(async () => calls[0]?.resolve('answer a'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'answer a' });
  });

  it('never shows a slow answer to an earlier key, and aborts the request the key left', async () => {
    const { calls, fetcherFor } = manualFetcher();
    const { result, rerender } = renderHook(({ key }) => useRemote(key, fetcherFor(key)), { initialProps: { key: 'a' } });
    rerender({ key: 'b' });
    expect(calls.map((call) => call.key)).toEqual(['a', 'b']);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    await act(async () => calls[1]?.resolve('answer b'));
    await act(async () => calls[0]?.resolve('answer a'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'answer b' });
  });

  it('aborts the request when the screen leaves', () => {
    const { calls, fetcherFor } = manualFetcher();
    const { unmount } = renderHook(() => useRemote('a', fetcherFor('a')));
    expect(calls[0]?.signal.aborted).toBe(false);
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('reports a failure, and a refetch asks again and shows the new answer', async () => {
    const { calls, fetcherFor } = manualFetcher();
    const { result } = renderHook(() => useRemote('a', fetcherFor('a')));
    const boom = new Error('offline');
    await act(async () => calls[0]?.reject(boom));
    expect(result.current).toMatchObject({ status: 'failed', error: boom, data: undefined });
    act(() => result.current.refetch());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]?.resolve('second'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'second', error: undefined });
  });

  it('keeps the previous data while the next key loads only when asked to', async () => {
    const { calls, fetcherFor } = manualFetcher();
    const kept = renderHook(({ key }) => useRemote(key, fetcherFor(key), { keepPrevious: true }), { initialProps: { key: 'a' } });
    await act(async () => calls[0]?.resolve('answer a'));
    kept.rerender({ key: 'b' });
    expect(kept.result.current).toMatchObject({ status: 'loading', data: 'answer a' });

    const plain = renderHook(({ key }) => useRemote(key, fetcherFor(key)), { initialProps: { key: 'a' } });
    await act(async () => calls[2]?.resolve('answer a'));
    plain.rerender({ key: 'b' });
    expect(plain.result.current).toMatchObject({ status: 'loading', data: undefined });
  });

  it('with keepPrevious, a retry after a failure shows the last data that arrived while it loads', async () => {
    const { calls, fetcherFor } = manualFetcher();
    const { result, rerender } = renderHook(({ key }) => useRemote(key, fetcherFor(key), { keepPrevious: true }), {
      initialProps: { key: 'a' },
    });
    await act(async () => calls[0]?.resolve('answer a'));
    rerender({ key: 'b' });
    await act(async () => calls[1]?.reject(new Error('offline')));
    expect(result.current).toMatchObject({ status: 'failed', data: undefined });
    act(() => result.current.refetch());
    expect(result.current).toMatchObject({ status: 'loading', data: 'answer a' });
  });

  it('asks nothing without a key, and rewrites the data in place with update', async () => {
    const { calls, fetcherFor } = manualFetcher();
    const { result, rerender } = renderHook(({ key }: { key: string | null }) => useRemote(key, fetcherFor(String(key))), {
      initialProps: { key: null as string | null },
    });
    expect(result.current.status).toBe('idle');
    expect(calls).toHaveLength(0);
    rerender({ key: 'a' });
    await act(async () => calls[0]?.resolve('answer'));
    act(() => result.current.update((data) => `${data}, edited`));
    expect(result.current).toMatchObject({ status: 'ready', data: 'answer, edited' });
    expect(calls).toHaveLength(1);
  });
});
