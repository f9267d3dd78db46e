import * as v from 'valibot';
import { CertificatePublicKeySchema, type CertificatePublicKey } from '../../../../contract/exam';
import { api, call } from '../../../lib/api';

/**
 * GET /api/certificates/public-key. The service worker keeps the answer with the shell
 * (sw/certificate-key.ts), so this resolves with no network on any device that opened the app once.
 */
export async function fetchCertificatePublicKey(): Promise<CertificatePublicKey> {
  const body = await call(() => api.get('certificates/public-key').json());
  return v.parse(CertificatePublicKeySchema, body);
}
