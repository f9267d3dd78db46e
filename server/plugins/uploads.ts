import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from '../lib/problem';
import { SPOOL_SWEEP_EVERY_MS, sweepSpool } from '../lib/spool-sweep';

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
  return typeof value === 'object' && value !== null && typeof (value as SpooledFile).sha256 === 'string' && typeof (value as SpooledFile).path === 'string';
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

export const uploads = fp(
  async (app: FastifyInstance) => {
    const folder = path.join(app.config.dataDir, 'uploads', 'tmp');
    app.decorateRequest('spooledFiles', null);
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: UPLOAD_LIMITS,
      async onFile(this: FastifyRequest, part: MultipartFile) {
        await spool(this, part, folder);
      },
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
    // Files a crash left behind: all of them at start, then those older than an hour (lib/spool-sweep.ts).
    const sweep = (olderThanMs: number) =>
      sweepSpool(folder, olderThanMs).then(
        (removed) => {
          if (removed > 0) app.log.info({ removed }, 'left-over upload files removed');
        },
        (error: unknown) => app.log.error({ err: error }, 'upload spool sweep failed'),
      );
    let sweeper: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      await sweep(0);
      sweeper = setInterval(() => void sweep(SPOOL_SWEEP_EVERY_MS), SPOOL_SWEEP_EVERY_MS);
      sweeper.unref();
    });
    app.addHook('onClose', async () => {
      if (sweeper) clearInterval(sweeper);
    });
  },
  { name: 'uploads' },
);
