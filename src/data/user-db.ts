import Dexie, { type EntityTable, type Table } from 'dexie';
import type { Enrollment } from '../../contract/catalogue';
import type { Certificate, QuizAttempt } from '../../contract/exam';
import type { LessonProgress } from '../../contract/study';
import {
  OFFLINE_STUDY_STORES,
  type DownloadPackRow,
  type DownloadPartRow,
  type OfflineAttachmentRow,
  type OfflineFileRow,
  type StudyPackRow,
} from './downloads/download-records';
import { EXAM_STORES, type LocalAttemptRow, type LocalRatingRow, type QuizDraftRow } from './exam-records';
import { OUTBOX_STORES, type OutboxRow, type OutboxStateRow } from './outbox/outbox-row';
import type { LocalProgressRow } from './study-progress';
import { SYNC_STATE_STORE, type SyncState } from './sync-state';

export const userDbName = (userId: string) => `academy-user-${userId}`;

/**
 * One learner's private rows, in a database of their own so two people sharing a phone never see each
 * other's data. Later capabilities add their tables (outbox, progress, downloads) in new versions.
 */
export class UserDatabase extends Dexie {
  enrollments!: EntityTable<Enrollment, 'id'>;
  sync_state!: EntityTable<SyncState, 'stream'>;
  outbox!: Table<OutboxRow, string>;
  outbox_state!: Table<OutboxStateRow, string>;
  // Offline study (src/data/downloads, src/features/study).
  progress!: EntityTable<LessonProgress, 'id'>;
  progress_local!: Table<LocalProgressRow, string>;
  study_packs!: Table<StudyPackRow, string>;
  download_packs!: Table<DownloadPackRow, string>;
  download_parts!: Table<DownloadPartRow, string>;
  offline_files!: Table<OfflineFileRow, string>;
  offline_attachments!: Table<OfflineAttachmentRow, string>;
  // The final exam (src/data/exam-records.ts, src/features/quiz, src/features/certificates).
  attempts!: EntityTable<QuizAttempt, 'id'>;
  attempts_local!: Table<LocalAttemptRow, string>;
  certificates!: EntityTable<Certificate, 'id'>;
  quiz_drafts!: Table<QuizDraftRow, string>;
  ratings_local!: Table<LocalRatingRow, string>;

  constructor(readonly userId: string) {
    super(userDbName(userId));
    this.version(1).stores({
      enrollments: 'id, formation_id',
      sync_state: SYNC_STATE_STORE,
    });
    // The learner's replayable writes (src/data/outbox).
    this.version(2).stores(OUTBOX_STORES);
    // Offline study: progress (mirrored by the `me` stream, and recorded here), packs and their files.
    // The `me` stream starts over so the learner's existing progress rows are pulled too.
    this.version(3)
      .stores(OFFLINE_STUDY_STORES)
      .upgrade((tx) => tx.table('sync_state').delete('me'));
    // The final exam (src/data/exam-records.ts): attempts and certificates mirrored by the `me` stream,
    // which starts over to pull existing ones, and the exam, submissions and ratings on this device.
    this.version(4)
      .stores(EXAM_STORES)
      .upgrade((tx) => tx.table('sync_state').delete('me'));
  }
}

let current: UserDatabase | null = null;
const listeners = new Set<(db: UserDatabase | null) => void>();

function notify() {
  for (const listener of listeners) listener(current);
}

/** Opens the signed-in learner's database (at login or start-up); another learner's is closed first. */
export function openUserDb(userId: string): UserDatabase {
  if (current?.userId === userId) return current;
  current?.close();
  current = new UserDatabase(userId);
  notify();
  return current;
}

/** Closes the learner's database at logout. Its rows stay on the device for their next login. */
export function closeUserDb(): void {
  if (!current) return;
  current.close();
  current = null;
  notify();
}

export function currentUserDb(): UserDatabase | null {
  return current;
}

export function onUserDbChange(listener: (db: UserDatabase | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
