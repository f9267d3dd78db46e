import { get, set } from 'idb-keyval';
import * as v from 'valibot';
import { PaymentMethodsSchema, type PaymentMethods } from '../../contract/payments';
import { api, call } from '../lib/api';

/**
 * The academy's bank accounts (GET /api/payment-methods, public), with the last answer kept in IndexedDB
 * (idb-keyval) so a learner who loses signal on the payment screen still sees where to pay and how much.
 */
const CACHE_KEY = 'payment-methods';

export interface CachedPaymentMethods {
  methods: PaymentMethods;
  /** ISO time the server gave this answer. */
  fetched_at: string;
}

export async function cachedPaymentMethods(): Promise<CachedPaymentMethods | null> {
  try {
    const stored = (await get(CACHE_KEY)) as CachedPaymentMethods | undefined;
    if (!stored) return null;
    const parsed = v.safeParse(PaymentMethodsSchema, stored.methods);
    return parsed.success ? { methods: parsed.output, fetched_at: stored.fetched_at } : null;
  } catch {
    // Private mode or storage gone: there is just no saved copy.
    return null;
  }
}

/** Asks the server, keeps its answer, and returns it; throws an ApiError (network included). */
export async function fetchPaymentMethods(now: Date = new Date()): Promise<CachedPaymentMethods> {
  const body = await call(() => api.get('payment-methods', { cache: 'no-store' }).json());
  const methods = v.parse(PaymentMethodsSchema, body);
  const entry: CachedPaymentMethods = { methods, fetched_at: now.toISOString() };
  try {
    await set(CACHE_KEY, entry);
  } catch (error) {
    console.warn('Payment methods could not be saved on this device', error);
  }
  return entry;
}
