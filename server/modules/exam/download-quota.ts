import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificateDownloadCounts } from '../../db/schema/exam';

/**
 * Certificate PDF downloads per user: 20 an hour. A learner downloads a certificate a few times (phone,
 * printer, a second language); the limit only stops a script from pulling the same files in a loop.
 * Rendering is already paid once per code and language (certificate-files.ts), so this bounds bytes sent,
 * not CPU. The counter is one row per user, taken in one statement, so parallel downloads cannot slip past
 * it and every server sharing the database agrees. It is deliberately small and self-contained: the
 * shared database limiter, when it lands, replaces `takeCertificateDownload` and this table.
 */
export const CERTIFICATE_DOWNLOAD_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 } as const;

export type DownloadQuota = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export async function takeCertificateDownload(db: Db, userId: string, now: Date = new Date()): Promise<DownloadQuota> {
  const windowEdge = new Date(now.getTime() - CERTIFICATE_DOWNLOAD_LIMIT.windowMs);
  const table = certificateDownloadCounts;
  // A window that has run out starts again at this download; otherwise the download is counted in it.
  const [row] = await db
    .insert(table)
    .values({ userId, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: table.userId,
      set: {
        count: sql`case when ${table.windowStart} <= ${windowEdge.toISOString()}::timestamptz then 1 else ${table.count} + 1 end`,
        windowStart: sql`case when ${table.windowStart} <= ${windowEdge.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${table.windowStart} end`,
      },
    })
    .returning({ count: table.count, windowStart: table.windowStart });
  if (!row || row.count <= CERTIFICATE_DOWNLOAD_LIMIT.max) return { allowed: true };
  const resetAt = row.windowStart.getTime() + CERTIFICATE_DOWNLOAD_LIMIT.windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)) };
}
