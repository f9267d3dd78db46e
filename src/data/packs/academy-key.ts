import * as v from 'valibot';
import { CertificatePublicKeySchema } from '../../../contract/exam';
import { api, call } from '../../lib/api';
import { PackError, type AcademyKey } from './course-pack';
import { SHARED_PACK_CACHE, SHARED_PACK_KEY, SHARED_PACK_NAME_HEADER } from './shared-pack';

/**
 * The academy's public key for checking packs: GET /api/certificates/public-key, which the service worker
 * keeps with the shell (sw/certificate-key.ts), so it answers with no network on any phone that opened the
 * app once. Without it no pack can be trusted: `no_key`.
 */
export async function academyKey(): Promise<AcademyKey> {
  try {
    const body = await call(() => api.get('certificates/public-key').json());
    const parsed = v.parse(CertificatePublicKeySchema, body);
    return { key_id: parsed.key_id, public_key: parsed.public_key };
  } catch {
    throw new PackError('no_key');
  }
}

/** The pack the share sheet handed over, if any; taken once (removed as it is read). */
export async function takeSharedPack(): Promise<File | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(SHARED_PACK_CACHE);
  const response = await cache.match(SHARED_PACK_KEY);
  if (!response) return null;
  const name = decodeURIComponent(response.headers.get(SHARED_PACK_NAME_HEADER) ?? 'course.agripack');
  const file = new File([await response.blob()], name, { type: response.headers.get('Content-Type') ?? '' });
  await cache.delete(SHARED_PACK_KEY);
  return file;
}
