import { useEffect, useState } from 'react';
import { countPendingChanges } from './pending-changes';

/** The number of this person's writes still waiting to sync; null while counting or when it cannot be read. */
export function usePendingChanges(userId: string | null, enabled = true): number | null {
  const [count, setCount] = useState<{ userId: string; value: number } | null>(null);
  useEffect(() => {
    if (!userId || !enabled) return;
    let live = true;
    countPendingChanges(userId).then(
      (value) => live && setCount({ userId, value }),
      (error: unknown) => console.warn('Could not count pending changes', error),
    );
    return () => {
      live = false;
    };
  }, [userId, enabled]);
  return count && count.userId === userId ? count.value : null;
}
