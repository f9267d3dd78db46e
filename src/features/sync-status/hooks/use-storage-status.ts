import { useCallback, useEffect, useState } from 'react';

export interface StorageStatus {
  /** Bytes used and available to this site, when the browser says. */
  usage: number | null;
  quota: number | null;
  /** Whether the browser promised not to evict this site's data; null when it cannot say. */
  persisted: boolean | null;
  /** The learner asked to keep the data and the browser refused. */
  denied: boolean;
}

type Reading = Omit<StorageStatus, 'denied'>;

async function readStorage(): Promise<Reading> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage) return { usage: null, quota: null, persisted: null };
  const [estimate, persisted] = await Promise.all([
    storage.estimate ? storage.estimate().catch(() => null) : null,
    storage.persisted ? storage.persisted().catch(() => null) : null,
  ]);
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted };
}

/** `navigator.storage.estimate()` and `persisted()`, with `persist()` for the learner's button. */
export function useStorageStatus(): StorageStatus & { requestPersist: () => Promise<void> } {
  const [reading, setReading] = useState<Reading>({ usage: null, quota: null, persisted: null });
  const [denied, setDenied] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    readStorage().then(
      (next) => live && setReading(next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [version]);

  const requestPersist = useCallback(async () => {
    const granted = navigator.storage?.persist ? await navigator.storage.persist().catch(() => false) : false;
    setDenied(!granted);
    setVersion((value) => value + 1);
  }, []);

  return { ...reading, denied, requestPersist };
}
