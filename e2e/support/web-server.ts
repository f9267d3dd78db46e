/**
 * Playwright's web server: the real academy server on the BUILT app (dist/), with a DATA_DIR of its
 * own that is removed when Playwright stops it (SIGTERM → server/main.ts closes → exit). Before it
 * listens it makes the run's data template (`data-template.ts`), which its own DATA_DIR and the
 * servers the specs start are copied from.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { dataTemplateDir, newDataDir } from './data-template';
import { bootAcademy } from './in-process-server';
import { DIST } from './paths';

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error(`No build in ${DIST}: run \`npm run build\` before the end-to-end tests.`);
  process.exit(1);
}

const template = dataTemplateDir();
const partial = `${template}.partial`;
let dataDir = '';
process.on('exit', () => {
  for (const dir of [dataDir, template, partial]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The server's own start-up work (migrations, seed) on the template, closed so PGlite's files are complete. */
async function makeDataTemplate(): Promise<void> {
  rmSync(template, { recursive: true, force: true });
  rmSync(partial, { recursive: true, force: true });
  const { app, database } = await bootAcademy(partial, DIST);
  await app.close();
  await database.close();
  renameSync(partial, template);
}

await makeDataTemplate();
dataDir = newDataDir(process.env.SEED_DEMO ? { SEED_DEMO: process.env.SEED_DEMO } : {});

process.env.DATA_DIR = dataDir;
process.env.STATIC_DIR = DIST;
process.env.HOST = '127.0.0.1';
process.env.PORT = process.env.E2E_PORT ?? '4180';
process.env.LOG_LEVEL ??= 'warn';
// The same scrypt, at a tiny work factor: the run signs in hundreds of times on one hashing slot.
process.env.PASSWORD_HASH_COST ??= 'test';
// Not our database: e2e always runs on its own embedded PGlite.
delete process.env.DATABASE_URL;

await import('../../server/main');
