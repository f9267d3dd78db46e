import type { OfflineFile, OfflineFileKind, OfflineManifest } from '../../../contract/study';

/**
 * What the learner's private database keeps about studying offline (tables added by UserDatabase
 * version 3). No DOM here: the service worker opens the same database.
 */

/** The latest offline manifest seen for a formation: lesson texts, attachment list, signed URLs, version. */
export interface StudyPackRow {
  formation_id: string;
  manifest: OfflineManifest;
  /** ISO time it was fetched; its signed URLs stop working at `manifest.expires_at`. */
  fetched_at: string;
}

export type DownloadPackStatus = 'downloading' | 'paused' | 'complete' | 'error';

/** A formation the learner chose to download, and how far it got. */
export interface DownloadPackRow {
  formation_id: string;
  status: DownloadPackStatus;
  /** Manifest version the files were downloaded from; another version on the server means "update available". */
  version: string;
  /** The manifest's files when the download started (URLs may have expired since: they are refreshed). */
  files: OfflineFile[];
  /** Bytes of every distinct file of the pack. */
  total_bytes: number;
  started_at: string;
  completed_at: string | null;
  /** Why it stopped, when status is `error`. */
  error: DownloadErrorCode | null;
}

/** A piece of a file being downloaded, kept so a dropped connection or a reload resumes from it. */
export interface DownloadPartRow {
  /** `${key}@${offset}`. */
  id: string;
  key: string;
  offset: number;
  blob: Blob;
}

/** A file that is on the device, complete and verified. Videos and thumbnails are in Cache Storage. */
export interface OfflineFileRow {
  /** The file's lasting URL (mediaFileKey of its signed URL). */
  key: string;
  formation_id: string;
  kind: OfflineFileKind;
  lesson_id: string | null;
  size: number;
  sha256: string;
  stored_at: string;
}

/** An attachment's bytes, verified, so it opens with no network. */
export interface OfflineAttachmentRow {
  key: string;
  blob: Blob;
}

/** Reasons a download stops, translated by the downloads namespace (`errors.<code>`). */
export const DOWNLOAD_ERROR_CODES = [
  'storage_short',
  'hash_mismatch',
  'size_mismatch',
  'not_enrolled',
  'not_found',
  'refused',
  'storage_failed',
] as const;
export type DownloadErrorCode = (typeof DOWNLOAD_ERROR_CODES)[number];

/** Dexie stores of UserDatabase version 3. */
export const OFFLINE_STUDY_STORES = {
  progress: 'id, lesson_id, formation_id',
  progress_local: 'lesson_id, formation_id',
  study_packs: 'formation_id',
  download_packs: 'formation_id',
  download_parts: 'id, key',
  offline_files: 'key, formation_id, sha256',
  offline_attachments: 'key',
} as const;
