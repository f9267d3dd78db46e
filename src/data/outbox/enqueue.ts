import type { OutboxKind } from '../../../contract/outbox';
import { uuidv7 } from '../../../contract/uuid';
import type { OutboxDatabase, OutboxFile, OutboxRequest, OutboxRow } from './outbox-row';

export interface EnqueueInput {
  kind: OutboxKind;
  method?: OutboxRequest['method'];
  path: string;
  body: unknown;
  files?: OutboxFile[];
  /** What the write is about; rows of one resource replay in order. Defaults to the path. */
  resource?: string;
  /** The owner, or null in the anonymous outbox. */
  userId: string | null;
  now?: Date;
}

/**
 * The learner's writes about one formation (enrollment, progress, exam, rating) share its queue: the
 * server accepts progress only once enrolled and an exam only after the lessons, so they keep their order.
 */
export const formationResource = (formationId: string) => `formation:${formationId}`;

/**
 * Adds one write to `db`'s outbox. Called inside the caller's Dexie transaction (which must include the
 * `outbox` table), the row commits or rolls back together with the local change it records; called
 * outside one, it is its own transaction. The replay notices new rows by itself (live query across tabs).
 * Typed per-kind functions (enqueue-contact.ts, …) are what features call.
 */
export async function enqueue(db: OutboxDatabase, input: EnqueueInput): Promise<OutboxRow> {
  const now = input.now ?? new Date();
  const row: OutboxRow = {
    id: uuidv7(now.getTime()),
    kind: input.kind,
    request: { method: input.method ?? 'POST', path: input.path.replace(/^\/+/, ''), body: input.body, files: input.files ?? [] },
    created_at: now.toISOString(),
    attempts: 0,
    next_attempt_at: 0,
    status: 'pending',
    last_error: null,
    resource: input.resource ?? input.path.replace(/^\/+/, ''),
    user_id: input.userId,
    claimed_by: null,
    claimed_at: null,
  };
  await db.outbox.add(row);
  return row;
}
