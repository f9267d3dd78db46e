import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseByteRange } from '../../../contract/study';
import { HttpProblem } from '../../lib/problem';
import type { MediaStorage } from '../../lib/storage';
import type { MediaObject } from './media-objects';

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim() === etag);
}

/**
 * Answers a private media file as players and resumable downloads need it: `Accept-Ranges`, one byte
 * range per request (206 with Content-Range, 416 for a range outside the file), a strong ETag (the
 * SHA-256) for `If-None-Match` and `If-Range`, and an exact Content-Length. Never compressed: the bytes
 * on the wire are the bytes the downloader hashes.
 */
export async function sendMedia(request: FastifyRequest, reply: FastifyReply, storage: MediaStorage, object: MediaObject) {
  const etag = `"${await storage.sha256(object.key)}"`;
  const { size } = object;
  reply.header('Accept-Ranges', 'bytes');
  reply.header('ETag', etag);
  reply.header('Content-Type', object.mimeType);
  reply.header('Last-Modified', object.modifiedAt.toUTCString());
  // The URL is signed for one person: browsers may keep it, shared caches may not.
  reply.header('Cache-Control', 'private, max-age=3600');
  reply.header('X-Content-Type-Options', 'nosniff');

  if (etagMatches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return reply.send();
  }

  // If-Range with another validator: the file changed since the client's first part, so send all of it.
  const ifRange = request.headers['if-range'];
  const rangeHeader = ifRange && ifRange !== etag ? undefined : request.headers.range;
  const range = parseByteRange(rangeHeader, size);
  if (range === 'invalid') {
    throw new HttpProblem(416, 'media.range_not_satisfiable', undefined, undefined, { 'Content-Range': `bytes */${size}` });
  }
  if (range) {
    reply.code(206);
    reply.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    reply.header('Content-Length', range.end - range.start + 1);
    return reply.send(storage.createReadStream(object.key, range));
  }
  reply.header('Content-Length', size);
  return reply.send(size === 0 ? '' : storage.createReadStream(object.key));
}
