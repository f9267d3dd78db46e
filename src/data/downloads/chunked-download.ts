import { parseRetryAfter } from '../../../contract/http-status';
import { DOWNLOAD_CHUNK_BYTES } from '../../../contract/study';
import { backoffDelay } from '../sync-backoff';
import type { ChunkStore } from './chunk-store';
import type { DownloadErrorCode } from './download-records';
import { sha256Hex } from './sha256';

/**
 * Downloads one file in ranged chunks (DESIGN.md, offline study). No DOM, no React: the page runs it, and
 * tests and the benchmark run it in Node with a fake or throttled `fetch`.
 *
 * - Each request asks for one chunk (512 KB) from the first byte not yet stored. Bytes are kept as they
 *   arrive: when a connection drops in the middle of a chunk, what came before the drop is stored too,
 *   so the next request starts exactly there. After a reload, the stored pieces say where to start.
 * - Network errors, 5xx, 408 and 429 retry with back-off (2 s doubling, full jitter, Retry-After
 *   honoured); coming back online retries at once. An expired signed URL (401, 403) is exchanged for a
 *   fresh one. Any other refusal stops with a code.
 * - At the end the size and SHA-256 are checked; a file that does not match is thrown away whole.
 * - Progress (bytes on the device) is reported after every read and never goes down.
 */

export interface DownloadTarget {
  /** Lasting name of the file (its URL without signature): where its pieces are stored. */
  key: string;
  url: string;
  size: number;
  sha256: string;
}

export class DownloadError extends Error {
  override name = 'DownloadError';
  constructor(
    readonly code: DownloadErrorCode,
    readonly status: number | null = null,
  ) {
    super(code);
  }
}

export interface RetryPolicy {
  /** Delay before attempt `failures + 1`. */
  delay(failures: number, retryAfterSeconds: number | null): number;
  /** Waits `ms`, or less when there is reason to try sooner (back online); rejects when `signal` aborts. */
  wait(ms: number, signal: AbortSignal | undefined): Promise<void>;
}

export interface DownloadFileOptions {
  target: DownloadTarget;
  store: ChunkStore;
  fetch?: typeof fetch;
  chunkBytes?: number;
  signal?: AbortSignal;
  /** Bytes of this file on the device so far; called with non-decreasing values. */
  onProgress?: (bytes: number) => void;
  /** A fresh URL for the file when the one in hand has expired. */
  refreshUrl?: () => Promise<string>;
  retry?: RetryPolicy;
  /** Told about every request, for the benchmark's byte counts. */
  onRequest?: (range: { start: number; end: number }) => void;
  /**
   * Told, after each answer, how many body bytes it brought over the network: what the learner pays for,
   * bytes skipped or cut short included (the month's data total, src/data/data-cost).
   */
  onReceived?: (bytes: number) => void;
}

/** Gives up on a URL that keeps being refused after this many fresh ones. */
const MAX_URL_REFRESHES = 3;

function abortError(): DOMException {
  return new DOMException('The download was paused', 'AbortError');
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Waits, but wakes at once when the browser says it is back online; rejects when aborted. */
export function onlineAwareWait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const target = typeof globalThis.addEventListener === 'function' ? globalThis : null;
    const done = () => {
      clearTimeout(timer);
      target?.removeEventListener('online', done);
      signal?.removeEventListener('abort', aborted);
      resolve();
    };
    const aborted = () => {
      clearTimeout(timer);
      target?.removeEventListener('online', done);
      reject(abortError());
    };
    const timer = setTimeout(done, ms);
    target?.addEventListener('online', done);
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

export const defaultRetryPolicy: RetryPolicy = {
  delay: (failures, retryAfterSeconds) => backoffDelay(failures, Math.random, retryAfterSeconds),
  wait: onlineAwareWait,
};

function refusal(status: number): DownloadError {
  if (status === 402) return new DownloadError('not_enrolled', status);
  if (status === 404 || status === 410) return new DownloadError('not_found', status);
  return new DownloadError('refused', status);
}

class RetryableFailure extends Error {
  constructor(readonly retryAfterSeconds: number | null = null) {
    super('retryable');
  }
}

/** Downloads `target`, resuming from its stored pieces; resolves with the verified file. */
export async function downloadFile(options: DownloadFileOptions): Promise<Blob> {
  const { target, store, signal } = options;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const chunkBytes = options.chunkBytes ?? DOWNLOAD_CHUNK_BYTES;
  const retry = options.retry ?? defaultRetryPolicy;
  let url = target.url;
  let refreshes = 0;
  let failures = 0;

  let pieces = await store.pieces(target.key);
  let offset = 0;
  for (const piece of pieces) {
    // Pieces are written back to back; anything else is damage, and the file starts over.
    if (piece.offset !== offset) {
      await store.clear(target.key);
      pieces = [];
      offset = 0;
      break;
    }
    offset += piece.blob.size;
  }
  if (offset > target.size) {
    await store.clear(target.key);
    offset = 0;
  }
  let reported = offset;
  const report = (bytes: number) => {
    if (bytes > reported) reported = bytes;
    options.onProgress?.(reported);
  };
  report(offset);

  /** Fetches one chunk from `offset`, storing whatever arrives even if the connection drops midway. */
  async function fetchChunk(): Promise<void> {
    const end = Math.min(offset + chunkBytes, target.size) - 1;
    options.onRequest?.({ start: offset, end });
    let response: Response;
    try {
      response = await doFetch(url, { headers: { Range: `bytes=${offset}-${end}` }, cache: 'no-store', credentials: 'omit', signal });
    } catch {
      if (signal?.aborted) throw abortError();
      throw new RetryableFailure();
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel().catch(() => undefined);
      if (!options.refreshUrl || refreshes >= MAX_URL_REFRESHES) throw refusal(response.status);
      refreshes += 1;
      url = await options.refreshUrl();
      return;
    }
    if (response.status >= 500 || response.status === 408 || response.status === 429) {
      await response.body?.cancel().catch(() => undefined);
      throw new RetryableFailure(parseRetryAfter(response.headers.get('Retry-After'), Date.now()));
    }
    if (response.status !== 206 && response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      throw refusal(response.status);
    }
    // A 200 is the whole file (a server or proxy that ignores Range): skip what is already stored.
    let skip = response.status === 200 ? offset : 0;
    if (response.status === 206) {
      const start = /^bytes (\d+)-/.exec(response.headers.get('Content-Range') ?? '')?.[1];
      if (start !== undefined && Number(start) !== offset) {
        await response.body?.cancel().catch(() => undefined);
        throw new RetryableFailure();
      }
    }
    const wanted = end - offset + 1;
    const received: Uint8Array[] = [];
    let got = 0;
    const flush = async () => {
      if (got === 0) return;
      await store.add(target.key, offset, new Blob(received as BlobPart[]));
      offset += got;
      received.length = 0;
      got = 0;
    };
    if (!response.body) throw new RetryableFailure();
    const reader = response.body.getReader();
    let arrived = 0;
    try {
      // Read to the end of the body (a server that sends more than asked has the rest ignored), so the
      // connection ends cleanly instead of being cut.
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        arrived += value.length;
        let bytes = value;
        if (skip > 0) {
          const dropped = Math.min(skip, bytes.length);
          skip -= dropped;
          bytes = bytes.subarray(dropped);
        }
        if (bytes.length === 0 || got >= wanted) continue;
        const useful = bytes.subarray(0, wanted - got);
        received.push(useful);
        got += useful.length;
        report(offset + got);
      }
    } catch {
      reader.cancel().catch(() => undefined);
      options.onReceived?.(arrived);
      await flush();
      if (signal?.aborted) throw abortError();
      throw new RetryableFailure();
    }
    options.onReceived?.(arrived);
    const complete = got === wanted;
    await flush();
    if (!complete) throw new RetryableFailure();
  }

  while (offset < target.size) {
    if (signal?.aborted) throw abortError();
    const before = offset;
    try {
      await fetchChunk();
      if (offset > before) failures = 0;
    } catch (error) {
      if (!(error instanceof RetryableFailure)) throw error;
      failures = offset > before ? 1 : failures + 1;
      await retry.wait(retry.delay(failures, error.retryAfterSeconds), signal);
    }
  }

  const parts = await store.pieces(target.key);
  const file = new Blob(parts.map((piece) => piece.blob));
  if (file.size !== target.size) {
    await store.clear(target.key);
    throw new DownloadError('size_mismatch');
  }
  if ((await sha256Hex(file)) !== target.sha256) {
    await store.clear(target.key);
    throw new DownloadError('hash_mismatch');
  }
  return file;
}
