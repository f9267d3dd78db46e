import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManagedUserPage } from '../../../contract/users';
import { uuidv7 } from '../../../contract/uuid';
import { users } from '../../../server/db/schema/identity';
import { hashPassword } from '../../../server/lib/auth/passwords';
import { insertUser } from '../../../server/modules/auth/user-store';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, PASSWORD, signedIn, uniqueEmail, type Person } from '../auth/support';

/**
 * People management a keyset page at a time (`after` = the last id of the page before, `meta.next`): the
 * same people in the same order (newest member first) as the numbered pages, also when several joined at
 * the same moment, with a search and a role filter.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let t: TestApp;
let admin: Person;
let marker: string;
let newestFirst: string[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, ['admin']);
  marker = `kp${Date.now().toString(36)}`;
  const hash = await hashPassword(PASSWORD);
  const rows: { id: string; since: Date }[] = [];
  const base = Date.parse('2025-06-01T08:00:00Z');
  for (let index = 0; index < 7; index += 1) {
    const { row } = await insertUser(t.database.db, {
      firstName: `${marker}${index}`,
      lastName: 'Keyset',
      email: uniqueEmail(`${marker}-${index}`),
      phone: '',
      passwordHash: hash,
      roles: ['client'],
    });
    // People 1, 2 and 3 joined at the same moment: only the id orders them.
    const since = new Date(base + (index >= 1 && index <= 3 ? 1 : index) * 3_600_000);
    await t.database.db
      .update(users)
      .set({ memberSince: since })
      .where(sql`${users.id} = ${row.id}`);
    rows.push({ id: row.id, since });
  }
  newestFirst = rows.sort((a, b) => b.since.getTime() - a.since.getTime() || (a.id < b.id ? 1 : -1)).map((row) => row.id);
});
afterAll(() => t.close());

async function list(query: string): Promise<ManagedUserPage> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/users?q=${marker}&role=client&${query}`,
    headers: bearer(admin.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ManagedUserPage>();
}

describe('GET /api/admin/users with after', () => {
  it('gives the numbered pages’ people in the same order, none twice or skipped', async () => {
    const numbered: string[] = [];
    for (const page of [1, 2, 3, 4]) numbered.push(...(await list(`per_page=2&page=${page}`)).data.map((user) => user.id));
    expect(numbered).toEqual(newestFirst);
    const keyset: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: ManagedUserPage = await list(`per_page=2${after ? `&after=${after}` : ''}`);
      keyset.push(...page.data.map((user) => user.id));
      after = page.meta.next;
      pages += 1;
    } while (after && pages < 20);
    expect(keyset).toEqual(newestFirst);
  });

  it('counts the whole list and says where the next page starts', async () => {
    const first = await list('per_page=3');
    expect(first.meta).toEqual({ page: 1, per_page: 3, total: 7, total_pages: 3, next: newestFirst[2], total_capped: false });
    const rest = await list(`per_page=5&after=${newestFirst[2]}`);
    expect(rest.data.map((user) => user.id)).toEqual(newestFirst.slice(3));
    expect(rest.meta.next).toBeNull();
  });

  it('answers 422 to a cursor that is not an id, and an empty page to an unknown one', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/users?after=%27%3B', headers: bearer(admin.token) });
    expect(bad.statusCode).toBe(422);
    expect((await list(`after=${uuidv7()}`)).data).toEqual([]);
  });
});
