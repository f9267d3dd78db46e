import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from '../../lib/problem';

export interface SendFileOptions {
  contentType: string;
  cacheControl: string;
}

/** One `bytes=` range of a file of `size` bytes, or null when the header asks for none we serve. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges in one request are legal but unused by media players: answer the whole file.
  if (!match) return header.includes(',') ? null : 'invalid';
  const [, from, to] = match;
  if (from === '' && to === '') return 'invalid';
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'invalid';
  return { start, end };
}

/**
 * Streams a file with Range support (206, 416), as video players and resumable downloads need.
 * The caller has already checked that the caller may read it.
 */
export async function sendFile(request: FastifyRequest, reply: FastifyReply, filePath: string, options: SendFileOptions) {
  const info = await stat(filePath).catch(() => null);
  if (!info?.isFile()) throw new HttpProblem(404, 'http.not_found');
  const size = info.size;
  reply.header('Accept-Ranges', 'bytes');
  reply.header('Content-Type', options.contentType);
  reply.header('Cache-Control', options.cacheControl);
  reply.header('Last-Modified', info.mtime.toUTCString());
  const range = parseRange(request.headers.range, size);
  if (range === 'invalid') {
    reply.header('Content-Range', `bytes */${size}`);
    throw new HttpProblem(416, 'validation.invalid_value', 'range not satisfiable', undefined, {
      'Content-Range': `bytes */${size}`,
    });
  }
  if (range) {
    reply.code(206);
    reply.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    reply.header('Content-Length', range.end - range.start + 1);
    if (request.method === 'HEAD') return reply.send();
    return reply.send(createReadStream(filePath, { start: range.start, end: range.end }));
  }
  reply.header('Content-Length', size);
  if (request.method === 'HEAD') return reply.send();
  return reply.send(createReadStream(filePath));
}
