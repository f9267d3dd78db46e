import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from '../lib/http/problem';
import { SPOOL_SWEEP_EVERY_MS, sweepSpool } from '../lib/jobs/spool-sweep';

/**
 * Uploaded files never sit in memory: each file part streams to a temporary file under
 * DATA_DIR/uploads/tmp while its SHA-256 is computed on the way, and the body gets a small description
 * of it (`SpooledFile`). The idempotency hash of a multipart body therefore covers the file through its
 * digest, and a 500 MB upload costs a 64 KB buffer, not 500 MB of heap. A handler keeps a file by
 * moving it (`rename`) before it answers; whatever is left in the temporary folder is removed as the answer goes.
 *
 * Limits: one file of 5 MB (SPEC: a payment receipt is under 5 MB) and 20 short fields by default; a
 * route sets its own in `config.multipartOptions.limits`. A file over its limit is a 413.
 */

export interface SpooledFile {
  filename: string;
  mime_type: string;
  size: number;
  sha256: string;
  /** Where the bytes are until the response; not enumerable, so it is not part of the request's hash. */
  readonly path: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Files this request spooled to disk, removed after its response unless moved. */
    spooledFiles: string[] | null;
  }
}

export const UPLOAD_LIMITS = { fileSize: 5 * 1024 * 1024, files: 1, fields: 20, fieldSize: 10 * 1024, parts: 21 } as const;

export function isSpooledFile(value: unknown): value is SpooledFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SpooledFile).sha256 === 'string' &&
    typeof (value as SpooledFile).path === 'string'
  );
}

async function spool(request: FastifyRequest, part: MultipartFile, folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, randomUUID());
  (request.spooledFiles ??= []).push(file);
  const digest = createHash('sha256');
  let size = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      digest.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, hashing, createWriteStream(file));
    if (part.file.truncated) throw new HttpProblem(413, 'http.payload_too_large');
  } catch (error) {
    // Every stream of the pipeline has closed: nothing can recreate the file after this.
    await unlink(file).catch(() => undefined);
    throw error;
  }
  const value = { filename: part.filename, mime_type: part.mimetype, size, sha256: digest.digest('hex') };
  part.value = Object.defineProperty(value, 'path', { value: file, enumerable: false });
}

/** Busboy's own messages and the plugin's codes that mean the body itself is unreadable, not too large. */
const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Any failure while reading a multipart body as a client error: a part over its limit is 413, anything
 * else the parser refuses (a body cut off mid-part, a missing boundary, a `__proto__` field, a part
 * header that never ends) is 400 `http.malformed_body`. A phone on a dropping link sends the first kind
 * every day; none of them is the server's fault.
 */
export function multipartProblem(error: unknown): HttpProblem {
  if (error instanceof HttpProblem) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  if (TOO_LARGE_CODES.has(code)) return new HttpProblem(413, 'http.payload_too_large');
  return new HttpProblem(400, 'http.malformed_body');
}

const MULTIPART_FORM = 'multipart/form-data';
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const takesMultipartCache = new WeakMap<object, boolean>();

/**
 * A route takes multipart when its schema documents a multipart body (`describeRoute`'s
 * `bodyMediaType`): the one declaration that also writes the OpenAPI document.
 */
export function routeTakesMultipart(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const cached = takesMultipartCache.get(schema);
  if (cached !== undefined) return cached;
  const body = (schema as { body?: { content?: Record<string, unknown> } }).body;
  const takes = typeof body?.content === 'object' && body.content !== null && MULTIPART_FORM in body.content;
  takesMultipartCache.set(schema, takes);
  return takes;
}

/** The media type of a Content-Type header, lower-cased, without its parameters. */
const mediaTypeOf = (header: string | undefined) => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

type BodyValue = string | SpooledFile;

/** Reads every part in order: text fields as strings (a repeated name as an array), files spooled to disk. */
async function readMultipart(request: FastifyRequest, folder: string): Promise<Record<string, BodyValue | BodyValue[]>> {
  const body: Record<string, BodyValue | BodyValue[]> = Object.create(null) as Record<string, BodyValue | BodyValue[]>;
  const add = (name: string, value: BodyValue) => {
    const known = body[name];
    body[name] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
  };
  try {
    for await (const part of request.parts(request.routeOptions.config.multipartOptions)) {
      if (part.type === 'file') {
        await spool(request, part, folder);
        if (isSpooledFile(part.value)) add(part.fieldname, part.value);
      } else if (typeof part.value === 'string') {
        add(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw multipartProblem(error);
  }
  return { ...body };
}

export const uploads = fp(
  async (app: FastifyInstance) => {
    const folder = path.join(app.config.storageDir, 'uploads', 'tmp');
    app.decorateRequest('spooledFiles', null);
    // No `attachFieldsToBody`: that would read a multipart body on every route, before the route's
    // guard. The body is read below, only on the routes that document one.
    await app.register(multipart, { limits: UPLOAD_LIMITS });

    // Before a byte of the body is read: a multipart body sent to a route that takes none is refused.
    app.addHook('preParsing', async (request, reply, payload) => {
      if (BODYLESS_METHODS.has(request.method) || request.is404) return payload;
      const type = mediaTypeOf(request.headers['content-type']);
      if (type.startsWith('multipart/') && (type !== MULTIPART_FORM || !routeTakesMultipart(request.routeOptions.schema))) {
        // The unread body stays in the socket: the answer closes the connection, once the phone has
        // stopped sending (lib/http/lingering-close.ts), so that it reads this answer.
        reply.header('connection', 'close');
        throw new HttpProblem(415, 'http.unsupported_media_type');
      }
      return payload;
    });
    // After the route's own onRequest guard (the only kind the multipart routes use), before validation
    // and the idempotency claim, which hashes the spooled files' digests.
    app.addHook('preValidation', async (request) => {
      if (!request.isMultipart() || !routeTakesMultipart(request.routeOptions.schema)) return;
      request.body = await readMultipart(request, folder);
    });

    const removeSpooled = async (request: FastifyRequest) => {
      const files = request.spooledFiles;
      request.spooledFiles = null;
      if (files) await Promise.all(files.map((file) => unlink(file).catch(() => undefined)));
    };
    // Before the answer leaves (the handler is done with its files by then), and after it as a last resort.
    app.addHook('onSend', async (request, _reply, payload) => {
      await removeSpooled(request);
      return payload;
    });
    app.addHook('onResponse', removeSpooled);
    // Files a crash left behind: all of them at start (see below), then those older than an hour (lib/jobs/spool-sweep.ts).
    const sweep = (olderThanMs: number) =>
      sweepSpool(folder, olderThanMs).then(
        (removed) => {
          if (removed > 0) app.log.info({ removed }, 'left-over upload files removed');
        },
        (error: unknown) => app.log.error({ err: error }, 'upload spool sweep failed'),
      );
    let sweeper: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      // A STORAGE_DIR of its own holds no other server's uploads under way: all of it goes at start. A
      // shared one (several servers) may, so there only files older than an hour go, as at each pass.
      await sweep(app.config.storageDir === app.config.dataDir ? 0 : SPOOL_SWEEP_EVERY_MS);
      sweeper = setInterval(() => void sweep(SPOOL_SWEEP_EVERY_MS), SPOOL_SWEEP_EVERY_MS);
      sweeper.unref();
    });
    app.addHook('onClose', async () => {
      if (sweeper) clearInterval(sweeper);
    });
  },
  { name: 'uploads' },
);
