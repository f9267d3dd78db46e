import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectionIsUnmetered, decide, formatTimeOfDay } from '../../../data/downloads/schedule/decide';
import { cancelWait } from '../../../data/downloads/schedule/download-waits';
import { browserConnection, startWaitingNow } from '../../../data/downloads/schedule/schedule-runtime';
import type { DownloadWaitRow } from '../../../data/downloads/schedule/wait-records';
import type { UserDatabase } from '../../../data/user-db';
import { isolate } from '../../../lib/bidi';
import { useOnline } from '../../../lib/use-online';
import { BidiText } from '../../../ui/bidi-text';
import { Button } from '../../../ui/button';
import './download-schedule.css';

interface WaitingDownloadProps {
  db: UserDatabase;
  row: DownloadWaitRow;
  /** The element naming the formation, so "Download now" and "Cancel" say which one in a list. */
  describedBy?: string;
}

/** What a waiting download waits for, in words. */
export function useWaitText(row: DownloadWaitRow): string {
  const { t } = useTranslation('downloads');
  useOnline();
  if (row.state === 'background') return t('schedule.background');
  const facts = browserConnection();
  const decision = decide(row, new Date(), facts);
  const reason = decision.start ? (row.mode === 'wifi' ? 'wifi' : 'window') : decision.reason;
  if (reason === 'offline') return t('schedule.reasonOffline');
  if (reason === 'window' && row.window) {
    return t('schedule.reasonWindow', { from: isolate(formatTimeOfDay(row.window.start)), to: isolate(formatTimeOfDay(row.window.end)) });
  }
  return connectionIsUnmetered(facts) === null ? t('schedule.reasonWifiUnknown') : t('schedule.reasonWifi');
}

/** A waiting download: why it waits (announced), "Download now" and "Cancel". */
export function WaitingDownload({ db, row, describedBy }: WaitingDownloadProps) {
  const { t } = useTranslation('downloads');
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const text = useWaitText(row);
  return (
    <div className="waiting-download" data-testid="waiting-download">
      <p className="waiting-download__status" role="status">
        <BidiText text={text} />
      </p>
      {row.last_error ? <p role="alert">{t(`errors.${row.last_error}`)}</p> : null}
      {row.state === 'waiting' ? (
        <div className="waiting-download__actions">
          <Button
            busy={busy}
            disabled={!online}
            aria-describedby={describedBy}
            onClick={() => {
              setBusy(true);
              void startWaitingNow(db, row).finally(() => setBusy(false));
            }}
          >
            {t('schedule.startNow')}
          </Button>
          <Button variant="secondary" aria-describedby={describedBy} onClick={() => void cancelWait(db, row.formation_id)}>
            {t('schedule.cancel')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
