import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManagedUserPage } from '../../../contract/users';
import { hashPassword } from '../../../server/lib/auth/passwords';
import { insertUser } from '../../../server/modules/auth/user-store';
import { createTestApp, type TestApp } from '../helpers';
import { bearer, PASSWORD, signedIn, type Person } from '../auth/support';

/**
 * A search with an `@` gives the trigram index only the text up to the `@` and checks the whole text on
 * what it finds (`userTextContains`): the people found must be exactly those whose name or e-mail contains
 * the whole text, wherever it starts, with `%` and `_` meaning themselves.
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
});
afterAll(() => t.close());

async function found(q: string): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/users?per_page=50&q=${encodeURIComponent(q)}`,
    headers: bearer(admin.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<ManagedUserPage>()
    .data.map((user) => user.email)
    .sort();
}

describe('searching people by e-mail', () => {
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
});
