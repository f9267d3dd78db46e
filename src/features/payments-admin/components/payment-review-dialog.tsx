import { useId, useRef, useState, type ReactNode } from 'react';
import type { ErrorCode } from '../../../../contract/errors';
import { PAYMENT_REJECT_REASON_MAX_LENGTH, RejectPaymentInputSchema, type AdminPayment } from '../../../../contract/payments';
import { pickLanguage } from '../../../../contract/pick-language';
import { ApiError, asApiError } from '../../../lib/api';
import { isolate } from '../../../lib/bidi';
import { errorKeyOptions } from '../../../lib/i18n';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { EmailText } from '../../../ui/email-text';
import { TextAreaField } from '../../../ui/field';
import { showToast } from '../../../ui/toast';
import { approvePayment, rejectPayment } from '../api/payments-admin-api';
import { formatDateTime, formatMad, hoursWaited, waitKey, waitLevel } from '../format';
import { ReceiptViewer } from './receipt-viewer';

interface PaymentReviewDialogProps {
  payment: AdminPayment;
  onClose: () => void;
  /** A decision was recorded (by us, or by someone else first): the list asks the server again. */
  onDecided: () => void;
}

const NO_REASON = { reason: '' };

type Failure = { kind: 'conflict' } | { kind: 'own' } | { kind: 'error'; code: ErrorCode };

/**
 * One payment under review: the receipt large beside what the learner paid and wrote, and the two
 * decisions, each confirmed in a second step (approving asks as rejecting does). A decision is
 * sent once whatever the clicks (the ref closes the door before React re-renders), and a 409 says plainly
 * that another staff member decided first, or that this is the reviewer's own payment (four eyes).
 */
export function PaymentReviewDialog({ payment, onClose, onDecided }: PaymentReviewDialogProps) {
  const { t } = useTranslation(['payments-admin', 'errors']);
  const language = useLanguage();
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const sending = useRef(false);
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const rejectForm = useSchemaForm(RejectPaymentInputSchema, NO_REASON);
  const reasonError = rejectForm.error('reason');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [decided, setDecided] = useState(payment.status !== 'pending');
  const formId = useId();
  // Hours waited as of opening the review, not of each render.
  const [openedAt] = useState(() => Date.now());
  const hours = hoursWaited(payment.created_at, openedAt);
  const learner = `${payment.learner.first_name} ${payment.learner.last_name}`;
  const formation = pickLanguage(payment.formation_title, language);

  const decide = async (kind: 'approve' | 'reject', send: () => Promise<AdminPayment>) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(kind);
    setFailure(null);
    try {
      const after = await send();
      setDecided(true);
      // Approving a course already paid records a refund due instead of a second enrolment.
      const message = after.status === 'duplicate' ? 'review.duplicate' : kind === 'approve' ? 'review.approved' : 'review.rejected';
      showToast(t(message), after.status === 'duplicate' ? 'info' : 'success');
      onDecided();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'payments.own_payment') {
        setFailure({ kind: 'own' });
        setApproving(false);
        setRejecting(false);
      } else if (error instanceof ApiError && error.status === 409) {
        setDecided(true);
        setFailure({ kind: 'conflict' });
        onDecided();
      } else if (error instanceof ApiError && error.fieldErrors.reason?.[0]) {
        rejectForm.setServerErrors(error.fieldErrors);
      } else {
        setFailure({ kind: 'error', code: asApiError(error).code });
      }
    } finally {
      sending.current = false;
      setBusy(null);
    }
  };

  const rejectWith = ({ reason }: { reason: string }) => decide('reject', () => rejectPayment(payment.id, reason));

  const facts: [string, ReactNode][] = [
    [t('columns.learner'), <bdi key="l">{learner}</bdi>],
    [t('columns.email'), <EmailText key="e" email={payment.learner.email} />],
    [t('columns.formation'), <bdi key="f">{formation}</bdi>],
    [t('columns.amount'), <bdi key="a">{formatMad(payment.amount_centimes, language)}</bdi>],
    [t('columns.method'), t(`method.${payment.method}`)],
    [t('columns.status'), t(`status.${payment.status}`)],
    [t('columns.sent'), <bdi key="s">{formatDateTime(payment.created_at, language)}</bdi>],
    [
      t('columns.reference'),
      payment.transfer_reference ? (
        <bdi key="r" dir="auto">
          {payment.transfer_reference}
        </bdi>
      ) : (
        t('none')
      ),
    ],
  ];

  return (
    <Dialog open title={t('review.title', { name: isolate(learner) })} onClose={onClose}>
      <div className="review">
        <div className="review__receipt">
          {payment.has_receipt ? (
            <ReceiptViewer paymentId={payment.id} alt={t('receipt.alt', { name: learner })} />
          ) : (
            <p>{t('receipt.none')}</p>
          )}
        </div>
        <div className="review__side">
          {payment.status === 'pending' ? (
            <p className={`wait wait--${waitLevel(hours)}`}>{t(waitKey(hours), { hours, count: hours })}</p>
          ) : null}
          <dl className="review__facts">
            {facts.map(([label, value]) => (
              <div key={label} className="review__fact">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="review__notes">
            <h3>{t('columns.notes')}</h3>
            {payment.notes ? (
              <p dir="auto" className="review__note-text">
                {payment.notes}
              </p>
            ) : (
              <p>{t('none')}</p>
            )}
          </div>
          {payment.reason ? (
            <div className="review__notes">
              <h3>{t('review.reason')}</h3>
              <p dir="auto" className="review__note-text">
                {payment.reason}
              </p>
            </div>
          ) : null}
          {payment.reviewer && payment.decided_at ? (
            <p>
              {t('review.decidedBy')} <bdi>{payment.reviewer.name}</bdi> · <bdi>{formatDateTime(payment.decided_at, language)}</bdi>
            </p>
          ) : null}
          {failure ? (
            <div role="alert" className="review__alert">
              <p>
                {failure.kind === 'conflict'
                  ? t('review.conflict')
                  : failure.kind === 'own'
                    ? t('review.ownPayment')
                    : t(failure.code, errorKeyOptions)}
              </p>
            </div>
          ) : null}
          {!decided ? (
            <>
              {!approving && !rejecting ? (
                <div className="review__actions">
                  <Button disabled={busy !== null || failure?.kind === 'own'} onClick={() => setApproving(true)}>
                    {t('review.approve')}
                  </Button>
                  <Button variant="secondary" disabled={busy !== null || failure?.kind === 'own'} onClick={() => setRejecting(true)}>
                    {t('review.reject')}
                  </Button>
                </div>
              ) : null}
              {approving ? (
                <div className="review__reject" role="group" aria-labelledby={`${formId}-approve`}>
                  <p id={`${formId}-approve`}>
                    {t('review.confirmApproveText', {
                      name: isolate(learner),
                      amount: formatMad(payment.amount_centimes, language),
                      formation: isolate(formation),
                    })}
                  </p>
                  <div className="review__actions">
                    <Button
                      busy={busy === 'approve'}
                      disabled={busy !== null}
                      onClick={() => void decide('approve', () => approvePayment(payment.id))}
                    >
                      {t('review.confirmApprove')}
                    </Button>
                    <Button variant="ghost" disabled={busy !== null} onClick={() => setApproving(false)}>
                      {t('cancel')}
                    </Button>
                  </div>
                </div>
              ) : null}
              {rejecting ? (
                <form id={formId} className="review__reject" onSubmit={(event) => rejectForm.handleSubmit(rejectWith)(event)} noValidate>
                  <TextAreaField
                    label={t('review.reasonLabel')}
                    hint={t('review.reasonHint')}
                    rows={4}
                    required
                    dir="auto"
                    maxLength={PAYMENT_REJECT_REASON_MAX_LENGTH}
                    {...rejectForm.bind('reason')}
                    error={reasonError ? t(reasonError, errorKeyOptions) : null}
                    // The staff member just asked to reject: the reason is what they type next.
                    // eslint-disable-next-line jsx-a11y/no-autofocus
                    autoFocus
                  />
                  <div className="review__actions">
                    <Button type="submit" busy={busy === 'reject'} disabled={busy !== null}>
                      {t('review.confirmReject')}
                    </Button>
                    <Button variant="ghost" disabled={busy !== null} onClick={() => setRejecting(false)}>
                      {t('cancel')}
                    </Button>
                  </div>
                </form>
              ) : null}
            </>
          ) : (
            <Button variant="secondary" onClick={onClose}>
              {t('close')}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
