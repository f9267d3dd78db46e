/**
 * Playwright's web server: the real academy server on the BUILT app (dist/), with a DATA_DIR of its
 * own that is removed when Playwright stops it (SIGTERM → server/main.ts closes → exit).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DIST } from './paths';

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error(`No build in ${DIST}: run \`npm run build\` before the end-to-end tests.`);
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-e2e-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

process.env.DATA_DIR = dataDir;
process.env.STATIC_DIR = DIST;
process.env.HOST = '127.0.0.1';
process.env.PORT = process.env.E2E_PORT ?? '4180';
process.env.LOG_LEVEL ??= 'warn';
// Not our database: e2e always runs on its own embedded PGlite.
delete process.env.DATABASE_URL;

await import('../../server/main');
