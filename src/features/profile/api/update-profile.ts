import * as v from 'valibot';
import { type ProfileUpdatePayload, type User, UserSchema } from '../../../../contract/auth';
import { api, call } from '../../../lib/api';

/** PATCH /api/me: names, e-mail, phone. */
export async function updateProfile(payload: ProfileUpdatePayload): Promise<User> {
  return v.parse(UserSchema, await call(() => api.patch('me', { json: payload }).json()));
}
