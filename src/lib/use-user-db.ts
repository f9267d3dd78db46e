import { useCallback, useEffect, useSyncExternalStore } from 'react';
// The one src/lib module allowed into src/data (eslint.config.js): the hook every screen shares.
import { holdUserDb, onUserDbsChange, peekUserDb, type UserDatabase } from '../data/user-db';
import { useSession } from './session';

/**
 * A learner's private database for a screen: `userId`'s, by default the signed-in learner's, or null for
 * a visitor. The screen holds it while mounted, so the session or another screen never sees it closed
 * under them, and nothing is opened or closed during a render (null until the hold is taken, which the
 * session's own hold makes rare).
 */
export function useUserDb(userId?: string | null): UserDatabase | null {
  const sessionUserId = useSession((state) => (state.token ? (state.user?.id ?? null) : null));
  const id = userId === undefined ? sessionUserId : userId;
  useEffect(() => {
    if (!id) return undefined;
    return holdUserDb(id).release;
  }, [id]);
  const snapshot = useCallback(() => (id ? peekUserDb(id) : null), [id]);
  return useSyncExternalStore(onUserDbsChange, snapshot, snapshot);
}
