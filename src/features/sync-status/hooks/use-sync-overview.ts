import { useLiveQuery } from 'dexie-react-hooks';
import { publicDb } from '../../../data/db';
import { anonymousOutboxDb } from '../../../data/outbox/anonymous-outbox-db';
import { lastPushAt, undeliveredRows } from '../../../data/outbox/outbox-queries';
import type { OutboxDatabase, OutboxRow } from '../../../data/outbox/outbox-row';
import type { SyncState } from '../../../data/sync-state';
import type { UserDatabase } from '../../../data/user-db';

export interface OutboxEntry {
  row: OutboxRow;
  /** Where the row lives, for the retry and discard actions. */
  db: OutboxDatabase;
}

export interface SyncOverview {
  catalogue: SyncState | null;
  me: SyncState | null;
  lastPush: string | null;
  /** Waiting rows of the learner and of this device's anonymous forms, oldest first. */
  queued: OutboxEntry[];
  rejected: OutboxEntry[];
}

/** Everything the sync page shows from IndexedDB, as one live query across the databases involved. */
export function useSyncOverview(userDb: UserDatabase | null): SyncOverview | undefined {
  return useLiveQuery(async (): Promise<SyncOverview> => {
    const anonymous = anonymousOutboxDb();
    const sources: OutboxDatabase[] = userDb ? [userDb, anonymous] : [anonymous];
    const entries: OutboxEntry[] = [];
    const pushes: string[] = [];
    for (const db of sources) {
      for (const row of await undeliveredRows(db)) entries.push({ row, db });
      const push = await lastPushAt(db);
      if (push) pushes.push(push);
    }
    entries.sort((a, b) => (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0));
    return {
      catalogue: (await publicDb().sync_state.get('catalogue')) ?? null,
      me: userDb ? ((await userDb.sync_state.get('me')) ?? null) : null,
      lastPush: pushes.sort().at(-1) ?? null,
      queued: entries.filter((entry) => entry.row.status !== 'rejected'),
      rejected: entries.filter((entry) => entry.row.status === 'rejected'),
    };
  }, [userDb]);
}
