import { useState } from 'react';
import { startOutbox, syncOutboxNow } from '../../../data/outbox/outbox-runtime';
import { syncNow } from '../../../data/sync-runtime';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { QueuedList } from '../components/queued-list';
import { RejectedList } from '../components/rejected-list';
import { StorageStatus } from '../components/storage-status';
import { StreamStatus } from '../components/stream-status';
import { useNow } from '../hooks/use-now';
import { useOnline } from '../../../lib/use-online';
import { useSyncOverview } from '../hooks/use-sync-overview';
import { useUserDb } from '../../../lib/use-user-db';
import './sync.css';

/** The last press of "Sync now": under way, ended, or refused at once because the device is offline. */
type SyncRun = 'idle' | 'syncing' | 'done' | 'offline';

/** /sync: what this device has sent and pulled, what waits, what was refused, and the storage it uses. */
export function Component() {
  const { t } = useTranslation('sync');
  const online = useOnline();
  const now = useNow();
  const overview = useSyncOverview(useUserDb());
  const [run, setRun] = useState<SyncRun>('idle');

  const syncEverything = async () => {
    // Offline, a press would only fail: nothing is sent, and the queued rows leave by themselves on `online`.
    if (!navigator.onLine) {
      setRun('offline');
      return;
    }
    setRun('syncing');
    startOutbox();
    try {
      // Each due row gets one try (outbox-runner.ts), so the run ends even when the network is bad.
      await Promise.allSettled([syncOutboxNow(), syncNow()]);
    } finally {
      setRun('done');
    }
  };

  const waiting = (overview?.queued.length ?? 0) > 0;
  return (
    <Page title={t('title')} lead={t('lead')} className="sync-page">
      <section className="sync-card" aria-labelledby="sync-connection-title">
        <h2 id="sync-connection-title">{t('connection.heading')}</h2>
        <p className={online ? 'sync-connection sync-connection--online' : 'sync-connection sync-connection--offline'} role="status">
          <span className="sync-connection__dot" aria-hidden="true" />
          {online ? t('connection.online') : t('connection.offline')}
        </p>
        <div className="sync-actions">
          <Button onClick={() => void syncEverything()} busy={run === 'syncing'}>
            {run === 'syncing' ? t('syncing') : t('syncNow')}
          </Button>
          <p className="sync-actions__status" aria-live="polite">
            {/* The "no connection" answer is about that moment: it goes once the connection is back. */}
            {run === 'offline' ? (online ? '' : t('offlineNow')) : run === 'done' ? (waiting ? t('syncedWaiting') : t('synced')) : ''}
          </p>
        </div>
      </section>

      {overview ? (
        <>
          <StreamStatus catalogue={overview.catalogue} me={overview.me} lastPush={overview.lastPush} now={now} />
          <RejectedList entries={overview.rejected} />
          <QueuedList entries={overview.queued} now={now} online={online} onRetry={() => void syncOutboxNow()} />
        </>
      ) : (
        <Spinner />
      )}
      <StorageStatus />
    </Page>
  );
}
