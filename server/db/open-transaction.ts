import { TransactionRollbackError } from 'drizzle-orm';
import type { Db } from './client';

/** A transaction held open across several steps (the hooks of one request), ended by its owner. */
export interface OpenTransaction {
  tx: Db;
  /** Commits (true) or rolls back (false) and waits for the end; a failed commit rejects. Ending twice is harmless. */
  end(commit: boolean): Promise<void>;
}

/**
 * Drizzle's transactions live inside one callback; a request's claim, write and stored answer are made
 * in different hooks. The callback therefore waits on a decision the owner makes later. On PGlite an open
 * transaction holds the one connection: every statement meanwhile must go through `tx` (request.db).
 */
export async function openTransaction(db: Db): Promise<OpenTransaction> {
  let opened!: (tx: Db) => void;
  const ready = new Promise<Db>((resolve) => (opened = resolve));
  let decide!: (commit: boolean) => void;
  const decision = new Promise<boolean>((resolve) => (decide = resolve));
  const finished = db.transaction(async (tx) => {
    opened(tx as unknown as Db);
    if (!(await decision)) tx.rollback();
  });
  const outcome = finished.then(
    () => null,
    (error: unknown) => (error instanceof TransactionRollbackError ? null : error),
  );
  // BEGIN failing (no connection) ends `finished` before the callback ever ran.
  const tx = await Promise.race([
    ready,
    outcome.then((error) => Promise.reject(error instanceof Error ? error : new Error('transaction ended before it began'))),
  ]);
  let ended: Promise<void> | null = null;
  return {
    tx,
    end(commit) {
      ended ??= (async () => {
        decide(commit);
        const error = await outcome;
        if (error) throw error;
      })();
      return ended;
    },
  };
}
