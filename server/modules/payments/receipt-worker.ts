import { readFile } from 'node:fs/promises';
import { limitImageThreads } from '../../lib/media/image-threads';
import { cleanReceipt, writeReceipt } from './receipts';

/**
 * The receipt decoder's child process (receipt-decoder.ts, started at nice 19 by receipt-worker-boot.mjs):
 * one job per message, one at a time. It reads the spooled upload, judges it, re-encodes it and writes the
 * clean copy into the receipts folder, and answers with its key, or `refused` for a file that is not a
 * receipt photo. The image bytes never cross back to the server's process.
 */
export interface DecodeJob {
  id: number;
  /** The spooled upload. */
  source: string;
  /** The receipts folder, and the name the clean copy takes there (its payment's id). */
  dir: string;
  name: string;
}

export type DecodeReply =
  | { id: number; stored: { key: string; file: string } }
  | { id: number; refused: true }
  | { id: number; error: string };

/** Sent once the body is loaded, so the parent tells a child that cannot start from one an image killed. */
export const READY = 'ready';

limitImageThreads();

const send = (message: DecodeReply | typeof READY) => process.send?.(message);

let queue: Promise<void> = Promise.resolve();
process.on('message', (job: DecodeJob) => {
  queue = queue.then(async () => {
    try {
      const clean = await cleanReceipt(await readFile(job.source));
      send(clean ? { id: job.id, stored: await writeReceipt(job.dir, job.name, clean) } : { id: job.id, refused: true });
    } catch (error) {
      send({ id: job.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
// The server went away: nothing is left to decode for.
process.on('disconnect', () => process.exit(0));
send(READY);
