import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../contract/uuid';
import { users } from '../../server/db/schema/identity';
import { createTestApp, type TestApp } from './helpers';

/**
 * A failed query's parameters (a new account's password hash, its e-mail) never reach
 * the logs; the database error is logged by its SQLSTATE only.
 */
const HASH = 'scrypt$16384$8$1$c2FsdHNhbHQ$SECRET-HASH-BYTES';
const EMAIL = 'new.farmer@example.test';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logger: true,
    logStream: { write: (line) => void lines.push(line) },
    configure(app) {
      const row = () => ({ id: uuidv7(), firstName: 'New', lastName: 'Farmer', email: EMAIL, passwordHash: HASH });
      // The same e-mail twice: the unique index refuses the second insert, whose parameters hold the hash.
      app.post('/api/test/duplicate-user', async () => {
        const first = row();
        await app.database.db.insert(users).values(first);
        await app.database.db.insert(users).values({ ...row(), id: uuidv7(), email: EMAIL });
        return { ok: true };
      });
      app.get('/api/test/bad-cast', async () => app.database.db.execute(sql`select ${HASH}::int`));
    },
  });
});
afterAll(() => t.close());

const errorLines = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.level === 50);

describe('error logs', () => {
  it('log a unique violation by its SQLSTATE, without the query or its values', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'POST', url: '/api/test/duplicate-user' });
    expect(res.statusCode).toBe(500);
    const logged = errorLines();
    expect(logged).toHaveLength(1);
    expect(logged[0]?.err).toMatchObject({ db_code: '23505' });
    const all = lines.join('\n');
    expect(all).not.toContain('SECRET-HASH');
    expect(all).not.toContain(EMAIL);
    expect(all).not.toMatch(/insert into/i);
  });

  it('log any other database error the same way', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/test/bad-cast' });
    expect(res.statusCode).toBe(500);
    expect(errorLines()[0]?.err).toMatchObject({ db_code: '22P02' });
    expect(lines.join('\n')).not.toContain('SECRET-HASH');
  });
});
