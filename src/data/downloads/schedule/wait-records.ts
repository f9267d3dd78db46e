import type { RenditionName } from '../../../../contract/media-library';
import type { DownloadErrorCode } from '../download-records';
import type { TimeWindow, WaitMode } from './decide';

/**
 * Downloads the learner set to wait for cheap data (table `download_waits`, UserDatabase version 7). A row
 * is the intent only: the pack itself (`download_packs`) is recorded when the download starts, so the
 * runner's resume-on-open never starts a waiting one early. No DOM: the service worker reads it too.
 */
export interface DownloadWaitRow {
  formation_id: string;
  mode: WaitMode;
  /** The window of a "tonight" wait, as chosen when it was queued. */
  window: TimeWindow | null;
  rendition: RenditionName;
  queued_at: string;
  /**
   * `waiting` until it starts; `background` while the browser's Background Fetch carries it (`fetch_id`),
   * so the page does not fetch the same files a second time.
   */
  state: 'waiting' | 'background';
  fetch_id: string | null;
  /** Why the last attempt to start it failed, if it did (network trouble is not recorded: it is waited out). */
  last_error: DownloadErrorCode | null;
}

/** Dexie stores of UserDatabase version 7. */
export const DOWNLOAD_WAIT_STORES = {
  download_waits: 'formation_id',
} as const;
