import * as v from 'valibot';
import { type LoginPayload, type LoginResponse, LoginResponseSchema } from '../../../../contract/auth';
import { DEVICE_ID_HEADER } from '../../../../contract/outbox';
import { deviceId } from '../../../data/outbox/device-id';
import { api, call } from '../../../lib/api';

/**
 * POST /api/login (SPEC §7): `{ token, user, roles, role }`. The device id goes with it: a device where
 * this account signed in before is let in even while the account is under attack elsewhere.
 */
export async function login(payload: LoginPayload): Promise<LoginResponse> {
  const device = await deviceId();
  return v.parse(
    LoginResponseSchema,
    await call(() => api.post('login', { json: payload, headers: { [DEVICE_ID_HEADER]: device } }).json()),
  );
}
