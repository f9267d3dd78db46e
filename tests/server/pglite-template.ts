import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../server/db/client';
import { PGLITE_EXTENSIONS } from '../../server/db/pglite-extensions';
import { migrationsKey } from './migrations-key';

/** Changes with any migration and with PGlite's version, so a stale dump is never loaded. */
function templateKey(): string {
  const pgliteVersion = (
    JSON.parse(readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;
  return migrationsKey(`pglite ${pgliteVersion}`);
}

/**
 * A migrated PGlite data directory, made once in the system's temp folder and loaded by each test app
 * on PGlite: initdb inside PGlite took 3.1-5.3 s per test app on this machine, loading the dump
 * 1.2-1.9 s, and there is a test app per file. Test files run in separate processes, so the dump
 * lives on disk; two workers making it at once each write their own copy and rename it into place.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const file = path.join(tmpdir(), `academy-pglite-template-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    try {
      await migrate(drizzle(client), { migrationsFolder });
      const dump = await client.dumpDataDir('none');
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await client.close();
    }
  }
  return new Blob([readFileSync(file)]);
}
