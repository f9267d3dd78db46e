import { PaymentsScreen } from '../components/payments-screen';

/** /dashboard/payment-verification/pending (agent, admin): the verification queue, oldest first. */
export function Component() {
  return <PaymentsScreen mode="pending" />;
}
