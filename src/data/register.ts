import * as v from 'valibot';
import { type LoginResponse, LoginResponseSchema, type RegisterPayload, type User, UserSchema } from '../../contract/auth';
import { api, ApiError, call } from '../lib/api';
import { completeSignIn } from './sign-in';

/** POST /api/register: 201 with the new client account (the register screen, SPEC §4). */
export async function register(payload: RegisterPayload): Promise<User> {
  return v.parse(UserSchema, await call(() => api.post('register', { json: payload }).json()));
}

/**
 * The course page's "create account and subscribe" (SPEC §2): the same registration as the register
 * screen, then POST /api/login with the same credentials so enrollment can start in the same step. The
 * session is stored as the login screen stores it (without keep-me-logged-in).
 *
 * The server never refuses the sign-in that follows a registration (README, "Limits"), but the network
 * can drop it. The person then sends the form again: the address is taken now — by the account they just
 * created — so a 409 tries the sign-in with the same password before saying the e-mail is in use.
 */
export async function registerAndSignIn(payload: RegisterPayload): Promise<LoginResponse> {
  try {
    await register(payload);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    const response = await signIn(payload).catch(() => null);
    if (!response) throw error;
    return response;
  }
  return signIn(payload);
}

async function signIn(payload: RegisterPayload): Promise<LoginResponse> {
  const response = await call(() =>
    api.post('login', { json: { email: payload.email, password: payload.password, remember: false } }).json(),
  ).then((body) => v.parse(LoginResponseSchema, body));
  await completeSignIn(response, false);
  return response;
}
