import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';
import { pickLanguage } from '../../../../contract/pick-language';
import { publicDb } from '../../../data/db';
import { paymentStates } from '../../../data/payment-records';
import { paths } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { useUserDb } from '../../../lib/use-user-db';
import { PaymentStatus } from '../../../ui/payment-status';

/**
 * The learner's payments, one per formation, from the device (issue 19): a receipt still on the phone,
 * pending verification, approved, or rejected with the staff's reason and a way to send a new receipt.
 * Nothing shows for a learner who never paid. (The profile and the dashboard each have this list: a
 * feature never imports another.)
 */
export function MyPayments({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const db = useUserDb();
  const rows = useLiveQuery(async () => {
    if (!db) return [];
    const states = await paymentStates(db);
    const formations = publicDb().formations;
    return Promise.all([...states].map(async ([formationId, state]) => ({ formationId, state, formation: (await formations.get(formationId)) ?? null })));
  }, [db]);
  if (!rows || rows.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="my-payments" aria-labelledby="my-payments-title">
      <Heading id="my-payments-title">{t('state.listHeading')}</Heading>
      <ul className="my-payments__list">
        {rows.map(({ formationId, state, formation }) => (
          <li key={formationId} className="my-payments__item">
            <p className="my-payments__title" dir="auto">
              <Link to={paths.course(formationId)}>{formation ? pickLanguage(formation.title, language) : formationId}</Link>
            </p>
            <PaymentStatus state={state} formationId={formationId} />
          </li>
        ))}
      </ul>
    </section>
  );
}
