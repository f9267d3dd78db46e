import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { uuidv7 } from '../../contract/uuid';
import { media, mediaJobs } from '../db/schema/media';
import { ffmpegAvailable } from '../lib/media/ffmpeg';
import { createMediaWorker, type MediaWorker } from '../lib/media/media-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Transcodes staff uploads into renditions (server/lib/media/media-jobs.ts). */
    mediaJobs: MediaWorker & {
      /** Whether this server found ffmpeg (checked once, when the server got ready). */
      readonly transcoding: boolean;
    };
  }
}

/**
 * Runs the transcoding worker in the server process: ffmpeg is looked for once at `onReady` (MEDIA_FFMPEG,
 * `off` to do without); when found, media left `unavailable` by a server without it are queued now.
 * On close the worker kills a running ffmpeg and gives its job back for the next start.
 */
export const mediaJobsPlugin = fp(
  async (app: FastifyInstance) => {
    let transcoding = false;
    const worker = createMediaWorker({
      db: app.database.db,
      // DATA_DIR/media, as server/modules/media/media-paths.ts lays it out.
      root: path.join(app.config.storageDir, 'media'),
      get ffmpeg() {
        return transcoding ? app.config.ffmpeg : null;
      },
      log: app.log,
    });
    app.decorate('mediaJobs', {
      ...worker,
      get transcoding() {
        return transcoding;
      },
    });
    app.addHook('onReady', async () => {
      transcoding = await ffmpegAvailable(app.config.ffmpeg);
      if (!transcoding) {
        app.log.info('ffmpeg not found (or MEDIA_FFMPEG=off): uploaded videos are served as uploaded, without renditions');
        return;
      }
      const waiting = await app.database.db.select({ id: media.id }).from(media).where(eq(media.state, 'unavailable'));
      for (const { id } of waiting) {
        await app.database.db.transaction(async (tx) => {
          await tx
            .update(media)
            .set({ state: 'uploaded', updatedAt: sql`now()` })
            .where(eq(media.id, id));
          await tx.insert(mediaJobs).values({ id: uuidv7(), mediaId: id });
        });
      }
      worker.start();
    });
    app.addHook('onClose', async () => {
      await worker.stop();
    });
  },
  { name: 'media-jobs' },
);
