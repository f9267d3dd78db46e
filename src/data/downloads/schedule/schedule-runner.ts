import { ApiError } from '../../../lib/api-error';
import type { UserDatabase } from '../../user-db';
import { DownloadError } from '../chunked-download';
import type { DownloadErrorCode } from '../download-records';
import { decide, type ConnectionFacts } from './decide';
import { waitingDownloads } from './download-waits';
import type { DownloadWaitRow } from './wait-records';

/**
 * Starts the waiting downloads whose moment has come (decide.ts), and says when to look again. The
 * surroundings (time, connection, how a download starts) are passed in, so tests run it on fakes.
 */
export interface ScheduleEnv {
  now(): Date;
  connection(): ConnectionFacts;
  /** Records the pack and starts it (the page's downloader, or the browser's Background Fetch). */
  start(db: UserDatabase, row: DownloadWaitRow): Promise<void>;
}

export interface CheckResult {
  started: string[];
  /** The earliest moment a waiting row's window opens; null when none waits for a time. */
  nextCheck: Date | null;
}

/** A failure that will not mend by waiting for the network (those are kept silent and retried). */
function lastError(error: unknown): DownloadErrorCode | null {
  if (error instanceof DownloadError) return error.code;
  if (error instanceof ApiError) {
    if (error.isNetwork || error.status >= 500 || error.status === 429) return null;
    return error.status === 402 ? 'not_enrolled' : error.status === 404 ? 'not_found' : 'refused';
  }
  return 'storage_failed';
}

/** Starts one waiting row now (due, or the learner's "Download now"); the row goes when the start is recorded. */
export async function startWaiting(db: UserDatabase, row: DownloadWaitRow, env: Pick<ScheduleEnv, 'start'>): Promise<boolean> {
  try {
    await env.start(db, row);
  } catch (error) {
    await db.download_waits.update(row.formation_id, { last_error: lastError(error) });
    return false;
  }
  // A Background Fetch hand-off turned the row into `background`: that one stays until the worker ends it.
  await db.transaction('rw', db.download_waits, async () => {
    const current = await db.download_waits.get(row.formation_id);
    if (current?.state === 'waiting') await db.download_waits.delete(row.formation_id);
  });
  return true;
}

export async function runDueDownloads(db: UserDatabase, env: ScheduleEnv): Promise<CheckResult> {
  const started: string[] = [];
  let nextCheck: Date | null = null;
  for (const row of await waitingDownloads(db)) {
    const decision = decide(row, env.now(), env.connection());
    if (decision.start) {
      if (await startWaiting(db, row, env)) started.push(row.formation_id);
      continue;
    }
    if (decision.until && (!nextCheck || decision.until < nextCheck)) nextCheck = decision.until;
  }
  return { started, nextCheck };
}
