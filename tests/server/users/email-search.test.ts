import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManagedUserPage } from '../../../contract/users';
import { narrowedPart } from '../../../server/db/search-trigrams';
import { users } from '../../../server/db/schema/identity';
import { escapeLike, trigramShare, userTextContains } from '../../../server/db/user-search';
import { hashPassword } from '../../../server/lib/auth/passwords';
import { insertUser } from '../../../server/modules/auth/user-store';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, PASSWORD, signedIn, type Person } from '../auth/support';

/**
 * A search gives the trigram index only its longest stretch of rare trigrams and checks the whole text on
 * what it finds (`userTextContains`): the people found must be exactly those whose name or e-mail contains
 * the whole text, wherever it starts, with `%` and `_` meaning themselves. Most people here share a surname
 * stem, a first name and a domain, so their trigrams are common and the narrowing happens.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let t: TestApp;
let admin: Person;
let tag: string;

const emails = (local: string) => [
  `${local}@gmail.example`,
  `kh${local}@gmail.example`,
  `${local}@yahoo.example`,
  `${local}.x@gmail.example`,
  `${local}_b@gmail.example`,
  `${local}xb@gmail.example`,
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, ['admin']);
  tag = `ali${Date.now().toString(36)}q7`;
  const hash = await hashPassword(PASSWORD);
  for (const [index, email] of emails(tag).entries()) {
    await insertUser(t.database.db, {
      firstName: 'Mail',
      lastName: `Search${index}`,
      email,
      phone: '',
      passwordHash: hash,
      roles: ['client'],
    });
  }
  // 120 people sharing a first name, a surname stem and a domain: "ami", "ben", "nch", "gma"… are common.
  await t.database.db.execute(sql`
    insert into users (id, first_name, last_name, email, phone, password_hash)
    select gen_random_uuid(), 'Amina', 'Bench' || n, 'learner' || n || '@gmail.example', '', 'unused'
      from generate_series(1, 120) n`);
});
afterAll(() => t.close());

async function found(q: string): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/users?per_page=100&q=${encodeURIComponent(q)}`,
    headers: bearer(admin.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<ManagedUserPage>()
    .data.map((user) => user.email)
    .sort();
}

/** What a plain ILIKE of the whole text finds: the answer the narrowed search must give. */
async function plainly(q: string): Promise<string[]> {
  const result = await t.database.db.execute(
    sql`select email from users where (first_name || ' ' || last_name || E'\n' || email) ilike ${`%${escapeLike(q)}%`}`,
  );
  return (result as unknown as { rows: { email: string }[] }).rows.map((row) => row.email).sort();
}

describe('searching people', () => {
  it('finds what a plain search of the whole text finds, when most people share its trigrams', async () => {
    const searches = [
      'Bench12',
      'bench1',
      'nch11',
      'learner7@gmail',
      'r10@gmail.ex',
      'Amina Bench3',
      'BENCH120',
      'ench11',
      'mina Bench9',
      `${tag}@gmail`,
    ];
    for (const q of searches) expect(await found(q), q).toEqual(await plainly(q));
    // The comparison is not empty-handed: these find people.
    expect(await found('Bench12')).toHaveLength(2);
    // The index is given a stretch that finds more than the whole text, which is then checked: Bench120's
    // "h120" is rare here, but nobody holds "xBench120".
    expect(narrowedPart('xBench120', await trigramShare(t.database.db))).toBe('h120');
    expect(await found('xBench120')).toEqual([]);
    expect(await found('learner7@gmail')).toEqual(['learner7@gmail.example']);
  });

  it('finds every e-mail containing the whole text, also where it starts inside the local part', async () => {
    expect(await found(`${tag}@gmail`)).toEqual([`${tag}@gmail.example`, `kh${tag}@gmail.example`].sort());
    expect(await found(`${tag}@gmail.example`)).toEqual([`${tag}@gmail.example`, `kh${tag}@gmail.example`].sort());
    expect(await found(`${tag.toUpperCase()}@YAHOO`)).toEqual([`${tag}@yahoo.example`]);
  });

  it('reads `_` and `%` as themselves, and a text ending in `@` or with a short local part as before', async () => {
    expect(await found(`${tag}_b@gmail`)).toEqual([`${tag}_b@gmail.example`]);
    expect(await found(`${tag}%@gmail`)).toEqual([]);
    expect(await found(`${tag}@`)).toEqual([`${tag}@gmail.example`, `kh${tag}@gmail.example`, `${tag}@yahoo.example`].sort());
    expect(await found(`${tag.slice(-2)}@gmail.example`)).toEqual([`${tag}@gmail.example`, `kh${tag}@gmail.example`].sort());
  });

  it('hands the index the rare stretch alone and checks the whole text on the rows it finds', async () => {
    const share = await trigramShare(t.database.db);
    expect(narrowedPart('Bench12', share)).toBe('h12');
    const plan = await t.database.db.transaction(async (tx) => {
      // A table this small is read whole unless the planner is told not to; the question is what the index is given.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain (format json) select ${users.id} from ${users} where ${userTextContains('Bench12', share)}`,
      );
      return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
    });
    const indexConditions = [...plan.matchAll(/"Index Cond":\s*"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1] ?? '');
    expect(indexConditions.length).toBeGreaterThan(0);
    for (const condition of indexConditions) {
      expect(condition).toContain('%h12%');
      expect(condition).not.toContain('%Bench12%');
    }
    expect(plan).toContain('%Bench12%');
  });
});
