import type { OutboxKind } from '../../../contract/outbox';
import type { OutboxDatabase, OutboxRow } from './outbox-row';

/**
 * What a kind does with the server's answer, inside the transaction that deletes (on ack) or rejects its
 * row: write the server's result back to the local mirror, or undo an optimistic local change. Kinds
 * register from their enqueue file, so the replay itself never knows any kind.
 */
export interface OutboxKindHandlers {
  /** Tables the handlers touch besides the outbox; a database without them skips the handlers. */
  tables: readonly string[];
  onAck?(db: OutboxDatabase, row: OutboxRow, body: unknown): Promise<void>;
  onReject?(db: OutboxDatabase, row: OutboxRow): Promise<void>;
}

const registry = new Map<OutboxKind, OutboxKindHandlers>();

export function registerOutboxKind(kind: OutboxKind, handlers: OutboxKindHandlers): void {
  registry.set(kind, handlers);
}

/** The kind's handlers when `db` has every table they need. */
export function handlersFor(kind: OutboxKind, db: OutboxDatabase): OutboxKindHandlers | null {
  const handlers = registry.get(kind);
  if (!handlers) return null;
  const names = new Set(db.tables.map((table) => table.name));
  return handlers.tables.every((table) => names.has(table)) ? handlers : null;
}
