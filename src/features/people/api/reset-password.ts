import * as v from 'valibot';
import { type ManagedUser, ManagedUserSchema } from '../../../../contract/users';
import { api, call } from '../../../lib/api';

/** POST /api/admin/users/:id/reset-password (admins only): the person must choose a new password at next login. */
export async function resetPassword(id: string, password: string): Promise<ManagedUser> {
  return v.parse(
    ManagedUserSchema,
    await call(() => api.post(`admin/users/${encodeURIComponent(id)}/reset-password`, { json: { password } }).json()),
  );
}
