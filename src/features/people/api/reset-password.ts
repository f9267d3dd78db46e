import type { ManagedUser } from '../../../../contract/users';
import { api, call } from '../../../lib/api';

/** POST /api/admin/users/:id/reset-password (admins only): the person must choose a new password at next login. */
export function resetPassword(id: string, password: string): Promise<ManagedUser> {
  return call(() => api.post(`admin/users/${encodeURIComponent(id)}/reset-password`, { json: { password } }).json<ManagedUser>());
}
