import type { LoginPayload, LoginResponse } from '../../../../contract/auth';
import { api, call } from '../../../lib/api';

/** POST /api/login (SPEC §7): `{ token, user, roles, role }`. */
export function login(payload: LoginPayload): Promise<LoginResponse> {
  return call(() => api.post('login', { json: payload }).json<LoginResponse>());
}
