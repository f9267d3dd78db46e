import type { ProfileUpdatePayload, User } from '../../../../contract/auth';
import { api, call } from '../../../lib/api';

/** PATCH /api/me: names, e-mail, phone. */
export function updateProfile(payload: ProfileUpdatePayload): Promise<User> {
  return call(() => api.patch('me', { json: payload }).json<User>());
}
