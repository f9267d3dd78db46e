/**
 * One academy server per test file, as every server test builds it: `buildApp` on a fresh database
 * with `inject`, no port. The database is an in-memory PGlite, or, when TEST_DATABASE_URL is set
 * (CI), a new PostgreSQL database created for this file and dropped afterwards, so the same tests
 * prove both engines.
 *
 *   let t: TestApp;
 *   beforeAll(async () => { t = await createTestApp(); });
 *   afterAll(() => t.close());
 *   it('…', async () => { const res = await t.app.inject({ method: 'GET', url: '/api/health' }); … });
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { loadConfig, type AppConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import type { GateLimits } from '../../server/db/gate';
import type { PacerLimits } from '../../server/lib/http/request-pacer';
import { runStartupTasks } from '../../server/startup';
import { takePglite } from './pglite-pool';
import { takePostgresDatabase } from './postgres-pool';
import { databaseUrl, dropTestDatabase, migratedPostgresTemplate } from './postgres-template';

export interface TestAppOptions {
  /** Environment variables as server/config.ts reads them (SEED_DEMO defaults to 0 here). */
  env?: Record<string, string>;
  /** Folder of a built app to serve; null (default) serves the API alone. */
  staticDir?: string | null;
  /** Run server/startup.ts (seeding, housekeeping) as `npm start` does. Off by default. */
  startup?: boolean;
  /** Fastify logs, for debugging a test. */
  logger?: boolean;
  /** Where the log lines go when `logger` is on (a test that reads them). */
  logStream?: { write(line: string): void };
  /** Adds test-only routes or hooks before the app is sealed (e.g. a route that throws). */
  configure?: (app: FastifyInstance) => void | Promise<void>;
  /** Sees every route as it is registered. */
  onRoute?: BuildAppOptions['onRoute'];
  /**
   * The database gate's limits per request class. By default the tests' are wide: tests that send 20–50
   * requests at once check what the routes answer, and on a loaded machine PGlite's own limits would
   * turn some into 503 (the gate has its own tests, tests/server/db/database-gate.test.ts).
   */
  gateLimits?: GateLimits;
  /**
   * The request pacer's limits. By default the tests' never refuse (the wait predicted from a loaded test
   * machine's pace could pass the bound); requests are still paced as the engine's are (tests/server/request-pacing.test.ts).
   */
  pacerLimits?: Partial<PacerLimits>;
  /** Open this PostgreSQL database (another test app's) instead of a new one; it is not dropped on close. */
  sharedDatabaseUrl?: string;
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: Database;
  /** A temporary DATA_DIR (mail, media), removed by close(). */
  dataDir: string;
  close(): Promise<void>;
}

const WIDE_GATE_LIMITS: GateLimits = { read: 1_000, write: 1_000, staff: 1_000 };

/** Which engine this run tests; the health route must report the same. */
export const testDatabaseKind: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * CREATE DATABASE for this file, so files never see each other's rows or migration state; the fault bench
 * (bench/faults.ts) takes its scratch databases from here too. With `migrated`, the new database is a
 * copy of the cluster's migrated template (`postgres-template.ts`) instead of an empty one.
 */
export async function createPostgresDatabase(
  baseUrl: string,
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `academy_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = options.migrated ? await migratedPostgresTemplate(baseUrl) : null;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(baseUrl, name),
    drop: () => dropTestDatabase(baseUrl, name),
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-test-'));
  const postgres =
    process.env.TEST_DATABASE_URL && !options.sharedDatabaseUrl ? await takePostgresDatabase(process.env.TEST_DATABASE_URL) : null;
  const loaded = loadConfig({ SEED_DEMO: '0', LOG_LEVEL: 'warn', PASSWORD_HASH_COST: 'test', ...options.env, DATA_DIR: dataDir });
  const config: AppConfig = {
    ...loaded,
    databaseUrl: options.sharedDatabaseUrl ?? postgres?.url ?? 'memory://',
    staticDir: options.staticDir ?? null,
  };
  let database: Database | null = null;
  let pglite: Awaited<ReturnType<typeof takePglite>> | null = null;
  try {
    pglite = config.databaseUrl === 'memory://' ? await takePglite() : null;
    database = await openDatabase({
      url: config.databaseUrl,
      pgliteDir: config.pgliteDir,
      ...(pglite ? { pglite: pglite.client } : {}),
      gateLimits: options.gateLimits ?? WIDE_GATE_LIMITS,
    });
    const app = await buildApp({
      config,
      database,
      logger: options.logger ?? false,
      logStream: options.logStream,
      onRoute: options.onRoute,
      pacerLimits: options.pacerLimits ?? { maxWaitMs: Number.POSITIVE_INFINITY },
    });
    await options.configure?.(app);
    if (options.startup) await runStartupTasks(app);
    await app.ready();
    const opened = database;
    const lentPglite = pglite;
    let closed = false;
    return {
      app,
      config,
      database: opened,
      dataDir,
      async close() {
        if (closed) return;
        closed = true;
        try {
          await app.close();
          await opened.close();
          await postgres?.release();
          await lentPglite?.release();
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await database?.close().catch(() => undefined);
    await postgres?.release().catch(() => undefined);
    await pglite?.release().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
