/**
 * A bare tus 1.0 client over node:http for the media tests: creation, HEAD for the offset, PATCH (whole or
 * cut off after some bytes, as a dropped connection leaves it).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../helpers';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export function request(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string | number>,
  body?: Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const TUS = { 'Tus-Resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** POST: a new upload of `length` bytes; returns its path (relative Location). */
export async function createUpload(
  base: string,
  token: string,
  length: number,
  fileName = 'lesson.mp4',
): Promise<Answer & { path: string }> {
  const answer = await request(base, 'POST', '/api/admin/uploads', {
    ...TUS,
    authorization: `Bearer ${token}`,
    'Upload-Length': length,
    'Upload-Metadata': `filename ${b64(fileName)},filetype ${b64('video/mp4')}`,
  });
  return { ...answer, path: String(answer.headers.location ?? '') };
}

export async function offsetOf(base: string, token: string, path: string): Promise<Answer & { offset: number }> {
  const answer = await request(base, 'HEAD', path, { ...TUS, authorization: `Bearer ${token}` });
  return { ...answer, offset: Number(answer.headers['upload-offset']) };
}

export function patch(base: string, token: string, path: string, offset: number, bytes: Buffer): Promise<Answer> {
  return request(
    base,
    'PATCH',
    path,
    {
      ...TUS,
      authorization: `Bearer ${token}`,
      'Upload-Offset': offset,
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': bytes.length,
    },
    bytes,
  );
}

/**
 * A PATCH announcing `rest.length` bytes whose connection drops after `sent` of them: what a phone losing
 * its signal mid-upload does. Resolves once the server has seen the socket close.
 */
export function droppedPatch(base: string, token: string, path: string, offset: number, rest: Buffer, sent: number): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(`${base}${path}`, {
      method: 'PATCH',
      headers: {
        ...TUS,
        authorization: `Bearer ${token}`,
        'Upload-Offset': offset,
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': rest.length,
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(rest.subarray(0, sent), () => {
      // Let the bytes reach the server before the line drops.
      setTimeout(() => req.destroy(), 200);
    });
  });
}

/** Bytes whose first box says MP4 (`ftyp`), as file-type reads them, followed by `size` pseudo-random bytes. */
export function mp4Like(size: number): Buffer {
  const head = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0, ...Buffer.from('mp42isom')]);
  const body = Buffer.alloc(size);
  for (let index = 0; index < size; index += 1) body[index] = (index * 2654435761) >>> 24;
  return Buffer.concat([head, body]);
}
