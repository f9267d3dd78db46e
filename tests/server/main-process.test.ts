import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** `npm start` without the build: the real entry point, on a port the system picks. */
const root = fileURLToPath(new URL('../..', import.meta.url));
let dataDir: string;
let staticDir: string;
const started: ChildProcessWithoutNullStreams[] = [];

function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
  });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(output)) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}; output so far:\n${output}`);
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { child, exited, waitFor, output: () => output };
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'academy-main-data-'));
  staticDir = mkdtempSync(path.join(tmpdir(), 'academy-main-static-'));
});

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(staticDir, { recursive: true, force: true });
});

describe('server/main.ts on one DATA_DIR', () => {
  it('refuses a second server with a clear message, and the first one shuts down cleanly', async () => {
    const first = startServer();
    await first.waitFor(/Academy ready on/, 90_000);
    expect(existsSync(path.join(dataDir, 'academy.lock'))).toBe(true);

    const second = startServer();
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toMatch(/already in use by another academy server \(pid \d+\)/);
    expect(second.output()).not.toMatch(/at .*\.ts:\d+/);
    // The first server still answers.
    expect(first.child.exitCode).toBeNull();

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'academy.lock'))).toBe(false);
  }, 120_000);

  it('stops at once with the variable’s name when the configuration is wrong', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty', DATA_DIR: dataDir, STATIC_DIR: staticDir },
    });
    started.push(child);
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/Invalid environment/);
    expect(output).toMatch(/PORT/);
  }, 60_000);
});
