import { useEffect, useState } from 'react';
import type { ErrorCode } from '../../../../contract/errors';
import type { PaymentMethods } from '../../../../contract/payments';
import { cachedPaymentMethods, fetchPaymentMethods } from '../../../data/payment-methods-cache';
import { asApiError } from '../../../lib/api';

export interface PaymentMethodsState {
  methods: PaymentMethods | null;
  /** Shown from the copy saved on this phone (the server could not be asked). */
  fromCache: boolean;
  loading: boolean;
  /** SPEC §8 `payment.methods_load_failed` when there is neither an answer nor a saved copy. */
  error: ErrorCode | null;
}

/**
 * The academy's bank accounts and card availability: the saved copy at once, then the server's answer
 * when online (which replaces the copy). Offline, the saved copy stands.
 */
export function usePaymentMethods(online: boolean): PaymentMethodsState {
  const [state, setState] = useState<PaymentMethodsState>({ methods: null, fromCache: false, loading: true, error: null });
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const saved = await cachedPaymentMethods();
      if (cancelled) return;
      if (saved) setState({ methods: saved.methods, fromCache: true, loading: online, error: null });
      if (!online) {
        if (!saved) setState({ methods: null, fromCache: false, loading: false, error: 'payment.methods_load_failed' });
        return;
      }
      try {
        const fresh = await fetchPaymentMethods();
        if (!cancelled) setState({ methods: fresh.methods, fromCache: false, loading: false, error: null });
      } catch (error) {
        const failure = asApiError(error);
        if (cancelled) return;
        setState(
          saved
            ? { methods: saved.methods, fromCache: true, loading: false, error: null }
            : { methods: null, fromCache: false, loading: false, error: failure.isNetwork ? 'payment.methods_load_failed' : failure.code },
        );
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [online]);
  return state;
}
