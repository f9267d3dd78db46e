import * as v from 'valibot';
import type { Role } from '../../../../contract/roles';
import { type ManagedUser, ManagedUserSchema } from '../../../../contract/users';
import { api, call } from '../../../lib/api';

/** PUT /api/admin/users/:id/roles (admins only). */
export async function setRoles(id: string, roles: Role[]): Promise<ManagedUser> {
  return v.parse(ManagedUserSchema, await call(() => api.put(`admin/users/${encodeURIComponent(id)}/roles`, { json: { roles } }).json()));
}
