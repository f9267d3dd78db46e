import { useCallback, useSyncExternalStore } from 'react';

/**
 * "Data saver": the learner's switch, kept on this device like the rendition choice (it follows the
 * phone and its data plan, not the account, and the catalogue reads it before anyone signs in). Until
 * the learner sets it, it follows the browser: on when the browser asks to save data (the `Save-Data`
 * header's script side, `navigator.connection.saveData`). When on, videos start in "low data" whatever
 * was remembered (src/lib/rendition-choice.ts), and no picture is fetched ahead of being seen
 * (the catalogue's thumbnail warm-up).
 */
export const DATA_SAVER_STORAGE_KEY = 'data-saver';

const listeners = new Set<() => void>();
let memory: boolean | null = null;

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The browser asks to save data (Chrome's and Android's data saver, "Lite" modes). */
export function browserSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** The learner's own choice on this device, or null while they have not made one. */
export function storedDataSaver(): boolean | null {
  try {
    const stored = local()?.getItem(DATA_SAVER_STORAGE_KEY);
    if (stored === 'on') return true;
    if (stored === 'off') return false;
  } catch {
    // Storage blocked: the choice of this visit, if any, is in memory.
  }
  return memory;
}

export function dataSaverOn(): boolean {
  return storedDataSaver() ?? browserSavesData();
}

export function storeDataSaver(on: boolean): void {
  memory = on;
  try {
    local()?.setItem(DATA_SAVER_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Quota or privacy mode: the choice lasts for this visit only.
  }
  for (const listener of listeners) listener();
}

export function subscribeDataSaver(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DATA_SAVER_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The switch and its setter, shared by every screen of this device. */
export function useDataSaver(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribeDataSaver, dataSaverOn, () => false);
  const set = useCallback((next: boolean) => storeDataSaver(next), []);
  return [on, set];
}
