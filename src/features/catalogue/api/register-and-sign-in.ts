import type { LoginResponse, RegisterPayload, User } from '../../../../contract/auth';
import { writeCredentialCopy } from '../../../data/credential-copy';
import { api, call } from '../../../lib/api';
import { setSignedIn, storeCredentials } from '../../../lib/session';

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
  storeCredentials(response.token, response.user, false);
  setSignedIn(response.token, response.user);
  // The service worker replays with this copy; refused storage (private mode) only delays replays.
  await writeCredentialCopy({ token: response.token, user_id: response.user.id }).catch(() => undefined);
  return response;
}
