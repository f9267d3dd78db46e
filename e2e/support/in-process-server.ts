/**
 * The academy server inside the Playwright worker, for tests that must change server data behind the
 * app's back (a staff edit, a deletion) without a public route: the test holds the same database handle
 * the API uses. Same app, migrations, seed and static files as `npm start`; its own DATA_DIR.
 */
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
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

export async function startInProcessServer(staticDir: string, env: Record<string, string> = {}): Promise<InProcessServer> {
  const dataDir = newDataDir(env);
  const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: staticDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env });
  const database = await openDatabase({ url: undefined, pgliteDir: config.pgliteDir });
  const app = await buildApp({ config, database });
  await runStartupTasks(app);
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
