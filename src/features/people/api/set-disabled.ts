import * as v from 'valibot';
import { type ManagedUser, ManagedUserSchema } from '../../../../contract/users';
import { api, call } from '../../../lib/api';

/** POST /api/admin/users/:id/disable or /enable (admins only); disabling ends every session of that person. */
export async function setDisabled(id: string, disabled: boolean): Promise<ManagedUser> {
  const action = disabled ? 'disable' : 'enable';
  return v.parse(ManagedUserSchema, await call(() => api.post(`admin/users/${encodeURIComponent(id)}/${action}`).json()));
}
