import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server/db/client';
import { createPostgresDatabase, testDatabaseKind } from './helpers';
import { queryRows } from './postgres-template';

/**
 * The migrated template PostgreSQL test databases are copied from (postgres-template.ts). PostgreSQL
 * only: `npm test` leaves this file out of its PGlite pass (scripts/test-all.ts).
 */

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

const query = queryRows;

describe.runIf(testDatabaseKind === 'postgres')('test databases copied from the migrated template', () => {
  it('start with every migration applied and their tables empty, and stay apart from each other', async () => {
    const base = process.env.TEST_DATABASE_URL ?? '';
    const first = await createPostgresDatabase(base, { migrated: true });
    const second = await createPostgresDatabase(base, { migrated: true });
    try {
      const [applied] = await query<{ count: number }>(first.url, 'select count(*)::int as count from drizzle.__drizzle_migrations');
      expect(applied?.count).toBe(journal.entries.length);
      const [users] = await query<{ count: number }>(first.url, 'select count(*)::int as count from users');
      expect(users?.count).toBe(0);

      await query(first.url, 'create table scratch (id int)');
      await expect(query(second.url, 'select * from scratch')).rejects.toThrow(/scratch/);
    } finally {
      await first.drop();
      await second.drop();
    }
  });

  it('an empty database is still empty without `migrated`', async () => {
    const empty = await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
    try {
      const [schemas] = await query<{ count: number }>(
        empty.url,
        "select count(*)::int as count from pg_namespace where nspname = 'drizzle'",
      );
      expect(schemas?.count).toBe(0);
    } finally {
      await empty.drop();
    }
  });
});
