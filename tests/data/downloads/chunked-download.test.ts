import { describe, expect, it } from 'vitest';
import { memoryChunkStore } from '../../../src/data/downloads/chunk-store';
import { DownloadError, downloadFile, isAbort, type RetryPolicy } from '../../../src/data/downloads/chunked-download';
import { fakeMediaServer, fileOf, type FakeMediaServer } from './fake-media-server';

const CHUNK = 1024;
const SIZE = 5 * CHUNK + 300;
const KEY = '/api/media/lessons/x/video';

/** Retries at once, so the tests do not wait out real back-offs. */
const noWait: RetryPolicy = { delay: () => 0, wait: async () => undefined };

function target(server: FakeMediaServer) {
  return { key: KEY, url: `${KEY}?sig=1`, size: server.bytes.length, sha256: server.sha256 };
}

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

function isNonDecreasing(values: number[]): boolean {
  return values.every((value, index) => index === 0 || value >= (values[index - 1] ?? 0));
}

describe('chunked download', () => {
  it('fetches the file in ranged chunks and verifies it', async () => {
    const server = fakeMediaServer(fileOf(SIZE));
    const progress: number[] = [];
    const blob = await downloadFile({
      target: target(server),
      store: memoryChunkStore(),
      fetch: server.fetch,
      chunkBytes: CHUNK,
      retry: noWait,
      onProgress: (bytes) => progress.push(bytes),
    });
    expect(await bytesOf(blob)).toEqual(server.bytes);
    expect(server.requests.map((request) => [request.start, request.end])).toEqual([
      [0, 1023],
      [1024, 2047],
      [2048, 3071],
      [3072, 4095],
      [4096, 5119],
      [5120, SIZE - 1],
    ]);
    expect(server.served()).toBe(SIZE);
    expect(isNonDecreasing(progress)).toBe(true);
    expect(progress.at(-1)).toBe(SIZE);
    // Progress moves within a chunk too, not only at its end.
    expect(progress.filter((bytes) => bytes > 0 && bytes < CHUNK).length).toBeGreaterThan(0);
  });

  it.each([0, 1, 2, 3, 4, 5])(
    'resumes after the connection fails at chunk boundary %i without fetching any byte twice',
    async (boundary) => {
      const server = fakeMediaServer(fileOf(SIZE, boundary + 11));
      server.faults.push({ request: boundary, kind: 'refuse' });
      const progress: number[] = [];
      const blob = await downloadFile({
        target: target(server),
        store: memoryChunkStore(),
        fetch: server.fetch,
        chunkBytes: CHUNK,
        retry: noWait,
        onProgress: (bytes) => progress.push(bytes),
      });
      expect(await bytesOf(blob)).toEqual(server.bytes);
      expect(server.served()).toBe(SIZE);
      expect(server.requests[boundary]?.start).toBe(boundary * CHUNK);
      expect(server.requests[boundary + 1]?.start).toBe(boundary * CHUNK);
      expect(isNonDecreasing(progress)).toBe(true);
    },
  );

  it.each([1, 299, 512, CHUNK - 1])('resumes from the byte where a chunk broke off (%i bytes into chunk 2)', async (afterBytes) => {
    const server = fakeMediaServer(fileOf(SIZE, afterBytes));
    server.faults.push({ request: 2, kind: 'break-body', afterBytes });
    const progress: number[] = [];
    const blob = await downloadFile({
      target: target(server),
      store: memoryChunkStore(),
      fetch: server.fetch,
      chunkBytes: CHUNK,
      retry: noWait,
      onProgress: (bytes) => progress.push(bytes),
    });
    expect(await bytesOf(blob)).toEqual(server.bytes);
    // Every byte crossed the network once: the bytes before the break were kept.
    expect(server.served()).toBe(SIZE);
    expect(server.requests[3]?.start).toBe(2 * CHUNK + afterBytes);
    expect(isNonDecreasing(progress)).toBe(true);
  });

  it('resumes in a new run (a reload) from the stored bytes, asking only for the rest', async () => {
    const server = fakeMediaServer(fileOf(SIZE, 3));
    const store = memoryChunkStore();
    const controller = new AbortController();
    // The page goes away 200 bytes into chunk 3.
    server.faults.push({ request: 3, kind: 'break-body', afterBytes: 200 });
    const firstRun = downloadFile({
      target: target(server),
      store,
      fetch: server.fetch,
      chunkBytes: CHUNK,
      signal: controller.signal,
      retry: { delay: () => 0, wait: async () => controller.abort() },
    });
    await expect(firstRun).rejects.toSatisfy(isAbort);
    expect(store.bytes(KEY)).toBe(3 * CHUNK + 200);

    const servedBefore = server.served();
    const progress: number[] = [];
    const blob = await downloadFile({
      target: target(server),
      store,
      fetch: server.fetch,
      chunkBytes: CHUNK,
      retry: noWait,
      onProgress: (bytes) => progress.push(bytes),
    });
    expect(await bytesOf(blob)).toEqual(server.bytes);
    expect(server.served() - servedBefore).toBe(SIZE - (3 * CHUNK + 200));
    expect(progress[0]).toBe(3 * CHUNK + 200);
    expect(isNonDecreasing(progress)).toBe(true);
  });

  it('survives several failures in a row, with a growing back-off', async () => {
    const server = fakeMediaServer(fileOf(SIZE, 5));
    server.faults.push(
      { request: 1, kind: 'refuse' },
      { request: 2, kind: 'status', status: 503 },
      { request: 3, kind: 'break-body', afterBytes: 0 },
    );
    const delays: number[] = [];
    const blob = await downloadFile({
      target: target(server),
      store: memoryChunkStore(),
      fetch: server.fetch,
      chunkBytes: CHUNK,
      retry: { delay: (failures) => failures * 1000, wait: async (ms) => void delays.push(ms) },
    });
    expect(await bytesOf(blob)).toEqual(server.bytes);
    expect(delays).toEqual([1000, 2000, 3000]);
  });

  it('refuses a file whose hash does not match and forgets its bytes', async () => {
    const server = fakeMediaServer(fileOf(SIZE, 9));
    const store = memoryChunkStore();
    const wrong = { ...target(server), sha256: '0'.repeat(64) };
    await expect(downloadFile({ target: wrong, store, fetch: server.fetch, chunkBytes: CHUNK, retry: noWait })).rejects.toMatchObject({
      code: 'hash_mismatch',
    });
    expect(store.bytes(KEY)).toBe(0);
  });

  it('asks for a fresh URL when the signed one has expired, and stops on a refusal', async () => {
    const server = fakeMediaServer(fileOf(SIZE, 13));
    server.faults.push({ request: 2, kind: 'status', status: 401 });
    let refreshed = 0;
    const blob = await downloadFile({
      target: target(server),
      store: memoryChunkStore(),
      fetch: server.fetch,
      chunkBytes: CHUNK,
      retry: noWait,
      refreshUrl: async () => `${KEY}?sig=${(refreshed += 1) + 1}`,
    });
    expect(await bytesOf(blob)).toEqual(server.bytes);
    expect(refreshed).toBe(1);
    expect(server.requests.at(-1)?.url).toBe(`${KEY}?sig=2`);

    const refused = fakeMediaServer(fileOf(SIZE));
    refused.faults.push({ request: 0, kind: 'status', status: 402 });
    const error = await downloadFile({
      target: target(refused),
      store: memoryChunkStore(),
      fetch: refused.fetch,
      chunkBytes: CHUNK,
      retry: noWait,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DownloadError);
    expect((error as DownloadError).code).toBe('not_enrolled');
  });
});

describe('bytes received, for the month’s data total', () => {
  it('reports what each answer brought: a chunk cut short counts the bytes it delivered, and the retry only the rest', async () => {
    const server = fakeMediaServer(fileOf(SIZE, 5));
    server.faults.push({ request: 2, kind: 'break-body', afterBytes: 300 });
    const received: number[] = [];
    await downloadFile({
      target: target(server),
      store: memoryChunkStore(),
      fetch: server.fetch,
      chunkBytes: CHUNK,
      retry: noWait,
      onReceived: (bytes) => received.push(bytes),
    });
    // Every byte arrived once: the break kept its 300 bytes, and the next request started after them.
    expect(received.reduce((sum, bytes) => sum + bytes, 0)).toBe(SIZE);
    expect(received.reduce((sum, bytes) => sum + bytes, 0)).toBe(server.served());
  });
});
