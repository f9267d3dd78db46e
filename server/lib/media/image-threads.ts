import { availableParallelism } from 'node:os';
import sharp from 'sharp';

/**
 * Threads libvips may use for one image (receipts, thumbnails). Its default is every core, so a single
 * 24 Mpx receipt decode held both cores of a small server and the health probe's p99 rose from 12 ms to
 * 38–69 ms beside three uploads; one core is left to the requests, as for scrypt (server/lib/auth/passwords.ts).
 */
export const IMAGE_THREADS = Math.max(1, availableParallelism() - 1);

export function limitImageThreads(): void {
  sharp.concurrency(IMAGE_THREADS);
}
