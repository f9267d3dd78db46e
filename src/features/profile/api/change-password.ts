import * as v from 'valibot';
import { type PasswordChangePayload, type User, UserSchema } from '../../../../contract/auth';
import { api, call } from '../../../lib/api';

/** POST /api/me/password: the other devices' sessions end, this one stays. */
export async function changePassword(payload: PasswordChangePayload): Promise<User> {
  return v.parse(UserSchema, await call(() => api.post('me/password', { json: payload }).json()));
}
