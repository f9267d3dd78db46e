import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { memoiseByString } from '../string-memo';
import { VersionedMemo } from '../versioned-memo';

/**
 * Serialised public answers kept in memory, with their compressed forms, for answers every visitor
 * gets alike and that change only when a change log moves (the catalogue page, a first catalogue
 * sync). An entry is good for one `version` of its source: a newer version makes it a miss. Entries
 * also age out after `maxAgeMs`, for what a change log does not record (a views counter).
 */

/**
 * Brotli quality for answers compressed as they are sent. Measured on the seeded pages: 5 writes the
 * HTML of /courses in 10.9 KB in 1.1 ms and the first catalogue sync page in 50.3 KB in 5.9 ms, against
 * 11.8 KB and 54.3 KB at 4 for 0.2–2 ms less; 11 writes 9.9 KB and 44.5 KB but takes 67 and 335 ms.
 */
export const DYNAMIC_BROTLI_QUALITY = 5;

/**
 * A cached answer is compressed again at brotli's best, once, in libuv's pool, while its first
 * requests get the quick encoding: every later visitor then downloads 9–12% less (a farmer on 2G
 * pays for each kilobyte, and at 50 KB/s each one is 20 ms).
 */
const CACHED_BROTLI_QUALITY = 11;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type ContentCoding = 'br' | 'gzip' | 'identity';
type Compressed = Exclude<ContentCoding, 'identity'>;

/** Below this many bytes compression costs more than it saves (the threshold of @fastify/compress in app.ts). */
const COMPRESS_THRESHOLD = 1024;

export interface CachedAnswer<TMeta> {
  readonly body: Buffer;
  /** Weak: the same answer is sent in several codings. */
  readonly etag: string;
  readonly meta: TMeta;
  readonly encoded: Map<Compressed, Promise<Buffer>>;
  /** Kept for later requests (a cache that keeps nothing answers each request once): worth the best encoding. */
  readonly lasting: boolean;
}

export interface AnswerCacheOptions {
  /** Most entries kept; the least recently used goes first. */
  maxEntries: number;
  maxAgeMs: number;
  now?: () => number;
}

/** Serialised answers kept per key and version (`VersionedMemo`), each compressed on demand and once per coding. */
export class AnswerCache<TMeta = undefined> {
  private readonly memo: VersionedMemo<CachedAnswer<TMeta>>;

  constructor(private readonly options: AnswerCacheOptions) {
    this.memo = new VersionedMemo(options);
  }

  get size(): number {
    return this.memo.size;
  }

  /** The entry for `key` at `version`, made by `produce` (serialised body and its metadata) when missing. */
  resolve(key: string, version: number, produce: () => Promise<{ body: string; meta: TMeta }>): Promise<CachedAnswer<TMeta>> {
    return this.memo.get(key, version, async () => {
      const { body, meta } = await produce();
      return this.entry(body, meta);
    });
  }

  private entry(text: string, meta: TMeta): CachedAnswer<TMeta> {
    const body = Buffer.from(text);
    const hash = createHash('sha1').update(body).digest('base64url').slice(0, 22);
    const lasting = this.options.maxEntries > 0 && this.options.maxAgeMs > 0;
    return { body, etag: `W/"${hash}"`, meta, encoded: new Map(), lasting };
  }
}

/** Distinct Accept-Encoding values remembered: a browser sends one, and there are few browsers. */
const REMEMBERED_HEADERS = 64;

/** The coding to answer in: brotli, then gzip, when the client accepts them (q > 0). */
export function negotiateCoding(header: string | undefined): ContentCoding {
  return header ? negotiateRemembered(header) : 'identity';
}

// Parsed once per distinct header: it was 3% of the server's time answering cached pages (bench:first-visit's 50 connections).
const negotiateRemembered = memoiseByString(REMEMBERED_HEADERS, (header: string): ContentCoding => {
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  const allows = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
});

const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

function encode(entry: CachedAnswer<unknown>, coding: Compressed): Promise<Buffer> {
  let encoded = entry.encoded.get(coding);
  if (!encoded) {
    encoded = coding === 'br' ? brotliAt(entry.body, DYNAMIC_BROTLI_QUALITY) : gzip(entry.body);
    entry.encoded.set(coding, encoded);
    if (coding === 'br' && entry.lasting) {
      // Swapped in only once made: a request meanwhile gets the quick encoding rather than waiting.
      // A failure keeps the quick encoding, which is as correct.
      brotliAt(entry.body, CACHED_BROTLI_QUALITY).then(
        (best) => void entry.encoded.set('br', Promise.resolve(best)),
        () => undefined,
      );
    }
  }
  return encoded;
}

/** `current` (a Vary header or nothing) with Accept-Encoding added once. */
const varyWithEncoding = memoiseByString(REMEMBERED_HEADERS, (current: string): string => {
  const list = current
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!list.some((name) => name.toLowerCase() === 'accept-encoding')) list.push('Accept-Encoding');
  return list.join(', ');
});

function addVaryEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  reply.header('Vary', varyWithEncoding(current === undefined ? '' : String(current)));
}

/**
 * Sends a cached answer in the coding the client accepts, already compressed, so the compression
 * plugin leaves it alone. The caller sets the ETag and answers 304 itself when it should.
 */
export async function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedAnswer<unknown>,
  contentType = 'application/json; charset=utf-8',
): Promise<Buffer> {
  addVaryEncoding(reply);
  reply.type(contentType);
  const coding = entry.body.length < COMPRESS_THRESHOLD ? 'identity' : negotiateCoding(request.headers['accept-encoding']);
  if (coding === 'identity') return entry.body;
  reply.header('Content-Encoding', coding);
  return encode(entry, coding);
}

/** The route's own serialiser of its 200 answer (fast-json-stringify from its response schema). */
export function okSerialiser<T extends object>(reply: FastifyReply): (payload: T) => string {
  const serialise = reply.getSerializationFunction('200');
  if (!serialise) throw new Error(`${reply.request.routeOptions.url ?? 'route'} has no 200 response schema`);
  // The compiled serialiser is typed for any object; T is what the schema describes.
  return (payload) => serialise(payload as unknown as Record<string, unknown>);
}
