import { useMemo } from 'react';
import { openUserDb, type UserDatabase } from '../../../data/user-db';
import { useSession } from '../../../lib/session';

/** The signed-in learner's private database, or null for a visitor. */
export function useUserDb(): UserDatabase | null {
  const userId = useSession((state) => (state.token ? (state.user?.id ?? null) : null));
  return useMemo(() => (userId ? openUserDb(userId) : null), [userId]);
}
