import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../../server/db/client';
import { migratedPgliteDump } from './pglite-template';

/** The one `count` a `select count(*)::int as count` answers (drizzle leaves the row type to the caller). */
function countIn(result: unknown): number | undefined {
  return (result as { rows: { count: number }[] }).rows[0]?.count;
}

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

describe('the migrated PGlite dump the test apps start from', () => {
  it('opens as a database with every migration applied and its tables empty, and stays apart from the next one', async () => {
    const dump = await migratedPgliteDump();
    const first = await openDatabase({ url: 'memory://', pgliteDir: '', pgliteDump: dump });
    const second = await openDatabase({ url: 'memory://', pgliteDir: '', pgliteDump: await migratedPgliteDump() });
    try {
      expect(countIn(await first.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`))).toBe(
        journal.entries.length,
      );
      expect(countIn(await first.db.execute(sql`select count(*)::int as count from users`))).toBe(0);

      // Each app loads its own copy: a row written in one is not in the other.
      await first.db.execute(sql`create table scratch (id int)`);
      await first.db.execute(sql`insert into scratch values (1)`);
      await expect(second.db.execute(sql`select * from scratch`)).rejects.toThrow(/scratch/);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
