import type { Db } from '../../db/client';
import { consume, type LimitVerdict } from '../../lib/http/rate-limiter';

/**
 * Certificate PDF downloads per user: 20 an hour. A learner downloads a certificate a few times (phone,
 * printer, a second language); the limit only stops a script from pulling the same files in a loop.
 * Rendering is already paid once per code and language (certificate-files.ts), so this bounds bytes sent,
 * not CPU. Counted by the server's one database limiter, so parallel downloads cannot slip past it and
 * every server sharing the database agrees.
 */
export const CERTIFICATE_DOWNLOAD_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 } as const;

export const certificateDownloadKey = (userId: string) => `certificate-pdf:${userId}`;

export function takeCertificateDownload(db: Db, userId: string): Promise<LimitVerdict> {
  return consume(db, certificateDownloadKey(userId), {
    limit: CERTIFICATE_DOWNLOAD_LIMIT.max,
    windowSeconds: CERTIFICATE_DOWNLOAD_LIMIT.windowMs / 1000,
  });
}
