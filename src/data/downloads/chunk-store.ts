import type { UserDatabase } from '../user-db';

/** The stored pieces of files being downloaded. */
export interface ChunkStore {
  /** Pieces of `key` in offset order. */
  pieces(key: string): Promise<{ offset: number; blob: Blob }[]>;
  add(key: string, offset: number, blob: Blob): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Pieces in the learner's database, so a reload or a closed tab resumes where the bytes stopped. */
export function dexieChunkStore(db: UserDatabase): ChunkStore {
  return {
    async pieces(key) {
      const rows = await db.download_parts.where('key').equals(key).toArray();
      return rows.sort((a, b) => a.offset - b.offset).map(({ offset, blob }) => ({ offset, blob }));
    },
    async add(key, offset, blob) {
      await db.download_parts.put({ id: `${key}@${offset}`, key, offset, blob });
    },
    async clear(key) {
      await db.download_parts.where('key').equals(key).delete();
    },
  };
}

/** Pieces in memory (tests, benchmarks). */
export function memoryChunkStore(): ChunkStore & { bytes(key: string): number } {
  const byKey = new Map<string, { offset: number; blob: Blob }[]>();
  return {
    async pieces(key) {
      return [...(byKey.get(key) ?? [])].sort((a, b) => a.offset - b.offset);
    },
    async add(key, offset, blob) {
      const list = byKey.get(key) ?? [];
      byKey.set(key, [...list.filter((piece) => piece.offset !== offset), { offset, blob }]);
    },
    async clear(key) {
      byKey.delete(key);
    },
    bytes(key) {
      return (byKey.get(key) ?? []).reduce((sum, piece) => sum + piece.blob.size, 0);
    },
  };
}
