import type { ManagedUser } from '../../../../contract/users';
import { api, call } from '../../../lib/api';

/** POST /api/admin/users/:id/disable or /enable (admins only); disabling ends every session of that person. */
export function setDisabled(id: string, disabled: boolean): Promise<ManagedUser> {
  const action = disabled ? 'disable' : 'enable';
  return call(() => api.post(`admin/users/${encodeURIComponent(id)}/${action}`).json<ManagedUser>());
}
