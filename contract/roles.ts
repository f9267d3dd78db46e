export const ROLES = ['client', 'agent', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Staff may run the catalogue and verify payments (DESIGN.md, roles and permissions). */
export const STAFF_ROLES: readonly Role[] = ['agent', 'admin'];

export function isStaff(roles: readonly Role[]): boolean {
  return roles.some((role) => STAFF_ROLES.includes(role));
}

export function hasRole(roles: readonly Role[], role: Role): boolean {
  return roles.includes(role);
}
