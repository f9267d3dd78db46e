import { currentUserDb } from '../user-db';
import { anonymousOutboxDb } from './anonymous-outbox-db';
import type { OutboxDatabase } from './outbox-row';

export interface OwnerOutbox {
  db: OutboxDatabase;
  userId: string | null;
}

/**
 * Where a write made right now belongs: the signed-in learner's private database (open while someone is
 * signed in; the write waits for them if they log out first, and counts as their device's delivery), or
 * the anonymous outbox for a visitor.
 */
export function ownerOutbox(): OwnerOutbox {
  const db = currentUserDb();
  return db ? { db, userId: db.userId } : { db: anonymousOutboxDb(), userId: null };
}
