/**
 * Answers remembered by key while a version (a stream's change log, `streamVersionReader`) holds and for
 * at most `maxAgeMs`, for reads that serialise per request (a value the route still adjusts). Callers
 * that miss at once share one load; a load that fails is not kept. Bounded: the least recently used go
 * first.
 */
export class VersionedMemo<T> {
  private readonly entries = new Map<string, { version: number; storedAt: number; value: T }>();
  private readonly pending = new Map<string, { version: number; value: Promise<T> }>();

  constructor(private readonly options: { maxEntries: number; maxAgeMs: number; now?: () => number }) {}

  async get(key: string, version: number, load: () => Promise<T>): Promise<T> {
    const now = this.options.now ?? Date.now;
    const entry = this.entries.get(key);
    if (entry && entry.version === version && now() - entry.storedAt < this.options.maxAgeMs) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    const inFlight = this.pending.get(key);
    if (inFlight && inFlight.version === version) return inFlight.value;
    const value = load();
    this.pending.set(key, { version, value });
    try {
      const loaded = await value;
      const current = this.entries.get(key);
      // A slower load of an older version must not replace a newer one.
      if (!current || current.version <= version) {
        this.entries.delete(key);
        this.entries.set(key, { version, storedAt: now(), value: loaded });
        while (this.entries.size > this.options.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest === undefined) break;
          this.entries.delete(oldest);
        }
      }
      return loaded;
    } finally {
      if (this.pending.get(key)?.value === value) this.pending.delete(key);
    }
  }
}
