import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import type { TimeWindow, WaitMode } from '../../../data/downloads/schedule/decide';
import type { DownloadWaitRow } from '../../../data/downloads/schedule/wait-records';
import { readWindowPreference, storeWindowPreference } from '../../../data/downloads/schedule/window-preference';
import type { UserDatabase } from '../../../data/user-db';

export type TimingMode = 'now' | WaitMode;

export interface Timing {
  mode: TimingMode;
  window: TimeWindow;
}

/** The timing chosen in the download box; the window is the one last chosen on this phone. */
export function useDownloadTiming(): [Timing, (next: Timing) => void] {
  const [timing, setTiming] = useState<Timing>(() => ({ mode: 'now', window: readWindowPreference() }));
  const choose = useCallback((next: Timing) => {
    storeWindowPreference(next.window);
    setTiming(next);
  }, []);
  return [timing, choose];
}

/** The formation's waiting download, null when none, undefined while reading. */
export function useDownloadWait(db: UserDatabase | null, formationId: string): DownloadWaitRow | null | undefined {
  return useLiveQuery(async () => (db ? ((await db.download_waits.get(formationId)) ?? null) : null), [db, formationId]);
}
