import * as v from 'valibot';
import { type User, UserSchema } from '../../../../contract/auth';
import { api, call } from '../../../lib/api';

/** GET /api/me (SPEC §7): the signed-in user with roles. */
export async function getMe(): Promise<User> {
  return v.parse(UserSchema, await call(() => api.get('me').json()));
}
