import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const SERVER_TESTS = 'tests/server';

/**
 * Server test files that replace a module (`vi.mock`, `vi.doMock`) need modules of their own. Every other
 * server test builds its app from scratch (createTestApp) and so shares a process and its loaded modules
 * with the files before it, which halves the server tests' time: loading the server's modules again for
 * each of a hundred files was most of it.
 */
function serverFilesReplacingModules(): string[] {
  const files = readdirSync(SERVER_TESTS, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.posix.join(SERVER_TESTS, file.split(path.sep).join('/')));
  return files.filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));
}
const isolatedServerFiles = serverFilesReplacingModules();

const shared = {
  setupFiles: ['tests/setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'server',
          environment: 'node',
          include: [`${SERVER_TESTS}/**/*.test.ts`],
          exclude: isolatedServerFiles,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...shared, name: 'server-own-modules', environment: 'node', include: isolatedServerFiles },
      },
      {
        extends: true,
        test: {
          ...shared,
          name: 'app',
          environment: 'node',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [`${SERVER_TESTS}/**`],
        },
      },
    ],
  },
});
