/**
 * What the browser says about this site's storage (navigator.storage), where it says anything: the
 * downloads refuse to start when the space is short instead of failing halfway.
 */
export interface StorageFigures {
  usage: number;
  quota: number;
}

export async function storageEstimate(): Promise<StorageFigures | null> {
  const storage = globalThis.navigator?.storage;
  if (!storage?.estimate) return null;
  try {
    const { usage, quota } = await storage.estimate();
    return usage === undefined || quota === undefined ? null : { usage, quota };
  } catch {
    return null;
  }
}

/** Room left before the quota; the browser may evict or refuse before it, hence the margin in `hasRoomFor`. */
export function availableBytes(figures: StorageFigures): number {
  return Math.max(0, figures.quota - figures.usage);
}

/** Whether `needed` bytes fit with a tenth to spare. Unknown figures (no API) let the download try. */
export function hasRoomFor(needed: number, figures: StorageFigures | null): boolean {
  return figures === null || needed * 1.1 <= availableBytes(figures);
}

/**
 * Asks the browser to keep this site's data under storage pressure, so a pack downloaded at the
 * cooperative is still there on the farm. Returns the answer, or null where the API is missing.
 */
export async function requestPersistentStorage(): Promise<boolean | null> {
  const storage = globalThis.navigator?.storage;
  if (!storage?.persist) return null;
  try {
    return (await storage.persisted?.()) || (await storage.persist());
  } catch {
    return null;
  }
}
