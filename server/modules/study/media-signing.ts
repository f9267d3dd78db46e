import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createFileOnce } from '../../lib/media/atomic-file';
import { MEDIA_URL_TTL_SECONDS } from '../../../contract/study';
import { UUID_PATTERN } from '../../../contract/uuid';
import { oneOf } from '../../../contract/one-of';

/**
 * Signed, short-lived media URLs. A `<video>` element cannot send the bearer token, so the manifest hands
 * out URLs that carry their own proof: an HMAC over the user, the file's path, the expiry and the scope,
 * with a secret kept in DATA_DIR (never in the database, never sent anywhere).
 *
 * Scopes: `stream` obeys the progression rule (423 for a locked lesson); `offline` is what the download
 * of a whole formation uses, because a learner must be able to carry lessons they will unlock on the
 * farm. The app applies the same rule offline (contract/study.ts), so the lock holds there too.
 */
export const MEDIA_SCOPES = ['stream', 'offline'] as const;
export type MediaScope = (typeof MEDIA_SCOPES)[number];

export interface MediaGrant {
  userId: string;
  scope: MediaScope;
  expiresAt: number;
}

export interface MediaSigner {
  /** `path` with the query that proves `grant`. */
  sign(path: string, grant: MediaGrant): string;
  /** The grant a request's query proves for `path`, or null (missing, tampered, expired, malformed). */
  verify(path: string, query: Record<string, unknown>, nowSeconds?: number): MediaGrant | null;
}

const SECRET_FILE = ['secrets', 'media-url.key'];

/**
 * The signing secret: 32 random bytes made on first start and kept under STORAGE_DIR with owner-only
 * access, so that a URL signed by one server is good on the others sharing that folder.
 */
export async function loadMediaSecret(storageDir: string): Promise<Buffer> {
  const file = path.join(storageDir, ...SECRET_FILE);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Servers starting together keep the first one's secret.
  await createFileOnce(file, randomBytes(32).toString('hex'));
  const secret = Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
  if (secret.length < 32) throw new Error(`${file} does not hold a 32-byte hex secret`);
  return secret;
}

export const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** Expiry of a URL signed now. */
export function grantExpiry(nowSeconds: number = nowInSeconds()): number {
  return nowSeconds + MEDIA_URL_TTL_SECONDS;
}

export function createMediaSigner(secret: Buffer): MediaSigner {
  const mac = (path: string, grant: MediaGrant) =>
    createHmac('sha256', secret).update(`${grant.scope}\n${grant.userId}\n${path}\n${grant.expiresAt}`).digest('base64url');

  return {
    sign(path, grant) {
      const query = new URLSearchParams({ uid: grant.userId, exp: String(grant.expiresAt), scope: grant.scope, sig: mac(path, grant) });
      return `${path}?${query.toString()}`;
    },

    verify(path, query, nowSeconds = nowInSeconds()) {
      const { uid, exp, scope, sig } = query;
      if (typeof uid !== 'string' || typeof exp !== 'string' || typeof scope !== 'string' || typeof sig !== 'string') return null;
      const grantScope = oneOf(scope, MEDIA_SCOPES);
      if (!UUID_PATTERN.test(uid) || !/^\d{1,12}$/.test(exp) || !grantScope) return null;
      const grant: MediaGrant = { userId: uid.toLowerCase(), scope: grantScope, expiresAt: Number(exp) };
      if (grant.expiresAt <= nowSeconds) return null;
      const expected = Buffer.from(mac(path, grant));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected) ? grant : null;
    },
  };
}
