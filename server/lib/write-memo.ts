import type { TableWrites } from '../db/table-writes';

/**
 * Answers remembered by key while the tables they were read from have not been written
 * (`TableWrites`; PGlite only, elsewhere every call loads). Bounded: the least recently used go first.
 */
export class WriteMemo<T> {
  private readonly entries = new Map<string, { generation: number; value: T }>();

  constructor(
    private readonly tables: readonly string[],
    private readonly maxEntries: number,
  ) {}

  async get(writes: TableWrites, key: string, load: () => Promise<T>): Promise<T> {
    const generation = writes.generation(this.tables);
    if (generation === null) return load();
    const entry = this.entries.get(key);
    if (entry && entry.generation === generation) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    const value = await load();
    // Kept under the generation read before loading: a write meanwhile makes it a miss, never stale.
    this.entries.delete(key);
    this.entries.set(key, { generation, value });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}
