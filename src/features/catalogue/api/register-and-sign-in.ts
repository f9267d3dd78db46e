import type { LoginResponse, RegisterPayload, User } from '../../../../contract/auth';
import { completeSignIn } from '../../../data/sign-in';
import { api, call } from '../../../lib/api';

/**
 * The course page's "create account and subscribe" (SPEC §2): POST /api/register, then POST /api/login
 * with the same credentials so enrollment can start in the same step. The session is stored as the
 * login screen stores it (without keep-me-logged-in).
 */
export async function registerAndSignIn(payload: RegisterPayload): Promise<LoginResponse> {
  await call(() => api.post('register', { json: payload }).json<User>());
  const response = await call(() =>
    api.post('login', { json: { email: payload.email, password: payload.password, remember: false } }).json<LoginResponse>(),
  );
  await completeSignIn(response, false);
  return response;
}
