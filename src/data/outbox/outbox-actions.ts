import { handlersFor } from './ack-handlers';
import type { OutboxDatabase } from './outbox-row';

/**
 * The learner's answers to a refused row (DESIGN.md: "fix, retry or discard"). Retrying sends the same
 * write with the same key, so it still cannot apply twice; it goes back to its place in the order.
 */
export async function retryRow(db: OutboxDatabase, id: string): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .and((row) => row.status === 'rejected')
    .modify({
      status: 'pending',
      attempts: 0,
      next_attempt_at: 0,
      last_error: null,
      claimed_by: null,
      claimed_at: null,
    });
}

/** Gives up a refused or waiting row; its kind undoes any local change it had made. */
export async function discardRow(db: OutboxDatabase, id: string): Promise<void> {
  const row = await db.outbox.get(id);
  if (!row) return;
  const handlers = handlersFor(row.kind, db);
  await db.transaction('rw', [db.outbox, ...(handlers?.tables ?? [])], async () => {
    const current = await db.outbox.get(id);
    // A row being sent right now is left alone: its answer is on the way.
    if (!current || current.status === 'sending') return;
    await db.outbox.delete(id);
    if (handlers?.onReject) await handlers.onReject(db, current);
  });
}

/**
 * The learner's "retry now" on a row waiting out its back-off (no network, server busy): it is due at
 * once, for the next run to try. A rejected row is left alone; its reason does not change by itself.
 */
export async function retryWaitingRow(db: OutboxDatabase, id: string): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .and((row) => row.status === 'pending')
    .modify({ next_attempt_at: 0 });
}
