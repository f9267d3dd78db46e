/**
 * The DATA_DIR every end-to-end server starts from: PGlite created, migrated and seeded with the demo
 * catalogue, its media and accounts. Playwright's web server makes it once per run before it listens
 * (`web-server.ts`); the servers a spec starts for itself copy it instead of creating, migrating and
 * seeding a database of their own. This module stays free of server imports: specs load it.
 */
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * One per run: the runner picks E2E_PORT once and its workers and web server inherit it, so two runs
 * side by side in one checkout never share or delete each other's template.
 */
export function dataTemplateDir(): string {
  return path.join(tmpdir(), `academy-e2e-template-${process.env.E2E_PORT ?? 'default'}`);
}

/** The settings that change what start-up writes into DATA_DIR; a server with other values starts empty. */
function seedsLikeTemplate(env: Record<string, string>): boolean {
  return (env.SEED_DEMO ?? '1') === '1';
}

/**
 * A new DATA_DIR for one server: a copy of the run's template when the server would seed the same
 * data, else an empty folder (the server then makes its database as `npm start` does on a new machine).
 */
export function newDataDir(env: Record<string, string> = {}): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-e2e-'));
  const template = dataTemplateDir();
  if (seedsLikeTemplate(env) && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
