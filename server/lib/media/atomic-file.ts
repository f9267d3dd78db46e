import { randomUUID } from 'node:crypto';
import { link, rename, rm, writeFile } from 'node:fs/promises';

/**
 * A temporary name beside `target` that no other write can share: two requests (or two servers on one
 * storage folder) making the same file at once each write their own copy and rename it into place, and
 * the second rename replaces the first with identical bytes. A name made from the content or the process
 * alone let two identical uploads rename one file twice (ENOENT for the second).
 */
export const temporaryNameFor = (target: string) => `${target}.${randomUUID()}.partial`;

/** Writes `data` to `target` whole or not at all: a reader never sees half a file. */
export async function writeFileAtomic(target: string, data: Buffer | string): Promise<void> {
  const partial = temporaryNameFor(target);
  try {
    await writeFile(partial, data);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Creates `target` with `data` unless it exists, whole or not at all: written under a temporary name,
 * then hard-linked into place, which fails when another process (another server on the shared storage
 * folder) made it first; the first one's file is kept. A plain `wx` write let a reader on another server
 * see the file half-written. Returns false when the file was already there.
 */
export async function createFileOnce(target: string, data: Buffer | string, mode = 0o600): Promise<boolean> {
  const partial = temporaryNameFor(target);
  try {
    await writeFile(partial, data, { mode });
    await link(partial, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(partial, { force: true });
  }
}
