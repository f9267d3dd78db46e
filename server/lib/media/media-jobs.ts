import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from '../../../contract/uuid';
import type { Db } from '../../db/client';
import { lessons } from '../../db/schema/catalogue';
import { media, mediaJobs } from '../../db/schema/media';
import { withoutPaths, type FfmpegRun } from './ffmpeg';
import { claimable, leaseFromNow, takeLease, type LeasedJobColumns } from '../jobs/job-lease';
import { createJobLoop } from '../jobs/job-loop';
import { transcode, type TranscodeResult } from './transcode';

/**
 * The transcoding queue: a table claimed with FOR UPDATE SKIP LOCKED (pg-boss does not run on PGlite).
 * One job at a time per server; ffmpeg runs as a child process, so requests are never blocked. The lease
 * is renewed while ffmpeg reports progress: a server killed mid-job leaves a lease that lapses, and the
 * job is taken again by the next worker (this server after its restart, or another one).
 */

export const MEDIA_LEASE_MS = 2 * 60_000;
/** ffmpeg silent this long is killed: a broken file or a stuck disk never holds the queue for good. */
export const MEDIA_STALL_MS = 60_000;
const RENEW_EVERY_MS = 10_000;
/**
 * Progress is written for the editor at most this often: a 20 s clip takes a few seconds to transcode, so
 * the lease's ten seconds would show 0 % and then "ready"; two small updates a second cost nothing.
 */
const PROGRESS_EVERY_MS = 500;
const MAX_ATTEMPTS = 3;
const RETRY_MS = 60_000;
const POLL_MS = 5_000;

type JobRow = typeof mediaJobs.$inferSelect;
const MEDIA_JOB: LeasedJobColumns = {
  finishedAt: mediaJobs.doneAt,
  failedAt: mediaJobs.failedAt,
  nextAttemptAt: mediaJobs.nextAttemptAt,
  lockedUntil: mediaJobs.lockedUntil,
  attempts: mediaJobs.attempts,
};

/** Queues the transcoding of `mediaId` (in the caller's transaction, with the media row). */
export async function enqueueTranscode(db: Db, mediaId: string): Promise<void> {
  await db.insert(mediaJobs).values({ id: uuidv7(), mediaId });
}

/** Takes the oldest due job whose lease is free or lapsed, leasing it for `leaseMs`. */
export async function claimMediaJob(db: Db, leaseMs: number = MEDIA_LEASE_MS): Promise<JobRow | null> {
  const due = db
    .select({ id: mediaJobs.id })
    .from(mediaJobs)
    .where(claimable(MEDIA_JOB))
    .orderBy(asc(mediaJobs.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db.update(mediaJobs).set(takeLease(MEDIA_JOB, leaseMs)).where(inArray(mediaJobs.id, due)).returning();
  return job ?? null;
}

export interface MediaWorker {
  start(): void;
  /** A job was queued: look now rather than at the next poll. */
  kick(): void;
  /** Runs every due job to its end (tests, the bench). */
  drain(): Promise<void>;
  /** Stops polling, kills a running ffmpeg and frees its job's lease for the next start. */
  stop(): Promise<void>;
}

export interface MediaWorkerOptions {
  db: Db;
  /** DATA_DIR/media. */
  root: string;
  /** The ffmpeg command, or null: then no job is ever taken (uploads are marked `unavailable`). */
  ffmpeg: string | null;
  log: FastifyBaseLogger;
  leaseMs?: number;
  stallMs?: number;
  pollMs?: number;
}

export function createMediaWorker(options: MediaWorkerOptions): MediaWorker {
  const { db, log } = options;
  const leaseMs = options.leaseMs ?? MEDIA_LEASE_MS;
  const stallMs = options.stallMs ?? MEDIA_STALL_MS;
  let stopped = false;
  let current: { job: JobRow; run: FfmpegRun | null } | null = null;

  async function finish(job: JobRow, result: TranscodeResult) {
    await db.transaction(async (tx) => {
      await tx
        .update(media)
        .set({
          state: 'ready',
          renditions: result.renditions,
          renditionProgress: Object.fromEntries(Object.keys(result.renditions).map((name) => [name, 1])),
          posterKey: result.posterKey,
          durationSeconds: result.durationSeconds,
          progress: 1,
          error: null,
          updatedAt: sql`now()`,
        })
        .where(eq(media.id, job.mediaId));
      await tx
        .update(mediaJobs)
        .set({ doneAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(mediaJobs.id, job.id));
      // ffprobe knows clips the MP4 header reader did not: lessons still at 0 get it.
      if (result.durationSeconds && result.durationSeconds > 0) {
        await tx
          .update(lessons)
          .set({ durationSeconds: Math.max(1, Math.round(result.durationSeconds)), updatedAt: new Date() })
          .where(and(eq(lessons.videoMediaId, job.mediaId), eq(lessons.durationSeconds, 0)));
      }
    });
  }

  async function fail(job: JobRow, error: unknown) {
    // Staff read this (the editor's media state): the server's file paths are cut to the file's name.
    const message = withoutPaths(error instanceof Error ? error.message : String(error)).slice(0, 500);
    const last = job.attempts >= MAX_ATTEMPTS;
    log.error({ err: error, mediaJob: job.id, attempts: job.attempts, final: last }, 'transcoding failed');
    await db.transaction(async (tx) => {
      await tx
        .update(media)
        .set({ state: last ? 'failed' : 'uploaded', progress: 0, renditionProgress: {}, error: message, updatedAt: sql`now()` })
        .where(eq(media.id, job.mediaId));
      await tx
        .update(mediaJobs)
        .set(
          last
            ? { failedAt: sql`now()`, lockedUntil: null, lastError: message }
            : { nextAttemptAt: sql`now() + ${`${RETRY_MS * job.attempts} milliseconds`}::interval`, lockedUntil: null, lastError: message },
        )
        .where(eq(mediaJobs.id, job.id));
    });
  }

  async function runOne(job: JobRow, ffmpeg: string) {
    const [row] = await db.select().from(media).where(eq(media.id, job.mediaId));
    if (!row) return;
    await db
      .update(media)
      .set({ state: 'processing', progress: 0, renditionProgress: {}, updatedAt: sql`now()` })
      .where(eq(media.id, row.id));
    current = { job, run: null };
    let lastRenewal = Date.now();
    let renewing: Promise<unknown> = Promise.resolve();
    let lastProgress = 0;
    let reporting: Promise<unknown> | null = null;
    try {
      const result = await transcode(
        { id: row.id, kind: row.kind, originalKey: row.originalKey, mimeType: row.mimeType },
        {
          ffmpeg,
          root: options.root,
          stallMs,
          onRun: (run) => {
            if (current) current.run = run;
            if (stopped) run.kill('server stopping');
          },
          onProgress: (fraction, renditions) => {
            // One write at a time, and only while the row is processing: a late write never undoes "ready".
            if (!reporting && Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
              lastProgress = Date.now();
              reporting = db
                .update(media)
                .set({ progress: fraction, renditionProgress: renditions, updatedAt: sql`now()` })
                .where(and(eq(media.id, row.id), eq(media.state, 'processing')))
                .catch((error: unknown) => log.error({ err: error }, 'media progress update failed'))
                .finally(() => (reporting = null));
            }
            if (Date.now() - lastRenewal < RENEW_EVERY_MS) return;
            lastRenewal = Date.now();
            // Progress renews the lease: only a dead worker lets it lapse.
            renewing = db
              .update(mediaJobs)
              .set({ lockedUntil: leaseFromNow(leaseMs) })
              .where(eq(mediaJobs.id, job.id))
              .catch((error: unknown) => log.error({ err: error }, 'media job lease renewal failed'));
          },
        },
      );
      await renewing;
      await reporting;
      await finish(job, result);
    } catch (error) {
      await renewing;
      await reporting;
      if (stopped) {
        // Shutdown, not the file's fault: the attempt is given back and the next start takes the job at once.
        await db
          .update(mediaJobs)
          .set({ lockedUntil: null, attempts: sql`${mediaJobs.attempts} - 1` })
          .where(eq(mediaJobs.id, job.id));
        await db
          .update(media)
          .set({ state: 'uploaded', progress: 0, renditionProgress: {}, updatedAt: sql`now()` })
          .where(eq(media.id, row.id));
      } else {
        await fail(job, error);
      }
    } finally {
      current = null;
    }
  }

  async function runUntilEmpty(ffmpeg: string) {
    while (!stopped) {
      const job = await claimMediaJob(db, leaseMs);
      if (!job) return;
      await runOne(job, ffmpeg);
    }
  }

  const loop = createJobLoop({
    // Without ffmpeg no job is ever taken (`MediaWorkerOptions.ffmpeg`); after stop, runUntilEmpty takes none.
    pass: async () => {
      if (options.ffmpeg) await runUntilEmpty(options.ffmpeg);
    },
    stopped: () => stopped,
    onError: (error) => log.error({ err: error }, 'media worker failed'),
  });

  return {
    start() {
      if (!stopped && options.ffmpeg) loop.startPolling(options.pollMs ?? POLL_MS);
    },
    kick() {
      if (!stopped) void loop.run();
    },
    drain: () => loop.drain(),
    async stop() {
      stopped = true;
      loop.stopPolling();
      current?.run?.kill('server stopping');
      await loop.idle();
    },
  };
}
