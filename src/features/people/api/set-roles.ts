import type { Role } from '../../../../contract/roles';
import type { ManagedUser } from '../../../../contract/users';
import { api, call } from '../../../lib/api';

/** PUT /api/admin/users/:id/roles (admins only). */
export function setRoles(id: string, roles: Role[]): Promise<ManagedUser> {
  return call(() => api.put(`admin/users/${encodeURIComponent(id)}/roles`, { json: { roles } }).json<ManagedUser>());
}
