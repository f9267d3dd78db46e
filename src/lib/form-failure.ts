import type { ErrorCode, FieldErrors } from '../../contract/errors';
import { asApiError } from './api';

export interface FormFailure {
  code: ErrorCode;
  fields: FieldErrors;
  retryAfterSeconds: number | null;
}

/** A failed login as SPEC §8 names it: invalid credentials, too many attempts, missing fields, or a general failure. */
export async function loginFailure(error: unknown): Promise<FormFailure> {
  const failure = asApiError(error);
  const base = { fields: failure.fieldErrors, retryAfterSeconds: failure.retryAfterSeconds };
  if (failure.isNetwork) return { ...base, code: 'network.error' };
  switch (failure.status) {
    case 401:
      return { ...base, code: 'auth.invalid_credentials' };
    case 429:
      return { ...base, code: 'auth.too_many_attempts' };
    case 403:
    case 422:
      return { ...base, code: failure.code };
    case 503:
      // The server's scrypt checks are all busy: a wait of seconds, not a fault.
      return { ...base, code: failure.code === 'server.busy' ? 'server.busy' : 'server.error' };
    default:
      return { ...base, code: failure.status >= 500 ? 'server.error' : 'auth.login_failed' };
  }
}

/** A failed registration as SPEC §8 names it: conflict, validation, network, server, or a generic failure. */
export async function registrationFailure(error: unknown): Promise<FormFailure> {
  const failure = asApiError(error);
  const base = { fields: failure.fieldErrors, retryAfterSeconds: failure.retryAfterSeconds };
  if (failure.isNetwork) return { ...base, code: 'registration.network' };
  if (failure.status === 409)
    return { ...base, code: 'registration.conflict', fields: { email: ['registration.email_taken'], ...failure.fieldErrors } };
  if (failure.status === 422) return { ...base, code: 'registration.validation' };
  if (failure.status === 429) return { ...base, code: 'http.too_many_requests' };
  if (failure.status >= 500) return { ...base, code: 'registration.server' };
  return { ...base, code: 'registration.failed' };
}
