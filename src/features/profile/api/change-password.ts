import type { PasswordChangePayload, User } from '../../../../contract/auth';
import { api, call } from '../../../lib/api';

/** POST /api/me/password: the other devices' sessions end, this one stays. */
export function changePassword(payload: PasswordChangePayload): Promise<User> {
  return call(() => api.post('me/password', { json: payload }).json<User>());
}
