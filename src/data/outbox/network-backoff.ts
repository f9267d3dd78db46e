import type { OutboxDatabase } from './outbox-row';

/**
 * Starts the back-off over for the rows whose last try found no network (DESIGN.md, trust rules): once
 * the network is usable again (the `online` event, any request that succeeded, the app starting online),
 * they should leave within seconds, not after the 10 minutes their back-off reached while the phone was
 * offline. Rows a server asked to wait (5xx, 429, Retry-After) keep their time. Returns how many changed.
 */
export function resetNetworkBackoff(db: OutboxDatabase): Promise<number> {
  return db.outbox
    .where('status')
    .equals('pending')
    .filter((row) => row.last_error === 'network.error' && (row.next_attempt_at > 0 || (row.failures ?? 1) > 0))
    .modify({ next_attempt_at: 0, failures: 0 });
}
