import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where lesson media live. Routes only ever talk to this interface, so an S3-compatible store (ranged GET,
 * HEAD for size, a stored checksum) can replace the local disk without touching them.
 *
 * Keys are relative, slash-separated paths (`videos/clip-a.mp4`, `attachments/<id>.txt`).
 */
export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

export interface MediaStorage {
  /** Size and date of an object, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** The object's bytes, or the inclusive range `start`..`end` of them. */
  createReadStream(key: string, range?: { start: number; end: number }): Readable;
  /** Hex SHA-256 of the whole object: its strong ETag and what the offline downloader verifies. */
  sha256(key: string): Promise<string>;
}

const HASH_CHUNK_BYTES = 1024 * 1024;

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export class StorageKeyError extends Error {
  override name = 'StorageKeyError';
}

/** Media on the local disk under `root` (DATA_DIR/media). */
export function localDiskStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  // Files are written once and replaced under a new key, so a hash is valid while size and date hold.
  const hashes = new Map<string, { size: number; mtimeMs: number; hash: Promise<string> }>();

  function resolve(key: string): string {
    if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
      throw new StorageKeyError(`unsafe media key ${JSON.stringify(key)}`);
    }
    const full = path.resolve(base, key);
    if (!full.startsWith(base + path.sep)) throw new StorageKeyError(`media key ${JSON.stringify(key)} leaves the store`);
    return full;
  }

  async function info(key: string) {
    const found = await stat(resolve(key)).catch(() => null);
    return found?.isFile() ? found : null;
  }

  return {
    async stat(key) {
      const found = await info(key);
      return found ? { key, size: found.size, modifiedAt: found.mtime } : null;
    },

    createReadStream(key, range) {
      return createReadStream(resolve(key), range ? { start: range.start, end: range.end } : undefined);
    },

    async sha256(key) {
      const found = await info(key);
      if (!found) throw new StorageKeyError(`no media object ${key}`);
      const known = hashes.get(key);
      if (known && known.size === found.size && known.mtimeMs === found.mtimeMs) return known.hash;
      const hash = new Promise<string>((resolveHash, reject) => {
        const digest = createHash('sha256');
        // Streamed in 1 MB reads: a 500 MB video costs one buffer at a time, and the event loop runs between them.
        createReadStream(resolve(key), { highWaterMark: HASH_CHUNK_BYTES })
          .on('data', (chunk) => digest.update(chunk))
          .on('error', reject)
          .on('end', () => resolveHash(digest.digest('hex')));
      });
      hashes.set(key, { size: found.size, mtimeMs: found.mtimeMs, hash });
      hash.catch(() => hashes.delete(key));
      return hash;
    },
  };
}
