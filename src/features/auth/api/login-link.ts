import * as v from 'valibot';
import { type LoginLinkConsumePayload, type LoginResponse, LoginResponseSchema } from '../../../../contract/auth';
import { DEVICE_ID_HEADER } from '../../../../contract/outbox';
import { deviceId } from '../../../data/outbox/device-id';
import { api, call } from '../../../lib/api';

/** POST /api/login/link: mails a one-time sign-in link if an account uses `email` (always 202). */
export async function requestLoginLink(email: string): Promise<void> {
  await call(() => api.post('login/link', { json: { email } }));
}

/** POST /api/login/link/consume: the link's token for a session, with this device, which becomes known. */
export async function consumeLoginLink(payload: LoginLinkConsumePayload): Promise<LoginResponse> {
  const device = await deviceId();
  return v.parse(
    LoginResponseSchema,
    await call(() => api.post('login/link/consume', { json: payload, headers: { [DEVICE_ID_HEADER]: device } }).json()),
  );
}
