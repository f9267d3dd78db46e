import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '../../../contract/auth';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import { DEMO_ACCOUNTS, seedIdentity } from '../../../server/seed/identity';
import { createTestApp, type TestApp } from '../helpers';
import { insertPerson } from './support';

// Start-up seeds everything (catalogue too) and the CLI is a process of its own: both take a while.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

describe('demo seed', () => {
  let seeded: TestApp;
  let empty: TestApp;
  beforeAll(async () => {
    seeded = await createTestApp({ env: { SEED_DEMO: '1' }, startup: true });
    empty = await createTestApp({ env: { SEED_DEMO: '0' }, startup: true });
  });
  afterAll(async () => {
    await seeded?.close();
    await empty?.close();
  });

  it('creates an admin, an agent and a learner who can log in with the README credentials', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const response = await seeded.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: account.email, password: account.password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<LoginResponse>().role).toBe(account.role);
    }
    // A second start on the same database adds nobody.
    expect(await seedIdentity(seeded.app)).toBe(0);
  });

  it('does nothing with SEED_DEMO=0, nor on a database that already has someone', async () => {
    const [demoAdmin] = DEMO_ACCOUNTS;
    const response = await empty.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: demoAdmin?.email, password: demoAdmin?.password },
    });
    expect(response.statusCode).toBe(401);

    await insertPerson(empty, ['admin']);
    const onAgain = await buildApp({ config: { ...empty.config, seedDemo: true }, database: empty.database });
    try {
      expect(await seedIdentity(onAgain)).toBe(0);
    } finally {
      await onAgain.close();
    }
  });
});

describe('npm run create-admin', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Runs the CLI as `npm run create-admin` does, without a terminal on stdin. */
  const run = (args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/create-admin.ts', ...args], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });

  it('refuses to guess: without a terminal, missing flags are an error', async () => {
    const result = await run(['--email', 'boss@example.test']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--password');
  });

  it('rejects a short password with the contract code', async () => {
    const result = await run(['--email', 'boss@example.test', '--password', 'short']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('registration.password_too_short');
  });

  it('creates an admin on the PGlite database who can then log in', async () => {
    const result = await run(['--email', 'Boss@Example.test', '--password', 'a-long-password']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('boss@example.test');

    const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0' });
    const database = await openDatabase({ url: undefined, pgliteDir: config.pgliteDir });
    const server = await buildApp({ config: { ...config, staticDir: null }, database });
    try {
      const response = await server.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'boss@example.test', password: 'a-long-password' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<LoginResponse>().roles).toEqual(['admin']);
    } finally {
      await server.close();
      await database.close();
    }
  });
});
