/**
 * SIGTERM under load loses nothing: the real entry point stops taking requests, lets
 * the ones under way answer, and sends the mail their writes queued before it exits — here through a
 * mail server that takes a second and a half to greet.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uuidv7 } from '../../contract/uuid';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const root = fileURLToPath(new URL('../..', import.meta.url));
let dataDir: string;
let staticDir: string;
let smtp: SmtpSink;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'academy-sigterm-data-'));
  staticDir = mkdtempSync(path.join(tmpdir(), 'academy-sigterm-static-'));
  smtp = await startSmtpSink({ greetingDelayMs: 1500 });
});

afterAll(async () => {
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(staticDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function post(port: number, body: object, key: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/contact',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'idempotency-key': key },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', (error) => resolve({ error: error.message }));
    req.end(payload);
  });
}

it('SIGTERM waits for the requests under way and the mail they queued, then exits 0', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  while (!/Academy ready on/.test(output)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const run = uuidv7();
  // Under the public forms' per-address limit (10 per 10 minutes).
  const sent = Array.from({ length: 8 }, (_, index) => ({ key: uuidv7(), marker: `sigterm-${run}-${index}` }));
  const answers = sent.map(({ key, marker }) =>
    post(port, { name: 'Fatima', email: 'fatima@example.ma', subject: 'Arrêt', message: `Message ${marker}`, language: 'fr' }, key),
  );
  // The signal arrives as soon as the first write is acknowledged, with the others under way.
  await Promise.race(answers);
  child.kill('SIGTERM');
  const results = await Promise.all(answers);
  expect(await exited).toBe(0);

  const acknowledged = sent.filter((_, index) => {
    const result = results[index];
    return result && 'status' in result && result.status === 201;
  });
  expect(acknowledged.length).toBeGreaterThan(0);
  // Nothing half-done: every answer is a success, a clean refusal while closing, or no connection at all.
  for (const result of results) {
    if ('status' in result) expect([201, 503]).toContain(result.status);
  }
  // Every acknowledged message's staff mail left before the process did.
  for (const { marker } of acknowledged) {
    expect(smtp.mails.filter((mail) => mail.includes(marker))).toHaveLength(1);
  }
}, 150_000);
