import * as v from 'valibot';
import { PaymentListSchema } from '../../contract/payments';
import { api, call } from '../lib/api';
import type { UserDatabase } from './user-db';

/**
 * The learner's payments from GET /api/payments, written into their mirror: the payment screen asks on
 * each visit when online (back from a card gateway, the outcome is known only to the server), the `me`
 * stream keeps them current otherwise. Throws an ApiError.
 */
export async function refreshOwnPayments(db: UserDatabase): Promise<void> {
  const body = await call(() => api.get('payments', { cache: 'no-store' }).json());
  const { data } = v.parse(PaymentListSchema, body);
  await db.payments.bulkPut(data);
}
