import { Link } from 'react-router-dom';
import type { ErrorCode } from '../../contract/errors';
import { BANK_TRANSFER_VERIFICATION_HOURS, type Payment } from '../../contract/payments';
import { isolate } from '../lib/bidi';
import { errorKeyOptions } from '../lib/i18n';
import { paths } from '../lib/paths';
import { useOnline } from '../lib/use-online';
import { useTranslation } from 'react-i18next';
import { BidiText } from '../ui/bidi-text';
import './payment-status.css';

/**
 * Where a learner's payment for one formation stands, the same sentence on the formation page,
 * the dashboard and the profile. The shape is src/data/payment-records.ts's PaymentState (ui/ reads no
 * data/, so it is restated here; TypeScript checks the two agree where a feature passes one).
 */
export type PaymentStatusView =
  | { kind: 'queued'; sending: boolean }
  | { kind: 'refused'; code: ErrorCode | null }
  | { kind: 'server'; payment: Pick<Payment, 'status' | 'method' | 'reason'> };

type Tone = 'waiting' | 'done' | 'problem';

interface PaymentStatusProps {
  state: PaymentStatusView;
  formationId: string;
  /** Offer the way forward (replace the photo, send a new receipt) as a link to the payment screen. */
  withAction?: boolean;
  /** Where a pay button would be: while the payment is open, say plainly not to pay twice. */
  warnOpen?: boolean;
}

export function PaymentStatus({ state, formationId, withAction = true, warnOpen = false }: PaymentStatusProps) {
  const { t } = useTranslation(['payments', 'errors']);
  const online = useOnline();
  let text: string;
  let tone: Tone = 'waiting';
  let action: string | null = null;
  const open = state.kind === 'queued' || (state.kind === 'server' && state.payment.status === 'pending');
  if (state.kind === 'queued') {
    // Offline, a send under way is only the replay finding no network: the receipt waits on the phone.
    text = state.sending && online ? t('state.sending') : t('state.queued');
  } else if (state.kind === 'refused') {
    text = t('state.refused', { reason: t(state.code ?? 'payment.proof_submission_failed', errorKeyOptions) });
    tone = 'problem';
    action = t('state.replacePhoto');
  } else {
    const { payment } = state;
    const reason = payment.reason ? isolate(payment.reason) : t('state.noReason');
    switch (payment.status) {
      case 'pending':
        text =
          payment.method === 'card'
            ? t('state.cardPending')
            : t('state.pending', { min: BANK_TRANSFER_VERIFICATION_HOURS.min, max: BANK_TRANSFER_VERIFICATION_HOURS.max });
        break;
      case 'approved':
      case 'paid':
        text = t('state.approved');
        tone = 'done';
        break;
      case 'rejected':
        text = t('state.rejected', { reason });
        tone = 'problem';
        action = t('state.sendNew');
        break;
      case 'failed':
        text = t('state.failed', { reason });
        tone = 'problem';
        action = t('card.tryAgain');
        break;
      case 'duplicate':
        // The formation was settled by another payment: this one is owed back.
        text = t('state.duplicate');
        break;
      case 'void':
        text = t('state.void');
        break;
    }
  }
  return (
    <div className={`payment-status payment-status--${tone}`}>
      <p className="payment-status__text">
        <BidiText text={text} />
      </p>
      {warnOpen && open ? <p className="payment-status__warning">{t('state.doNotPayTwice')}</p> : null}
      {withAction && action ? (
        <Link className="button button--secondary payment-status__action" to={paths.enroll(formationId)}>
          {action}
        </Link>
      ) : null}
    </div>
  );
}
