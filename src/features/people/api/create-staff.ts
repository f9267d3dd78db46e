import type { ManagedUser, StaffCreatePayload } from '../../../../contract/users';
import { api, call } from '../../../lib/api';

/** POST /api/admin/users: an agent or admin account with a temporary password (admins only). */
export function createStaff(payload: StaffCreatePayload): Promise<ManagedUser> {
  return call(() => api.post('admin/users', { json: payload }).json<ManagedUser>());
}
