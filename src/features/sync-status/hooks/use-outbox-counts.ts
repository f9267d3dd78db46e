import { useLiveQuery } from 'dexie-react-hooks';
import { queuedCount, rejectedCount } from '../../../data/outbox/outbox-queries';
import type { UserDatabase } from '../../../data/user-db';

export interface OutboxCounts {
  queued: number;
  rejected: number;
}

/** The learner's waiting and refused writes, live: updates as soon as a row is added, sent or refused, in any tab. */
export function useOutboxCounts(db: UserDatabase | null): OutboxCounts | undefined {
  return useLiveQuery(
    async () => (db ? { queued: await queuedCount(db), rejected: await rejectedCount(db) } : { queued: 0, rejected: 0 }),
    [db],
  );
}
