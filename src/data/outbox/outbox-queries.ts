import { currentUserDb, UserDatabase } from '../user-db';
import { formationResource } from './enqueue';
import { QUEUED, UNDELIVERED, type OutboxDatabase, type OutboxRow } from './outbox-row';
import { isOneOf } from '../../../contract/one-of';

/** Rows the replay still sends by itself (pending or being sent): the navbar badge. Use in a live query. */
export function queuedCount(db: OutboxDatabase): Promise<number> {
  return db.outbox
    .where('status')
    .anyOf([...QUEUED])
    .count();
}

/**
 * True while this device's enrollment in the formation is still on its way to the server: until it lands,
 * the server answers `enrollment.required` to anything that needs it. Use in a live query.
 */
export async function enrollmentQueued(db: OutboxDatabase, formationId: string): Promise<boolean> {
  const resource = formationResource(formationId);
  const queued = await db.outbox
    .where('kind')
    .equals('enrollment')
    .filter((row) => row.resource === resource && isOneOf(row.status, QUEUED))
    .count();
  return queued > 0;
}

/** Rows the server refused, waiting for the learner to retry or discard them. Use in a live query. */
export function rejectedCount(db: OutboxDatabase): Promise<number> {
  return db.outbox.where('status').equals('rejected').count();
}

/** Every row not yet delivered, oldest first: the sync page's lists. Use in a live query. */
export function undeliveredRows(db: OutboxDatabase): Promise<OutboxRow[]> {
  return db.outbox
    .orderBy('id')
    .filter((row) => isOneOf(row.status, UNDELIVERED))
    .toArray();
}

/** When this outbox last had a write acknowledged (ISO), or null. Use in a live query. */
export async function lastPushAt(db: OutboxDatabase): Promise<string | null> {
  return (await db.outbox_state.get('last_push'))?.at ?? null;
}

/**
 * How many of this person's writes have not reached the server (queued or refused): the logout dialog's
 * warning. Reads their database even when it is not the open one, and leaves it as it was.
 */
export async function countUndelivered(userId: string): Promise<number> {
  const open = currentUserDb();
  if (open?.userId === userId)
    return open.outbox
      .where('status')
      .anyOf([...UNDELIVERED])
      .count();
  const db = new UserDatabase(userId);
  try {
    return await db.outbox
      .where('status')
      .anyOf([...UNDELIVERED])
      .count();
  } finally {
    db.close();
  }
}
