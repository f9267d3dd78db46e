import { EventEmitter } from 'node:events';
import { asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from '../../../contract/uuid';
import type { Db } from '../../db/client';
import { mailJobs, type StoredMailMessage } from '../../db/schema/outbox';
import { claimable, takeLease, type LeasedJobColumns } from './job-lease';
import { createJobLoop } from './job-loop';
import type { Mailer, MailMessage } from './mailer';

/**
 * Mail leaves through a job table (migration 0011). The write that causes a mail inserts the job in its
 * own transaction (`request.db`), so the mail exists exactly when the write does; a worker sends it after
 * the commit. A stalled or absent mail server therefore never holds a request, its transaction or its
 * Idempotency-Key, and a crash loses no mail: an unsent job is sent by the next worker.
 *
 * Delivery is at least once, bounded: each send has a time-out, a job is leased for longer than a send
 * may take (so two workers never send it at once), and a failed send is retried with growing pauses
 * until MAX_ATTEMPTS, then kept as failed for staff to see in the database.
 */

/** One send: connecting, the greeting and the whole SMTP dialogue together (the mailer's own time-outs are shorter). */
export const SEND_TIMEOUT_MS = 30_000;
/** A worker's hold on a job: longer than any send, so a lease only lapses when its worker died. */
const LEASE_MS = 120_000;
const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60 * 1000;
const POLL_MS = 2_000;
const BATCH = 5;
const MAIL_JOB: LeasedJobColumns = {
  finishedAt: mailJobs.sentAt,
  failedAt: mailJobs.failedAt,
  nextAttemptAt: mailJobs.nextAttemptAt,
  lockedUntil: mailJobs.lockedUntil,
  attempts: mailJobs.attempts,
};
const SENT_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Enqueues told here, so a worker knows to look after the next response (the job's commit). */
const enqueued = new EventEmitter();
enqueued.setMaxListeners(0);

function toStored(message: MailMessage): StoredMailMessage {
  const { attachments, ...rest } = message;
  if (!attachments || attachments.length === 0) return rest;
  return {
    ...rest,
    attachments: attachments.map((attachment) => {
      if (typeof attachment.content !== 'string') throw new Error('queued mail carries text attachments only');
      return { filename: attachment.filename, content: attachment.content, contentType: attachment.contentType };
    }),
  };
}

/** Queues a mail in the caller's transaction: pass `request.db` so it commits (or not) with the write. */
export async function enqueueMail(db: Db, message: MailMessage): Promise<void> {
  await db.insert(mailJobs).values({ id: uuidv7(), message: toStored(message) });
  enqueued.emit('job');
}

export interface MailWorker {
  /** Starts polling for due jobs (retries, jobs left by a crash or by another server). */
  start(): void;
  /** A write committed a job: look now instead of at the next poll. */
  kick(): void;
  /** True when a job was queued since the last look: a response just committed it. */
  readonly pending: boolean;
  /** Sends every job due now and waits for the sends (tests; shutdown). */
  drain(): Promise<void>;
  /** Stops polling and waits for sends under way, then sends what is due for at most one send time-out. */
  stop(): Promise<void>;
}

export interface MailWorkerOptions {
  db: Db;
  mailer: () => Mailer;
  log: FastifyBaseLogger;
  sendTimeoutMs?: number;
  pollMs?: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`mail send timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const retryDelay = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, log } = options;
  const sendTimeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  const pollMs = options.pollMs ?? POLL_MS;
  let stopped = false;
  let pending = false;
  const onEnqueued = () => {
    pending = true;
  };
  enqueued.on('job', onEnqueued);

  async function claimDue(): Promise<(typeof mailJobs.$inferSelect)[]> {
    const due = db
      .select({ id: mailJobs.id })
      .from(mailJobs)
      .where(claimable(MAIL_JOB))
      .orderBy(asc(mailJobs.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db.update(mailJobs).set(takeLease(MAIL_JOB, LEASE_MS)).where(inArray(mailJobs.id, due)).returning();
  }

  async function sendOne(job: typeof mailJobs.$inferSelect): Promise<void> {
    try {
      await withTimeout(options.mailer().send(job.message, { id: job.id }), sendTimeoutMs);
      await db
        .update(mailJobs)
        .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(mailJobs.id, job.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = job.attempts >= MAX_ATTEMPTS;
      log.error({ err: error, mailJob: job.id, attempts: job.attempts, final: last }, 'mail send failed');
      await db
        .update(mailJobs)
        .set(
          last
            ? { failedAt: sql`now()`, lockedUntil: null, lastError: message.slice(0, 500) }
            : {
                nextAttemptAt: sql`now() + ${`${retryDelay(job.attempts)} milliseconds`}::interval`,
                lockedUntil: null,
                lastError: message.slice(0, 500),
              },
        )
        .where(eq(mailJobs.id, job.id));
    }
  }

  async function runUntilEmpty(): Promise<void> {
    for (;;) {
      pending = false;
      const jobs = await claimDue();
      for (const job of jobs) {
        // Stopping: a leased job not begun is left to its lease, and the next worker sends it.
        if (stopped) return;
        await sendOne(job);
      }
      if (jobs.length < BATCH || stopped) return;
    }
  }

  const loop = createJobLoop({
    pass: runUntilEmpty,
    stopped: () => stopped,
    onError: (error) => log.error({ err: error }, 'mail worker failed'),
  });

  return {
    start() {
      if (!stopped) loop.startPolling(pollMs);
    },
    kick() {
      if (!stopped) void loop.run();
    },
    get pending() {
      return pending;
    },
    drain: () => loop.drain(),
    async stop() {
      loop.stopPolling();
      enqueued.off('job', onEnqueued);
      // What is due now leaves before the process does, for at most one send time-out.
      let deadline: NodeJS.Timeout | undefined;
      const flush = loop.drain();
      await Promise.race([flush, new Promise<void>((resolve) => (deadline = setTimeout(resolve, sendTimeoutMs)))]);
      clearTimeout(deadline);
      stopped = true;
      await loop.idle();
    },
  };
}

/** Sent jobs older than a week go; failed ones stay for staff to look at. */
export async function purgeSentMailJobs(db: Db, now: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(mailJobs)
    .where(lt(mailJobs.sentAt, sql`${new Date(now.getTime() - SENT_KEPT_MS).toISOString()}::timestamptz`))
    .returning({ id: mailJobs.id });
  return gone.length;
}
