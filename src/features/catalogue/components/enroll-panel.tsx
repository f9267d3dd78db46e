import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isFree } from '../../../../contract/catalogue-terms';
import type { Formation } from '../../../../contract/catalogue';
import type { Language } from '../../../../contract/constants';
import type { ErrorCode } from '../../../../contract/errors';
import { errorKeyOptions } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { isolate } from '../../../lib/bidi';
import { Button } from '../../../ui/button';
import { BidiText } from '../../../ui/bidi-text';
import { formatPrice } from '../format';
import type { EnrollmentState } from '../hooks/use-enrollment';
import { useLiveQuery } from 'dexie-react-hooks';
import { blocksNewPayment, paymentStateFor } from '../../../data/payment-records';
import { useUserDb } from '../../../lib/use-user-db';
import { PaymentStatus } from '../../../domain-ui/payment-status';

interface EnrollPanelProps {
  formation: Formation;
  language: Language;
  online: boolean;
  state: EnrollmentState;
  /** Just signed up from this page: say so, and enroll in a free formation without a second press. */
  welcome?: boolean;
}

/**
 * A signed-in learner's enrollment (SPEC §4): enrolled or not, from the device at once and confirmed
 * with the server. Free formations enroll in one press, offline too (the outbox delivers it); paid ones
 * open the payment screen.
 */
export function EnrollPanel({ formation, language, online, state, welcome = false }: EnrollPanelProps) {
  const { t } = useTranslation(['catalogue', 'errors']);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const [justEnrolled, setJustEnrolled] = useState(false);
  const { enrollment } = state;
  const db = useUserDb();
  // The learner's payment for this formation: while one is open, no second pay button.
  const payment = useLiveQuery(
    async () => (db && !isFree(formation) ? await paymentStateFor(db, formation.id) : null),
    [db, formation.id, formation.price_centimes],
  );

  const onEnroll = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await state.enrollFree();
      setJustEnrolled(true);
    } catch (error) {
      // Only the device's own storage can fail here (full, private mode); the network is the outbox's job.
      console.error('Enrollment could not be saved on this device', error);
      setFailure('enrollment.failed');
    } finally {
      setBusy(false);
    }
  };

  const autoEnrolled = useRef(false);
  useEffect(() => {
    if (!welcome || autoEnrolled.current || enrollment !== null || !isFree(formation)) return;
    autoEnrolled.current = true;
    void onEnroll();
  });

  let body: ReactNode;
  if (enrollment === undefined) {
    body = null;
  } else if (enrollment?.status === 'active') {
    body = (
      <>
        <p className="enroll-panel__state enroll-panel__state--enrolled">{t('enroll.enrolled')}</p>
        <Link className="button button--primary" to={paths.study(formation.id)}>
          {t('enroll.continue')}
        </Link>
      </>
    );
  } else if (
    payment &&
    (blocksNewPayment(payment) || enrollment?.status === 'pending' || payment.kind === 'refused' || payment.kind === 'server')
  ) {
    // A payment under way, refused or decided: its state says what happens next (wait, or pay again).
    const approved = payment.kind === 'server' && (payment.payment.status === 'approved' || payment.payment.status === 'paid');
    body = <PaymentStatus state={payment} formationId={formation.id} withAction={!approved} warnOpen />;
  } else if (enrollment?.status === 'pending') {
    body = <p className="enroll-panel__state">{t('enroll.pending')}</p>;
  } else if (enrollment?.status === 'revoked') {
    body = <p className="enroll-panel__state">{t('enrollment.revoked', errorKeyOptions)}</p>;
  } else if (isFree(formation)) {
    body = (
      <>
        <p className="enroll-panel__state">{t('enroll.notEnrolled')}</p>
        <Button onClick={() => void onEnroll()} busy={busy}>
          {t('enroll.enrollFree')}
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <p className="enroll-panel__state">{t('enroll.notEnrolled')}</p>
        <Link className="button button--primary" to={paths.enroll(formation.id)}>
          <BidiText text={t('enroll.enrollPaid', { price: isolate(formatPrice(formation.price_centimes, language)) })} />
        </Link>
        <p className="enroll-panel__hint">{online ? t('enroll.paidHint') : t('enroll.offline')}</p>
      </>
    );
  }

  return (
    <div className="enroll-panel">
      <div role="status" aria-live="polite" className="enroll-panel__live">
        {welcome ? <p className="enroll-panel__success">{t('subscribe.created')}</p> : null}
        {state.checking && enrollment?.status !== 'active' ? <p>{t('enroll.checking')}</p> : null}
        {justEnrolled ? <p className="enroll-panel__success">{t('enroll.success')}</p> : null}
      </div>
      {state.checkError ? (
        <div className="catalogue-notice catalogue-notice--error" role="alert">
          <p>{t(state.checkError, errorKeyOptions)}</p>
          <Button variant="secondary" onClick={state.recheck}>
            {t('list.retry')}
          </Button>
        </div>
      ) : null}
      {failure ? (
        <div className="catalogue-notice catalogue-notice--error" role="alert">
          <p>{t(failure, errorKeyOptions)}</p>
        </div>
      ) : null}
      {body}
    </div>
  );
}
