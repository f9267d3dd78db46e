import type { ErrorCode } from '../../contract/errors';

/**
 * Where a stream stands on this device, kept in the same database as the rows it describes so a page
 * and its cursor are written in one transaction: a reload resumes exactly where the last page ended.
 */
export interface SyncState {
  stream: string;
  /** Cursor after the last applied page; null before the first page. */
  cursor: string | null;
  /** ETag of the last caught-up answer, sent back as If-None-Match. */
  etag: string | null;
  /** When the stream last caught up with the server (ISO). */
  synced_at: string | null;
  /** Code of the last failure since then, for the screens' error state. */
  error_code: ErrorCode | null;
  error_at: string | null;
  /** Failures in a row, for the back-off. */
  failures: number;
}

export const SYNC_STATE_STORE = 'stream';

export function emptySyncState(stream: string): SyncState {
  return { stream, cursor: null, etag: null, synced_at: null, error_code: null, error_at: null, failures: 0 };
}
