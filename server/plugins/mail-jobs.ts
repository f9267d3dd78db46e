import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailWorker, purgeSentMailJobs, type MailWorker } from '../lib/jobs/mail-jobs';
import { mailerFor } from '../lib/jobs/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the queued mail (server/lib/jobs/mail-jobs.ts) of this server. */
    mailJobs: MailWorker;
  }
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the mail worker: from `onReady`, after each response that committed a job, and on a poll for
 * retries. On close it runs after the server stopped taking requests and the requests under way answered
 * (Fastify closes the HTTP server first), and waits for the sends under way.
 */
export const mailJobsPlugin = fp(
  async (app: FastifyInstance) => {
    const worker = createMailWorker({ db: app.database.db, mailer: () => mailerFor(app.config), log: app.log });
    app.decorate('mailJobs', worker);
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      worker.start();
      timer = setInterval(() => {
        purgeSentMailJobs(app.database.db).catch((error: unknown) => app.log.error({ err: error }, 'mail job purge failed'));
      }, PURGE_INTERVAL_MS);
      timer.unref();
    });
    // After the response the write's transaction has committed: its job is visible to the worker.
    app.addHook('onResponse', async () => {
      if (worker.pending) worker.kick();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await worker.stop();
    });
  },
  { name: 'mail-jobs' },
);
