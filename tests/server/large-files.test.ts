/**
 * Streaming hashes and bounded memory: a 500 MB file — generated sparse for the run,
 * never in the repository — is hashed from disk and uploaded through a multipart POST with an
 * Idempotency-Key without the process holding it in memory, and the server keeps answering meanwhile.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  ftruncateSync,
  writeSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../contract/uuid';
import { describeRoute } from '../../server/lib/http/route-schema';
import { localDiskStorage } from '../../server/lib/media/storage';
import { idempotent } from '../../server/plugins/idempotency';
import { isSpooledFile } from '../../server/plugins/uploads';
import { createTestApp, type TestApp } from './helpers';

const BIG = 500 * 1024 * 1024;
/** What "bounded" means here: far below the file, far above one stream buffer and the test's own noise. */
const MAX_GROWTH = 96 * 1024 * 1024;

let t: TestApp;
let port: number;
let bigFile: string;
let expectedHash: string;

/** The SHA-256 of a sparse file: zeros, then a marker at the very end so the whole file must be read. */
function expectedSparseHash(size: number, tail: Buffer): string {
  const digest = createHash('sha256');
  const zeros = Buffer.alloc(1024 * 1024);
  let left = size - tail.length;
  while (left > 0) {
    const step = Math.min(left, zeros.length);
    digest.update(step === zeros.length ? zeros : zeros.subarray(0, step));
    left -= step;
  }
  return digest.update(tail).digest('hex');
}

function makeSparse(file: string, size: number, tail: Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const fd = openSync(file, 'w');
  try {
    ftruncateSync(fd, size);
    writeSync(fd, tail, 0, tail.length, size - tail.length);
  } finally {
    closeSync(fd);
  }
}

/** Samples heap and buffer memory while `work` runs; answers the highest growth over the start. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  global.gc?.();
  const used = () => {
    const memory = process.memoryUsage();
    return memory.heapUsed + memory.arrayBuffers;
  };
  const start = used();
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, used())), 5);
  try {
    const result = await work();
    peak = Math.max(peak, used());
    return { result, growth: peak - start };
  } finally {
    clearInterval(sampler);
  }
}

beforeAll(async () => {
  t = await createTestApp({
    configure: (app) => {
      app.post(
        '/api/test/upload',
        idempotent({
          // A route reads a multipart body only when its schema documents one (server/plugins/uploads.ts).
          schema: describeRoute({
            tags: ['media'],
            summary: 'Test upload',
            access: 'public',
            bodyMediaType: { mediaType: 'multipart/form-data', description: '`file` and `note`' },
            response: {
              201: v.object({
                sha256: v.string(),
                size: v.number(),
                filename: v.string(),
                note: v.nullable(v.string()),
                spooled: v.boolean(),
              }),
            },
          }),
          config: { multipartOptions: { limits: { fileSize: BIG + 1024 * 1024 } } },
        }),
        async (request, reply) => {
          const { file, note } = request.body as { file: unknown; note?: string };
          if (!isSpooledFile(file)) throw new Error('no spooled file');
          reply.code(201);
          return { sha256: file.sha256, size: file.size, filename: file.filename, note: note ?? null, spooled: existsSync(file.path) };
        },
      );
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const tail = Buffer.from(`end of the big file ${uuidv7()}`);
  bigFile = path.join(t.config.dataDir, 'media', 'videos', 'big.mp4');
  makeSparse(bigFile, BIG, tail);
  expectedHash = expectedSparseHash(BIG, tail);
}, 120_000);

afterAll(() => t.close());

interface Answer {
  status: number;
  body: string;
  at: number;
}

/** A multipart POST whose file part streams from disk. */
function upload(file: string, key: string, extra: Record<string, string> = {}): Promise<Answer> {
  const boundary = `----academy${uuidv7()}`;
  const fields = Object.entries(extra)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const head = Buffer.from(
    `${fields}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${path.basename(file)}"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(file).size + tail.length;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/test/upload',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': length, 'idempotency-key': key },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, at: performance.now() }));
      },
    );
    req.on('error', reject);
    req.write(head);
    const source = createReadStream(file);
    source.on('error', reject);
    source.on('end', () => req.end(tail));
    source.pipe(req, { end: false });
  });
}

function health(): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path: '/api/health' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, at: performance.now() }));
    })
      .on('error', reject)
      .end();
  });
}

describe('a 500 MB file', () => {
  it('is hashed from disk right, in bounded memory, while the server keeps answering', async () => {
    const storage = localDiskStorage(path.join(t.config.dataDir, 'media'));
    const { result, growth } = await peakGrowth(async () => {
      const hashing = storage.sha256('videos/big.mp4').then((hash) => ({ hash, at: performance.now() }));
      // Asked after the hashing began: answered long before it ends, so the hash never blocks the loop.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const [hashed, alive] = await Promise.all([hashing, health()]);
      return { hashed, alive };
    });
    expect(result.hashed.hash).toBe(expectedHash);
    expect(result.alive.status).toBe(200);
    expect(result.alive.at).toBeLessThan(result.hashed.at);
    expect(growth).toBeLessThan(MAX_GROWTH);
  }, 300_000);

  it('uploads through a multipart POST with an Idempotency-Key, streamed to disk and hashed on the way', async () => {
    const key = uuidv7();
    const { result, growth } = await peakGrowth(async () => {
      const sending = upload(bigFile, key, { note: 'la vidéo du rucher' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [uploaded, alive] = await Promise.all([sending, health()]);
      return { uploaded, alive };
    });
    expect(result.uploaded.status, result.uploaded.body).toBe(201);
    expect(JSON.parse(result.uploaded.body)).toEqual({
      sha256: expectedHash,
      size: BIG,
      filename: 'big.mp4',
      note: 'la vidéo du rucher',
      spooled: true,
    });
    expect(result.alive.status).toBe(200);
    expect(result.alive.at).toBeLessThan(result.uploaded.at);
    expect(growth).toBeLessThan(MAX_GROWTH);
    // The temporary copy is gone once answered.
    const spool = path.join(t.config.dataDir, 'uploads', 'tmp');
    expect(existsSync(spool) ? readdirSync(spool) : []).toEqual([]);
  }, 300_000);
});

describe('multipart uploads', () => {
  it('replays the same file under the same key, and refuses another file under it', async () => {
    const small = path.join(t.config.dataDir, 'small.bin');
    makeSparse(small, 64 * 1024, Buffer.from('small one'));
    const other = path.join(t.config.dataDir, 'other.bin');
    makeSparse(other, 64 * 1024, Buffer.from('other one'));
    rmSync(path.join(t.config.dataDir, 'small-copy.bin'), { force: true });
    const key = uuidv7();
    const first = await upload(small, key);
    expect(first.status).toBe(201);
    const again = await upload(small, key);
    expect(again.status).toBe(201);
    expect(again.body).toBe(first.body);
    const changed = await upload(other, key);
    expect(changed.status).toBe(422);
    expect(JSON.parse(changed.body)).toMatchObject({ code: 'idempotency.key_mismatch' });
  });

  it('refuses a 6 MB file sent to a route that takes no multipart body with 415, before spooling any of it', async () => {
    t.app.log.level = 'silent';
    const big = path.join(t.config.dataDir, 'six-mb.bin');
    makeSparse(big, 6 * 1024 * 1024, Buffer.from('too big'));
    const answer = await new Promise<Answer>((resolve, reject) => {
      const boundary = `----academy${uuidv7()}`;
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="six.bin"\r\n\r\n`);
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/contact',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': head.length + 6 * 1024 * 1024 + tail.length,
          },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, at: performance.now() }));
        },
      );
      req.on('error', reject);
      req.write(head);
      const source = createReadStream(big);
      source.on('end', () => req.end(tail));
      source.pipe(req, { end: false });
    });
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'http.unsupported_media_type' });
    const spool = path.join(t.config.dataDir, 'uploads', 'tmp');
    expect(existsSync(spool) ? readdirSync(spool) : []).toEqual([]);
  });
});
