import { randomUUID } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';

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
