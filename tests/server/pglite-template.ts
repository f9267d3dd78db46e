import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../server/db/client';

/** Every file under `dir`, by path relative to it, sorted: what the dump's name is computed from. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full, `${prefix}${name}/`) : [`${prefix}${name}`];
    });
}

/** Changes with any migration (name or content) and with PGlite's version, so a stale dump is never loaded. */
function templateKey(): string {
  const hash = createHash('sha256');
  const pgliteVersion = (JSON.parse(readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8')) as { version: string }).version;
  hash.update(`pglite ${pgliteVersion}\n`);
  for (const file of filesUnder(migrationsFolder)) hash.update(file).update('\0').update(readFileSync(path.join(migrationsFolder, file))).update('\0');
  return hash.digest('hex').slice(0, 16);
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
    const client = new PGlite();
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
