/**
 * Answers given before the request's body has all arrived (a JSON body over 1 MB, an upload over its
 * limit, an upload refused by its guard), on a real socket: the client sends its whole body first and
 * reads only then, as a browser on a slow uplink does, and must still read a problem, not a reset.
 */
import { randomUUID } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINGER_MAX_BYTES } from '../../server/lib/http/lingering-close';
import { signedIn, type Person } from './auth/support';
import { seedFixture, type Fixture } from './catalogue/fixture';
import { createTestApp, type TestApp } from './helpers';
import { createUpload } from './media/tus-client';
import { multipartBody } from './payments/payments-fixture';

let t: TestApp;
let port: number;
let fixture: Fixture;
let learner: Person;
let agent: Person;

beforeAll(async () => {
  t = await createTestApp({ env: { MEDIA_FFMPEG: 'off', UPLOAD_MAX_BYTES: String(4 * 1024 * 1024) } });
  fixture = await seedFixture(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  learner = await signedIn(t, ['client']);
  agent = await signedIn(t, ['agent']);
}, 120_000);
afterAll(() => t.close());

interface Exchange {
  /** Bytes of the body the client got to send. */
  sent: number;
  /** The client's socket error (EPIPE, ECONNRESET), if any. */
  error: string | null;
  status: number;
  headers: Record<string, string>;
  body: string;
}

const MB = 1024 * 1024;

/** The answer as far as it came: status, headers, and the body once Content-Length bytes of it are in. */
function parseAnswer(bytes: Buffer): { status: number; headers: Record<string, string>; body: string; whole: boolean } {
  const end = bytes.indexOf('\r\n\r\n');
  if (end === -1) return { status: 0, headers: {}, body: '', whole: false };
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const body = bytes.subarray(end + 4);
  return {
    status: Number(statusLine.split(' ')[1] ?? 0),
    headers,
    body: body.toString('utf8'),
    whole: body.length >= Number(headers['content-length'] ?? Infinity),
  };
}

/**
 * One request over its own connection: the head, then the body in 256 KB writes, each after the previous
 * was taken by the system; the answer is read only once the whole body is sent (or the socket failed),
 * until it is whole or the server closes.
 */
function sendThenRead(head: string, body: Buffer, pauseMs = 0): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.pause();
    const received: Buffer[] = [];
    let sent = 0;
    let error: string | null = null;
    let settled = false;
    const settle = () => {
      if (settled) return;
      const answer = parseAnswer(Buffer.concat(received));
      if (!answer.whole && !socket.destroyed) return;
      settled = true;
      resolve({ sent, error, status: answer.status, headers: answer.headers, body: answer.body });
      // A kept connection is the client's to close.
      if (answer.headers.connection !== 'close') socket.destroy();
    };
    socket.on('error', (failure: NodeJS.ErrnoException) => (error = failure.code ?? String(failure)));
    socket.on('close', settle);
    const read = () => {
      socket.on('data', (chunk: Buffer) => {
        received.push(chunk);
        settle();
      });
      socket.resume();
    };
    socket.on('connect', () => {
      socket.write(head);
      const next = () => {
        if (socket.destroyed) return;
        if (sent >= body.length) return read();
        const chunk = body.subarray(sent, sent + 256 * 1024);
        socket.write(chunk, (failure) => {
          if (failure) return;
          sent += chunk.length;
          if (pauseMs > 0) setTimeout(next, pauseMs);
          else next();
        });
      };
      next();
    });
  });
}

function requestHead(method: string, path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries({ host: `127.0.0.1:${port}`, ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** A chunked body: the size of each piece is unknown to the server until it has read it. */
function chunked(body: Buffer): Buffer {
  const pieces: Buffer[] = [];
  for (let at = 0; at < body.length; at += 64 * 1024) {
    const piece = body.subarray(at, at + 64 * 1024);
    pieces.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
  }
  return Buffer.concat([...pieces, Buffer.from('0\r\n\r\n')]);
}

const openConnections = () =>
  new Promise<number>((resolve, reject) => t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));

/** The whole body went and the answer came whole; a connection the server closes is closed on its side too. */
async function expectReadableProblem(exchange: Exchange, bodyLength: number, status: number, code: string) {
  expect(exchange.error, `the client saw ${exchange.error}`).toBeNull();
  expect(exchange.sent).toBe(bodyLength);
  expect(exchange.status).toBe(status);
  expect(exchange.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(JSON.parse(exchange.body)).toMatchObject({ status, code });
  await expect.poll(openConnections, { timeout: 15_000 }).toBe(0);
}

const json = (size: number) => Buffer.from(JSON.stringify({ name: 'Fatima', message: ' '.repeat(size) }));

describe('an answer given before the body has all arrived', () => {
  it('a JSON body over 1 MB with its length declared: 413 problem, read after the whole body is sent', async () => {
    const body = json(8 * MB);
    const head = requestHead('POST', '/api/contact', { 'content-type': 'application/json', 'content-length': body.length });
    await expectReadableProblem(await sendThenRead(head, body), body.length, 413, 'http.payload_too_large');
  }, 60_000);

  it('a chunked JSON body that passes 1 MB on the way: 413 problem, read after the whole body is sent', async () => {
    const body = chunked(json(8 * MB));
    const head = requestHead('POST', '/api/contact', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
    await expectReadableProblem(await sendThenRead(head, body), body.length, 413, 'http.payload_too_large');
  }, 60_000);

  it('fetch reads the 413 of a JSON body over 1 MB', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json(20 * MB),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await res.json()).toMatchObject({ code: 'http.payload_too_large' });
  }, 60_000);

  it('a receipt over 5 MB: 413 payment.file_too_large', async () => {
    const { payload, headers } = multipartBody(
      { formation_id: fixture.paidId },
      { filename: 'receipt.jpg', contentType: 'image/jpeg', bytes: Buffer.alloc(12 * MB, 1) },
    );
    const head = requestHead('POST', '/api/payments/bank-transfer', {
      ...headers,
      authorization: `Bearer ${learner.token}`,
      'idempotency-key': randomUUID(),
      'content-length': payload.length,
    });
    await expectReadableProblem(await sendThenRead(head, payload), payload.length, 413, 'payment.file_too_large');
  }, 60_000);

  it('a thumbnail over 10 MB: 413 http.payload_too_large', async () => {
    const { payload, headers } = multipartBody(
      {},
      { name: 'thumbnail', filename: 'cover.jpg', contentType: 'image/jpeg', bytes: Buffer.alloc(12 * MB, 1) },
    );
    const head = requestHead('PUT', `/api/admin/formations/${fixture.freeId}/thumbnail`, {
      ...headers,
      authorization: `Bearer ${agent.token}`,
      'content-length': payload.length,
    });
    await expectReadableProblem(await sendThenRead(head, payload), payload.length, 413, 'http.payload_too_large');
  }, 60_000);

  it('a tus PATCH past the declared length: 413 media.too_large', async () => {
    const created = await createUpload(`http://127.0.0.1:${port}`, agent.token, MB);
    expect(created.status).toBe(201);
    const body = Buffer.alloc(8 * MB, 1);
    const head = requestHead('PATCH', created.path, {
      'tus-resumable': '1.0.0',
      authorization: `Bearer ${agent.token}`,
      'upload-offset': 0,
      'content-type': 'application/offset+octet-stream',
      'content-length': body.length,
    });
    await expectReadableProblem(await sendThenRead(head, body), body.length, 413, 'media.too_large');
  }, 60_000);

  it('an upload refused by its guard before a byte is read: 401 problem', async () => {
    const { payload, headers } = multipartBody(
      { formation_id: fixture.paidId },
      { filename: 'receipt.jpg', contentType: 'image/jpeg', bytes: Buffer.alloc(12 * MB, 1) },
    );
    const head = requestHead('POST', '/api/payments/bank-transfer', { ...headers, 'content-length': payload.length });
    await expectReadableProblem(await sendThenRead(head, payload), payload.length, 401, 'auth.not_authorized');
  }, 60_000);

  it('stops reading a client that keeps sending far past the limit', async () => {
    const body = json(LINGER_MAX_BYTES + 32 * MB);
    const head = requestHead('POST', '/api/contact', { 'content-type': 'application/json', 'content-length': body.length });
    // Paced, so that the limit is passed well before the end whatever the machine's speed.
    const exchange = await sendThenRead(head, body, 5);
    expect(exchange.sent).toBeLessThan(body.length);
    expect(exchange.error).not.toBeNull();
    await expect.poll(openConnections, { timeout: 15_000 }).toBe(0);
  }, 120_000);

  it('stops waiting for a client that goes quiet in the middle of its body', async () => {
    const head = requestHead('POST', '/api/contact', { 'content-type': 'application/json', 'content-length': 8 * MB });
    const socket = net.connect(port, '127.0.0.1');
    const closed = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(text));
    });
    socket.write(head);
    socket.write(Buffer.alloc(2 * MB, 0x20));
    // The answer came at once; the connection ends without the client doing anything more.
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    await expect.poll(openConnections, { timeout: 15_000 }).toBe(0);
  }, 60_000);

  it('keeps the connection of a body read whole', async () => {
    const body = Buffer.from(JSON.stringify({}));
    const head = requestHead('POST', '/api/contact', { 'content-type': 'application/json', 'content-length': body.length });
    const socket = net.connect(port, '127.0.0.1');
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      socket.on('error', reject);
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        if (text.includes('\r\n\r\n') && text.endsWith('}')) resolve(text);
      });
      socket.write(head);
      socket.write(body);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 422/);
    expect(answer.toLowerCase()).not.toContain('connection: close');
    expect(socket.destroyed).toBe(false);
    socket.destroy();
  }, 60_000);
});
