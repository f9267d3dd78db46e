/**
 * API load benchmark: the public catalogue page (`GET /api/formations`) and a new device's
 * first catalogue sync page (`GET /api/sync/catalogue`), 50 connections for 10 s each with autocannon,
 * against `server/main.ts` run as a child process (its own DATA_DIR, seeded demo data), on PGlite and
 * on PostgreSQL, with and without `Accept-Encoding: br`. Prints a table; never fails on a figure.
 *
 *   npm run bench:api-load
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench:api-load   (adds PostgreSQL;
 *     falls back to TEST_DATABASE_URL; the database is migrated and seeded, use a throw-away one)
 *   CONNECTIONS=50 DURATION=10 ENGINES=pglite,postgres
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 10);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const ENGINES = (process.env.ENGINES ?? (DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',');

const ROUTES = [
  { name: 'formations', path: '/api/formations', compressible: true },
  { name: 'sync/catalogue', path: '/api/sync/catalogue', compressible: true },
  // The floor on this machine: one trivial query and the same plugins, under 1 KB so never compressed.
  { name: 'health (reference)', path: '/api/health', compressible: false },
  // The ceiling: no query at all, the same plugins (what a cached answer can approach).
  { name: 'geo (no query)', path: '/api/geo', compressible: false },
] as const;
const ENCODINGS = [
  { name: 'identity', headers: {} as Record<string, string> },
  { name: 'br', headers: { 'accept-encoding': 'br' } as Record<string, string> },
];

interface Row {
  engine: string;
  route: string;
  encoding: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  bytes: number;
  errors: number;
  non2xx: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  // Generous: seeding on a busy machine can take minutes.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start within 300 s');
}

/** Body bytes as they cross the wire (still compressed): fetch would decode them. */
function wireBytes(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }),
        );
      })
      .on('error', reject);
  });
}

async function load(url: string, headers: Record<string, string>) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
}

async function benchEngine(engine: string): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-bench-api-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    MEDIA_FFMPEG: 'off',
    STATIC_DIR: path.join(dataDir, 'no-static'),
    SEED_DEMO: '1',
    DATABASE_URL: engine === 'postgres' ? DATABASE_URL : '',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const rows: Row[] = [];
  try {
    await waitForHealth(base, child);
    for (const route of ROUTES) {
      for (const encoding of route.compressible ? ENCODINGS : ENCODINGS.slice(0, 1)) {
        const url = `${base}${route.path}`;
        const sample = await wireBytes(url, encoding.headers);
        // A short warm-up so JIT and pools are hot before the measured run.
        await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: encoding.headers });
        const result = await load(url, encoding.headers);
        rows.push({
          engine,
          route: route.name,
          encoding: `${encoding.name}${sample.encoding === encoding.name ? '' : ` (got ${sample.encoding})`}`,
          reqPerSec: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          bytes: sample.bytes,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
        console.error(`[bench] ${engine} ${route.name} ${encoding.name}: ${Math.round(result.requests.average)} req/s`);
      }
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

function printTable(rows: Row[]): void {
  const header = ['engine', 'route', 'encoding', 'req/s', 'p50 ms', 'p99 ms', 'bytes/answer', 'errors', 'non-2xx'];
  const lines = rows.map((row) => [
    row.engine,
    row.route,
    row.encoding,
    String(row.reqPerSec),
    String(row.p50),
    String(row.p99),
    String(row.bytes),
    String(row.errors),
    String(row.non2xx),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)));
  const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

async function main() {
  console.error(`[bench] ${CONNECTIONS} connections, ${DURATION} s per run, engines: ${ENGINES.join(', ')}`);
  console.log(
    `${cpus().length} CPUs, load average at start ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')}`,
  );
  const rows: Row[] = [];
  for (const engine of ENGINES) {
    if (engine === 'postgres' && !DATABASE_URL) {
      console.error('[bench] postgres skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
      continue;
    }
    rows.push(...(await benchEngine(engine)));
  }
  printTable(rows);
  console.log(
    `load average at end ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
