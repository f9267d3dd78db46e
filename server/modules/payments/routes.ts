import type { ApiInstance } from '../../lib/http/route-schema';
import { adminPaymentRoutes } from './admin-routes';
import { gatewayPaymentRoutes } from './gateway-routes';
import { learnerPaymentRoutes } from './learner-routes';
import { checkPaymentTexts } from './payment-mails';

/** Gateways post their callbacks as a form; a callback is small (CMI's is about 2 KB). */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Payments (SPEC §2, §5, §8, §9). Learner routes take any signed-in person paying for
 * themselves (like enrollments); verification is for agents and admins; bank accounts and the card gateway
 * for admins. Gateway callbacks are public and trusted only through their signature.
 */
export async function paymentsRoutes(app: ApiInstance) {
  checkPaymentTexts();

  // Gateways (CMI) post application/x-www-form-urlencoded: to the callback and to the browser return URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))) fields[name] = value;
      done(null, fields);
    },
  );

  learnerPaymentRoutes(app);
  gatewayPaymentRoutes(app);
  adminPaymentRoutes(app);
}
