/**
 * Values remembered by key while a version holds (a stream's change log, `streamVersionReader`; this
 * server's writes, `Database.ownWrites`) and for at most `maxAgeMs`. Callers that miss at once share one
 * load; a load that fails is not kept. Bounded: the least recently used go first. `AnswerCache` keeps
 * serialised answers on it; routes that still adjust their value per request use it directly.
 */
export class VersionedMemo<T> {
  private readonly entries = new Map<string, { version: number; storedAt: number; value: T }>();
  private readonly pending = new Map<string, { version: number; value: Promise<T> }>();

  constructor(private readonly options: { maxEntries: number; maxAgeMs: number; now?: () => number }) {}

  get size(): number {
    return this.entries.size;
  }

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
