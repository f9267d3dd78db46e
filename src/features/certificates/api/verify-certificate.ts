import * as v from 'valibot';
import { CertificateVerificationSchema, type CertificateVerification } from '../../../../contract/exam';
import { api, call } from '../../../lib/api';

/** GET /api/certificates/verify/{code}: public, rate limited; 404 when the code was never issued. */
export async function verifyCertificate(code: string): Promise<CertificateVerification> {
  const body = await call(() => api.get(`certificates/verify/${encodeURIComponent(code)}`).json());
  return v.parse(CertificateVerificationSchema, body);
}
