/**
 * The academy server inside the Playwright worker, for tests that must change server data behind the
 * app's back (a staff edit, a deletion) without a public route: the test holds the same database handle
 * the API uses. Same app, migrations, seed and static files as `npm start`; its own DATA_DIR.
 */
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { runStartupTasks } from '../../server/startup';
import { newDataDir } from './data-template';

export interface InProcessServer {
  url: string;
  dataDir: string;
  database: Database;
  stop(): Promise<void>;
}

/**
 * The app as `npm start` readies it, on `dataDir`, without listening: migrations, seed and housekeeping
 * done. Playwright's web server uses it to make the run's data template.
 */
export async function bootAcademy(
  dataDir: string,
  staticDir: string,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; database: Database }> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_COST: 'test',
    ...env,
  });
  const database = await openDatabase({ url: undefined, pgliteDir: config.pgliteDir });
  try {
    const app = await buildApp({ config, database });
    try {
      await runStartupTasks(app);
    } catch (error) {
      await app.close();
      throw error;
    }
    return { app, database };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export async function startInProcessServer(staticDir: string, env: Record<string, string> = {}): Promise<InProcessServer> {
  const dataDir = newDataDir(env);
  const { app, database } = await bootAcademy(dataDir, staticDir, env);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    database,
    async stop() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
