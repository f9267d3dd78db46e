import Dexie, { type EntityTable, type Table } from 'dexie';
import type { Enrollment } from '../../contract/catalogue';
import type { Certificate, QuizAttempt } from '../../contract/exam';
import type { Payment } from '../../contract/payments';
import type { LessonProgress } from '../../contract/study';
import {
  OFFLINE_STUDY_STORES,
  type DownloadPackRow,
  type DownloadPartRow,
  type OfflineAttachmentRow,
  type OfflineFileRow,
  type StudyPackRow,
} from './downloads/download-records';
import { DOWNLOAD_WAIT_STORES, type DownloadWaitRow } from './downloads/schedule/wait-records';
import { EXAM_STORES, type LocalAttemptRow, type LocalRatingRow, type QuizDraftRow } from './exam-records';
import { PAYMENT_STORES } from './payment-records';
import { OUTBOX_STORES, type OutboxRow, type OutboxStateRow } from './outbox/outbox-row';
import type { LocalProgressRow } from './study-progress';
import { SYNC_STATE_STORE, type SyncState } from './sync-state';
import { DATA_COST_STORES, type DataSettingsRow, type DataUsageRow } from './data-cost/data-cost-records';

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
  // Payments (src/data/payment-records.ts): mirrored by the `me` stream.
  payments!: EntityTable<Payment, 'id'>;
  // The cost of data (src/data/data-cost): the learner's price per GB and the bytes of each month.
  data_settings!: Table<DataSettingsRow, string>;
  data_usage!: Table<DataUsageRow, string>;
  // Downloads waiting for cheap data (src/data/downloads/schedule).
  download_waits!: Table<DownloadWaitRow, string>;

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
    // Payments: mirrored by the `me` stream, which starts over to pull existing ones.
    this.version(5)
      .stores(PAYMENT_STORES)
      .upgrade((tx) => tx.table('sync_state').delete('me'));
    // The cost of data: kept on this phone only, nothing to pull.
    this.version(6).stores(DATA_COST_STORES);
    // Downloads waiting for Wi-Fi or the learner's night window (src/data/downloads/schedule).
    this.version(7).stores(DOWNLOAD_WAIT_STORES);
  }
}

/** Every learner database in use, with how many holders (the session, mounted screens) have it. */
const shared = new Map<string, { db: UserDatabase; holders: number }>();
const sharedListeners = new Set<() => void>();

let current: UserDatabase | null = null;
const listeners = new Set<(db: UserDatabase | null) => void>();

function notify() {
  for (const listener of listeners) listener(current);
}

function notifyShared() {
  for (const listener of sharedListeners) listener();
}

/**
 * Takes a hold on a learner's database, opening it for the first holder. Holders share one instance, and
 * it is closed only when the last one lets go: a screen never closes a database the session or another
 * screen still reads.
 */
export function holdUserDb(userId: string): { db: UserDatabase; release: () => void } {
  let entry = shared.get(userId);
  if (!entry) {
    entry = { db: new UserDatabase(userId), holders: 0 };
    shared.set(userId, entry);
    notifyShared();
  }
  entry.holders += 1;
  const held = entry;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.holders -= 1;
    if (held.holders > 0 || shared.get(userId) !== held) return;
    shared.delete(userId);
    held.db.close();
    notifyShared();
  };
  return { db: held.db, release };
}

/** The learner's database if someone holds it, without opening anything (safe during a render). */
export function peekUserDb(userId: string): UserDatabase | null {
  return shared.get(userId)?.db ?? null;
}

/** Called when a learner's database is opened or closed for good. */
export function onUserDbsChange(listener: () => void): () => void {
  sharedListeners.add(listener);
  return () => sharedListeners.delete(listener);
}

let releaseCurrent: (() => void) | null = null;

/**
 * Opens the signed-in learner's database (at login or start-up). The session lets go of the previous
 * learner's, which closes once no screen still holds it.
 */
export function openUserDb(userId: string): UserDatabase {
  if (current?.userId === userId) return current;
  const previous = releaseCurrent;
  const held = holdUserDb(userId);
  current = held.db;
  releaseCurrent = held.release;
  previous?.();
  notify();
  return current;
}

/** The session lets go of the learner's database at logout. Its rows stay on the device for their next login. */
export function closeUserDb(): void {
  if (!current) return;
  const release = releaseCurrent;
  current = null;
  releaseCurrent = null;
  release?.();
  notify();
}

export function currentUserDb(): UserDatabase | null {
  return current;
}

export function onUserDbChange(listener: (db: UserDatabase | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
