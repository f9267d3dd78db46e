import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { runStartupTasks } from './startup';

async function main() {
  const config = loadConfig();
  // PGlite lives in DATA_DIR; PostgreSQL does not need the lock but media and mail still do.
  const unlock = lockDataDir(config.dataDir);
  let log: { warn(details: object, message: string): void } | null = null;
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    // Until it is back, public answers are checked against the database on every request: slower, never stale.
    onListenerProblem: (error) => log?.warn({ err: error }, 'stream change listener lost; retrying'),
  });
  const app = await buildApp({ config, database, logger: true });
  log = app.log;
  await runStartupTasks(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
    } finally {
      unlock();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.info(`Academy ready on ${config.publicUrl} (database: ${database.kind}, data: ${config.dataDir})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
