import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseByteRange, type ByteRange } from '../../../contract/study';
import type { ErrorCode } from '../../../contract/errors';
import { etagMatches } from '../../lib/http/etag';
import { HttpProblem } from '../../lib/http/problem';
import type { RouteDescription } from '../../lib/http/route-schema';
import type { MediaStorage, StoredObject } from '../../lib/media/storage';

/** A file as the sender needs it, wherever its bytes live (the media folder, private storage). */
export interface FileSource {
  size: number;
  modifiedAt: Date;
  contentType: string;
  cacheControl: string;
  /** A strong validator, quoted, for If-None-Match and If-Range; absent where none is kept. */
  etag?: string;
  open(range?: ByteRange): Readable;
}

/** A file of the local media folder, or a 404 when there is none at `filePath`. */
export async function localFile(filePath: string, options: { contentType: string; cacheControl: string }): Promise<FileSource> {
  const info = await stat(filePath).catch(() => null);
  if (!info?.isFile()) throw new HttpProblem(404, 'http.not_found');
  return {
    ...options,
    size: info.size,
    modifiedAt: info.mtime,
    open: (range) => createReadStream(filePath, range ? { start: range.start, end: range.end } : undefined),
  };
}

/** An object of private storage, its SHA-256 as a strong ETag. */
export async function storedFile(
  storage: MediaStorage,
  object: StoredObject & { mimeType: string },
  cacheControl: string,
): Promise<FileSource> {
  return {
    size: object.size,
    modifiedAt: object.modifiedAt,
    contentType: object.mimeType,
    cacheControl,
    etag: `"${await storage.sha256(object.key)}"`,
    open: (range) => storage.createReadStream(object.key, range),
  };
}

/**
 * The one sender of files, as video players and resumable downloads need them: `Accept-Ranges`, one byte
 * range per request (206 with Content-Range; for a range outside the file, 416
 * `media.range_not_satisfiable` with a Content-Range naming the size), If-None-Match and If-Range against
 * the ETag or the Last-Modified date, and an exact Content-Length. HEAD gets the same headers (Fastify
 * drops the body). Lesson media routes turn compression off: the bytes on the wire are the bytes a
 * downloader hashes. The caller has already checked that the caller may read the file.
 */
export async function sendFile(request: FastifyRequest, reply: FastifyReply, source: FileSource) {
  const { size, etag } = source;
  const lastModified = source.modifiedAt.toUTCString();
  reply.header('Accept-Ranges', 'bytes');
  if (etag) reply.header('ETag', etag);
  reply.header('Content-Type', source.contentType);
  reply.header('Last-Modified', lastModified);
  reply.header('Cache-Control', source.cacheControl);
  reply.header('X-Content-Type-Options', 'nosniff');

  if (etag && etagMatches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return reply.send();
  }

  // If-Range naming another version: the file changed since the client's first part, so send all of it.
  const ifRange = request.headers['if-range'];
  const rangeStillValid = !ifRange || ifRange === etag || ifRange === lastModified;
  const range = parseByteRange(rangeStillValid ? request.headers.range : undefined, size);
  if (range === 'invalid') {
    throw new HttpProblem(416, 'media.range_not_satisfiable', undefined, undefined, { 'Content-Range': `bytes */${size}` });
  }
  if (range) {
    reply.code(206);
    reply.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    reply.header('Content-Length', range.end - range.start + 1);
    return reply.send(source.open(range));
  }
  reply.header('Content-Length', size);
  return reply.send(size === 0 ? '' : source.open());
}

/**
 * The answers `sendFile` can give, for a route's description: the whole file, one byte range (206), 304
 * when the source has an ETag the client already holds, and 416 for a range outside the file.
 */
export function fileAnswers(
  mediaType: string,
  what: string,
  { etag }: { etag: boolean },
): { response: RouteDescription['response']; errors: Record<number, ErrorCode[]>; headers: NonNullable<RouteDescription['headers']> } {
  const whole = what.charAt(0).toUpperCase() + what.slice(1);
  const validator: Record<string, string> = etag
    ? { ETag: 'The stored version; send it back as If-None-Match (304) or If-Range' }
    : { 'Last-Modified': 'When the file was written; If-Range may name it' };
  return {
    headers: {
      200: { ...validator, 'Accept-Ranges': '`bytes`', 'Content-Length': 'The exact size of the body' },
      206: { ...validator, 'Content-Range': '`bytes <first>-<last>/<size>`: the range sent and the whole size' },
      416: { 'Content-Range': '`bytes */<size>`: the whole size, to ask again within it' },
    },
    response: {
      200: { mediaType, description: `${whole}, whole (Accept-Ranges: bytes, exact Content-Length)` },
      206: {
        mediaType,
        description: `One byte range of ${what} (Range, honoured when If-Range still names this version), with Content-Range`,
      },
      ...(etag ? { 304: null } : {}),
    },
    errors: { 416: ['media.range_not_satisfiable'] },
  };
}
