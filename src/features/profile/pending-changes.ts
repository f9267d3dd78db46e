import { countUndelivered } from '../../data/outbox/outbox-queries';

/**
 * How many of this person's writes have not reached the server yet. Logout never drops them (they stay
 * paused until their owner logs in again); the logout confirmation only says how many there are.
 */
export function countPendingChanges(userId: string): Promise<number> {
  return countUndelivered(userId);
}
