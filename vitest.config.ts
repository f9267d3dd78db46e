import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * Client test files that run only in the process's own realm, not in a VM context: one replaces
 * `window.location` (not redefinable there), ESLint's loader `require`s ES modules, and in the other three
 * the catalogue mirror's reads or the certificate's signature check never settle (found, not yet explained).
 * Every other client file runs in a VM context of a reused process (Vitest's `vmForks`), which spares each
 * file a process of its own and a jsdom loaded and copied onto the globals again (docs/performance-log.md).
 */
const APP_FILES_OWN_REALM = [
  'tests/app/route-error.test.tsx',
  'tests/app/ssr-render.test.tsx',
  'tests/features/catalogue/courses.test.tsx',
  'tests/features/certificates/verify-offline.test.tsx',
  'tests/lint/**',
];

/**
 * In a VM context Vitest loads React Router's CommonJS build under Node's conditions, and that build
 * `require`s an ES module; its ES build (what the app's bundle uses) loads there.
 */
const REACT_ROUTER_DOM_ESM = fileURLToPath(new URL('./node_modules/react-router-dom/dist/index.mjs', import.meta.url));

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
        resolve: { alias: [{ find: /^react-router-dom$/, replacement: REACT_ROUTER_DOM_ESM }] },
        test: {
          ...shared,
          name: 'app',
          pool: 'vmForks',
          environment: 'node',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [`${SERVER_TESTS}/**`, ...APP_FILES_OWN_REALM],
        },
      },
      {
        extends: true,
        test: { ...shared, name: 'app-own-realm', environment: 'node', include: APP_FILES_OWN_REALM },
      },
    ],
  },
});
