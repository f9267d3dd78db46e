import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * Spooled upload files (server/plugins/uploads.ts) are removed as their request's answer leaves; a crash
 * (kill -9, power cut) leaves them behind. The sweep removes every file of the spool folder older than
 * `olderThanMs`: all of them at start-up (no request is in flight yet), and at each hourly pass those
 * older than an hour, which no request still spooling or handling a 5 MB body can be.
 */
export const SPOOL_SWEEP_EVERY_MS = 60 * 60 * 1000;

export async function sweepSpool(folder: string, olderThanMs: number, now: number = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    try {
      const info = await stat(file);
      if (!info.isFile() || now - info.mtimeMs < olderThanMs) continue;
      await unlink(file);
      removed += 1;
    } catch {
      // Gone meanwhile (its request finished): nothing to do.
    }
  }
  return removed;
}
