import { eq, inArray, sql } from 'drizzle-orm';
import type { User } from '../../../contract/auth';
import { LANGUAGES, type Language } from '../../../contract/constants';
import { ROLES, type Role } from '../../../contract/roles';
import type { ManagedUser } from '../../../contract/users';
import { uuidv7 } from '../../../contract/uuid';
import type { Db } from '../../db/client';
import { userRoles, users } from '../../db/schema/identity';
import { isUniqueViolation } from '../../lib/http/db-errors';
import { HttpProblem } from '../../lib/http/problem';
import { sortRoles, type UserRow } from '../../lib/auth/user-row';
import { isOneOf, oneOf } from '../../../contract/one-of';

function isRole(value: string): value is Role {
  return isOneOf(value, ROLES);
}

function language(value: string | null): Language | null {
  return oneOf(value, LANGUAGES);
}

export function toUser(row: UserRow, roles: readonly Role[]): User {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    member_since: row.memberSince.toISOString(),
    preferred_language: language(row.preferredLanguage),
    roles: sortRoles(roles),
    must_change_password: row.mustChangePassword,
  };
}

export function toManagedUser(row: UserRow, roles: readonly Role[]): ManagedUser {
  return { ...toUser(row, roles), disabled: row.disabled, last_seen_at: row.lastSeenAt?.toISOString() ?? null };
}

export const emailTaken = () => new HttpProblem(409, 'registration.email_taken', undefined, { email: ['registration.email_taken'] });

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function rolesOf(db: Db, userIds: readonly string[]): Promise<Map<string, Role[]>> {
  const map = new Map<string, Role[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(inArray(userRoles.userId, [...userIds]));
  for (const row of rows) if (isRole(row.role)) map.get(row.userId)?.push(row.role);
  for (const [id, roles] of map) map.set(id, sortRoles(roles));
  return map;
}

export async function userWithRoles(db: Db, id: string): Promise<{ row: UserRow; roles: Role[] } | null> {
  const row = await findUserById(db, id);
  if (!row) return null;
  const roles = (await rolesOf(db, [id])).get(id) ?? [];
  return { row, roles };
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  passwordHash: string;
  roles: readonly Role[];
  mustChangePassword?: boolean;
  preferredLanguage?: Language | null;
}

/** Inserts a user and their roles; an address already in use (any letter case) is a 409. */
export async function insertUser(db: Db, input: NewUser): Promise<{ row: UserRow; roles: Role[] }> {
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          id: uuidv7(),
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email.toLowerCase(),
          phone: input.phone,
          passwordHash: input.passwordHash,
          mustChangePassword: input.mustChangePassword ?? false,
          preferredLanguage: input.preferredLanguage ?? null,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await tx.insert(userRoles).values(input.roles.map((role) => ({ userId: row.id, role })));
      return { row, roles: sortRoles(input.roles) };
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
