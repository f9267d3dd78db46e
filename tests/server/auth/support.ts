/**
 * Shared steps of the identity tests. People other than the one under test are inserted straight into
 * the database with one precomputed hash, so the suite spends its scrypt time only where a route hashes.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { User } from '../../../contract/auth';
import type { Role } from '../../../contract/roles';
import { hashPassword } from '../../../server/lib/auth/passwords';
import { createSession } from '../../../server/lib/auth/sessions';
import { insertUser, toUser, userWithRoles } from '../../../server/modules/auth/user-store';
import type { TestApp } from '../helpers';

export const PASSWORD = 'correct-horse-battery';
let sharedHash: Promise<string> | null = null;

let counter = 0;
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  // Digits only, so no search a test makes for a few letters finds these addresses by chance.
  return `${prefix}-${Date.now()}-${counter}@example.test`;
}

export interface Person {
  id: string;
  email: string;
  token: string;
  user: User;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A stored hash at a tiny scrypt cost (N = 2^10), for tests that check many passwords: verification uses
 * the parameters stored with the hash. A right password still upgrades it at the next login.
 */
export function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 1024, r: 8, p: 1 });
  return `scrypt$1024$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function insertPerson(
  t: TestApp,
  roles: Role[],
  email = uniqueEmail(roles[0]),
  passwordHash?: string,
): Promise<{ id: string; email: string }> {
  sharedHash ??= hashPassword(PASSWORD);
  const { row } = await insertUser(t.database.db, {
    firstName: 'Test',
    lastName: roles.join('-'),
    email,
    phone: '+212600000000',
    passwordHash: passwordHash ?? (await sharedHash),
    roles,
  });
  return { id: row.id, email: row.email };
}

export async function login(
  t: TestApp,
  email: string,
  password = PASSWORD,
  options: { remember?: boolean; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password, remember: options.remember ?? false },
    remoteAddress: options.ip ?? '10.0.0.1',
  });
}

/**
 * A signed-in person holding `roles`, with a session made as a login makes it (createSession), without the
 * login's scrypt check: a permission matrix signs in dozens of people, and the login itself has its own tests.
 */
export async function signedIn(t: TestApp, roles: Role[]): Promise<Person> {
  const { id, email } = await insertPerson(t, roles);
  const { token } = await createSession(t.database.db, id, false, 'tests');
  const found = await userWithRoles(t.database.db, id);
  if (!found) throw new Error('the person just inserted is not there');
  return { id, email, token, user: toUser(found.row, found.roles) };
}

export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Khadija',
  last_name: 'Benali',
  email: uniqueEmail('learner'),
  phone: '0661234567',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...overrides,
});
