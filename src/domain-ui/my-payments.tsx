import { Link } from 'react-router-dom';
import { pickLanguage } from '../../contract/pick-language';
import type { Translatable } from '../../contract/translatable';
import { paths } from '../lib/paths';
import { useLanguage } from '../lib/use-language';
import { useTranslation } from 'react-i18next';
import { PaymentStatus, type PaymentStatusView } from './payment-status';

/** src/data/payment-records.ts's PaymentRow as this list reads it (ui/ reads no data/; TypeScript checks they agree). */
export interface MyPaymentRow {
  formationId: string;
  state: PaymentStatusView;
  title: Translatable | null;
}

interface MyPaymentsProps {
  /** The learner's payments (paymentRows in a live query); undefined while the first read runs. */
  rows: readonly MyPaymentRow[] | undefined;
  headingLevel?: 2 | 3;
}

/**
 * The learner's payments, one per formation, on the dashboard and the profile: a receipt still
 * on the phone, pending verification, approved, or rejected with the staff's reason and a way to send a
 * new receipt. Nothing shows for a learner who never paid.
 */
export function MyPayments({ rows, headingLevel = 2 }: MyPaymentsProps) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  if (!rows || rows.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="my-payments" aria-labelledby="my-payments-title">
      <Heading id="my-payments-title">{t('state.listHeading')}</Heading>
      <ul className="my-payments__list">
        {rows.map(({ formationId, state, title }) => (
          <li key={formationId} className="my-payments__item">
            <p className="my-payments__title" dir="auto">
              <Link to={paths.course(formationId)}>{title ? pickLanguage(title, language) : formationId}</Link>
            </p>
            <PaymentStatus state={state} formationId={formationId} />
          </li>
        ))}
      </ul>
    </section>
  );
}
