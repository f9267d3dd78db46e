import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../../server/db/client';

/** Every file under `dir`, by path relative to it, sorted: what the key is computed from. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full, `${prefix}${name}/`) : [`${prefix}${name}`];
    });
}

/**
 * Names a migrated template (PGlite dump, PostgreSQL template database): changes with any migration's
 * name or content and with `extra` (an engine version), so a stale template is never used.
 */
export function migrationsKey(extra = ''): string {
  const hash = createHash('sha256');
  hash.update(`${extra}\n`);
  for (const file of filesUnder(migrationsFolder))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(migrationsFolder, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}
