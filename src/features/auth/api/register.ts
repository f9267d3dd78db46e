import type { RegisterPayload, User } from '../../../../contract/auth';
import { api, call } from '../../../lib/api';

/** POST /api/register: 201 with the new client account. */
export function register(payload: RegisterPayload): Promise<User> {
  return call(() => api.post('register', { json: payload }).json<User>());
}
