/** Plain HTTP for the benchmarks: one request per call on a given agent, answers read whole. */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { createServer } from 'node:net';

export const HOST = '127.0.0.1';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const bounded = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

export function call(
  port: number,
  method: string,
  url: string,
  options: { body?: unknown; headers?: Record<string, string>; agent?: http.Agent | false; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? null : JSON.stringify(options.body);
    const req = http.request(
      {
        host: HOST,
        port,
        method,
        path: url,
        agent: options.agent ?? false,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error('client time-out')));
    req.on('error', reject);
    req.end(payload ?? undefined);
  });
}

/** A stable client address per key: the write and its retries come from the same phone. */
export function addressFor(key: string): string {
  const hash = createHash('sha256').update(key).digest();
  return `10.${hash[0]}.${hash[1]}.${((hash[2] ?? 0) % 254) + 1}`;
}

/** The value at `share` (0–1) of an ascending list, one decimal; null when empty. */
export function percentile(sorted: number[], share: number): number | null {
  if (sorted.length === 0) return null;
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0) * 10) / 10;
}
