import type { FastifyInstance } from 'fastify';
import { reconcileCardPayments } from './payments-service';

/** How often open card payments are looked at; each is asked about once it is RECONCILE_AFTER_MS old. */
export const RECONCILE_EVERY_MS = 5 * 60 * 1000;

/**
 * Callbacks get lost (the gateway cannot reach us, or we were restarting): every few minutes the server asks
 * each gateway about its card payments still open after RECONCILE_AFTER_MS and settles what it answers.
 * Started by the running server (server/startup.ts), not by test apps: tests call reconcileCardPayments.
 */
export function startCardReconciliation(app: FastifyInstance): void {
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      const changed = await reconcileCardPayments(app.database.db, app.config);
      if (changed > 0) app.log.info({ changed }, 'card payments reconciled');
    } catch (error) {
      app.log.error({ err: error }, 'card payment reconciliation failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void pass(), RECONCILE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
