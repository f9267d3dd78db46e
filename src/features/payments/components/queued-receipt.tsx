import { useLiveQuery } from 'dexie-react-hooks';
import type { PaymentState } from '../../../data/payment-records';
import type { UserDatabase } from '../../../data/user-db';
import { isolate } from '../../../lib/bidi';
import { formatValue } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from 'react-i18next';
import { BidiText } from '../../../ui/bidi-text';
import { PaymentStatus } from '../../../domain-ui/payment-status';
import { ProgressBar } from '../../../ui/progress-bar';
import { useUploadProgress } from '../hooks/use-upload-progress';

interface QueuedReceiptProps {
  db: UserDatabase;
  formationId: string;
  state: Extract<PaymentState, { kind: 'queued' | 'refused' }>;
}

/** A receipt still on the phone: its state, the size it goes at, and the upload's progress while this page sends it. */
export function QueuedReceipt({ db, formationId, state }: QueuedReceiptProps) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const progress = useUploadProgress(state.outboxId);
  const bytes = useLiveQuery(async () => (await db.outbox.get(state.outboxId))?.request.files[0]?.blob.size ?? null, [db, state.outboxId]);
  const sending = state.kind === 'queued' && (state.sending || progress !== null);
  return (
    <div className="queued-receipt">
      <PaymentStatus state={state.kind === 'queued' ? { kind: 'queued', sending } : state} formationId={formationId} withAction={false} />
      {bytes ? (
        <p className="queued-receipt__size">
          <BidiText text={t('receipt.sentSize', { size: isolate(formatValue(bytes, 'bytes', language)) })} />
        </p>
      ) : null}
      {progress ? (
        <ProgressBar value={progress.total > 0 ? (progress.loaded / progress.total) * 100 : 0} label={t('state.upload')} showValue />
      ) : null}
    </div>
  );
}
