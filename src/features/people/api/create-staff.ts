import * as v from 'valibot';
import { type ManagedUser, ManagedUserSchema, type StaffCreatePayload } from '../../../../contract/users';
import { api, call } from '../../../lib/api';

/** POST /api/admin/users: an agent or admin account with a temporary password (admins only). */
export async function createStaff(payload: StaffCreatePayload): Promise<ManagedUser> {
  return v.parse(ManagedUserSchema, await call(() => api.post('admin/users', { json: payload }).json()));
}
