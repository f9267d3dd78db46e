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

/** A saved copy younger than this is good enough to pay from offline (bank accounts rarely change). */
export const PAYMENT_METHODS_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Makes sure the phone holds a recent copy of the bank accounts, asking the server only when it has none
 * or an old one: for screens from which a learner may later pay offline (a pack imported from another
 * phone). Never throws; resolves with what the phone holds.
 */
export async function keepPaymentMethods(now: Date = new Date()): Promise<CachedPaymentMethods | null> {
  const saved = await cachedPaymentMethods();
  if (saved && now.getTime() - Date.parse(saved.fetched_at) < PAYMENT_METHODS_KEEP_MS) return saved;
  try {
    return await fetchPaymentMethods(now);
  } catch {
    // No network or a refusal: the old copy, if any, still says where to pay.
    return saved;
  }
}
