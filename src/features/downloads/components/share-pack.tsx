import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../contract/constants';
import { buildSharedPack, handOver, shareablePack, type ShareOutcome } from '../../../data/packs/share-pack';
import type { UserDatabase } from '../../../data/user-db';
import { isolate } from '../../../lib/bidi';
import { formatSize } from '../../../lib/format-size';
import { BidiText } from '../../../ui/bidi-text';
import { Button } from '../../../ui/button';
import { ProgressBar } from '../../../ui/progress-bar';
import './offline-download.css';

interface SharePackProps {
  db: UserDatabase;
  formationId: string;
  title: string;
  language: Language;
}

type Result = { kind: ShareOutcome; name: string } | { kind: 'failed' };

/**
 * "Share" (مشاركة) for a downloaded formation: the pack's size first, a bar while the file is put
 * together from the phone's caches, then the share sheet (or the file saved where files cannot be shared).
 * Works with no network: everything comes from the phone.
 */
export function SharePack({ db, formationId, title, language }: SharePackProps) {
  const { t } = useTranslation('downloads');
  const shareable = useLiveQuery(() => shareablePack(db, formationId), [db, formationId]);
  const [building, setBuilding] = useState<{ bytes: number; total: number } | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  if (shareable === undefined || shareable === 'not_downloaded') return null;
  if (typeof shareable === 'string') {
    return <p className="share-pack__note">{t(`pack.${shareable}`)}</p>;
  }
  const ready = shareable;

  async function share() {
    setResult(null);
    setBuilding({ bytes: 0, total: ready.plan.size });
    try {
      const file = await buildSharedPack(db, ready, (bytes, total) => setBuilding({ bytes, total }));
      setResult({ kind: await handOver(file, title), name: file.name });
    } catch {
      setResult({ kind: 'failed' });
    } finally {
      setBuilding(null);
    }
  }

  return (
    <div className="share-pack">
      <p className="share-pack__size">
        <BidiText text={t('pack.shareSize', { size: isolate(formatSize(ready.plan.size, language)) })} />
      </p>
      <Button variant="secondary" onClick={() => void share()} busy={building !== null} data-testid="share-pack">
        {t('pack.share')}
      </Button>
      {building ? (
        <div className="share-pack__progress">
          <p>{t('pack.building')}</p>
          <ProgressBar value={building.total > 0 ? (building.bytes / building.total) * 100 : 0} label={t('pack.buildLabel')} showValue />
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="share-pack__result">
        {result === null ? null : result.kind === 'failed' ? (
          t('pack.shareFailed')
        ) : result.kind === 'saved' ? (
          <BidiText text={t('pack.saved', { name: isolate(result.name) })} />
        ) : (
          t(`pack.${result.kind}`)
        )}
      </p>
    </div>
  );
}
