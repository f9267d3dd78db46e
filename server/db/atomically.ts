import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Runs `work` as one unit: in the transaction `db` already is (a request's claim transaction,
 * `request.db`), or in a new one. Nesting would add a savepoint and its release, two round trips that buy
 * nothing for callers that let any error end the request: its whole transaction then rolls back.
 */
export function atomically<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  // The narrowing loses the schema generic; `db` is still the same Db.
  if (db instanceof PgTransaction) return work(db as unknown as Db);
  return db.transaction((tx) => work(tx as unknown as Db));
}
