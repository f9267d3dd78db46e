import { PaymentsScreen } from '../components/payments-screen';

/** /dashboard/payment-verification (agent, admin): every payment, filtered and paginated. */
export function Component() {
  return <PaymentsScreen mode="all" />;
}
