import type { User } from '../../../../contract/auth';
import { api, call } from '../../../lib/api';

/** GET /api/me (SPEC §7): the signed-in user with roles. */
export function getMe(): Promise<User> {
  return call(() => api.get('me').json<User>());
}
