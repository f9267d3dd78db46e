import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { newDataDir } from './data-template';
import { freePort } from './free-port';
import { ROOT } from './paths';
import { serverBundle } from './server-bundle';

export interface AcademyServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Folder of a built app (dist/ or a copy a test changes). */
  staticDir: string;
  env?: Record<string, string>;
  /** How long the first start (migrations, seed) may take. */
  timeoutMs?: number;
}

/**
 * The real server (`server/main.ts`, bundled as `server-bundle.ts` says) on a free port with a
 * DATA_DIR of its own (a copy of the run's seeded template, `data-template.ts`), for tests that need a
 * server of their own beside Playwright's web server.
 */
export async function startAcademyServer({ staticDir, env = {}, timeoutMs = 90_000 }: StartOptions): Promise<AcademyServer> {
  const port = await freePort();
  const dataDir = newDataDir(env);
  const child: ChildProcess = spawn(process.execPath, [await serverBundle()], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_COST: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`academy server exited with ${child.exitCode}:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`academy server did not start within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, dataDir, stop };
}
