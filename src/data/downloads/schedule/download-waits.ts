import type { RenditionName } from '../../../../contract/media-library';
import type { UserDatabase } from '../../user-db';
import type { TimeWindow, WaitMode } from './decide';
import type { DownloadWaitRow } from './wait-records';

export type { DownloadWaitRow } from './wait-records';

/** The queue of downloads waiting for cheap data (rows: wait-records.ts). */
export interface QueueRequest {
  formation_id: string;
  mode: WaitMode;
  window: TimeWindow | null;
  rendition: RenditionName;
}

const queuedListeners = new Set<() => void>();

/** Told when a download is queued on this page (the schedule checks at once). */
export function onDownloadQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

export async function queueDownload(db: UserDatabase, request: QueueRequest, now: Date = new Date()): Promise<DownloadWaitRow> {
  const row: DownloadWaitRow = {
    formation_id: request.formation_id,
    mode: request.mode,
    window: request.mode === 'window' ? request.window : null,
    rendition: request.rendition,
    queued_at: now.toISOString(),
    state: 'waiting',
    fetch_id: null,
    last_error: null,
  };
  await db.download_waits.put(row);
  for (const listener of queuedListeners) listener();
  return row;
}

export async function cancelWait(db: UserDatabase, formationId: string): Promise<void> {
  await db.download_waits.delete(formationId);
}

/** Waiting rows, oldest first (the order they start in when several are due). */
export async function waitingDownloads(db: UserDatabase): Promise<DownloadWaitRow[]> {
  const rows = await db.download_waits.toArray();
  return rows.filter((row) => row.state === 'waiting').sort((a, b) => a.queued_at.localeCompare(b.queued_at));
}
