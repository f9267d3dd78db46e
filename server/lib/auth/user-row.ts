import type { Role } from '../../../contract/roles';
import type { users } from '../../db/schema/identity';

/** A row of `users`, as sessions and the auth module read it. */
export type UserRow = typeof users.$inferSelect;

/** Highest privilege first: `roles[0]` is what the app stores as "the" role (SPEC §6). */
const ROLE_ORDER: readonly Role[] = ['admin', 'agent', 'client'];

export function sortRoles(roles: readonly string[]): Role[] {
  return ROLE_ORDER.filter((role) => roles.includes(role));
}
