import { useTranslation } from 'react-i18next';
import { errorKeyOptions } from '../../../lib/i18n';
import type { SyncState } from '../../../data/sync-state';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';

interface CatalogueStatusProps {
  /** The catalogue stream's state on this device (null: never tried yet). */
  sync: SyncState | null;
  online: boolean;
  onRetry: () => void;
}

/**
 * What an empty mirror means: the first sync is still running (a new device), it failed (offline on a
 * first visit, or the server), or the catalogue really has no course yet.
 */
export function CatalogueStatus({ sync, online, onRetry }: CatalogueStatusProps) {
  const { t } = useTranslation(['catalogue', 'errors']);
  if (sync?.synced_at) {
    return <p className="catalogue-status">{t('list.empty')}</p>;
  }
  if (sync?.error_code) {
    const offline = !online || sync.error_code === 'network.error';
    return (
      <div className="catalogue-status catalogue-status--error" role="alert">
        <p>{offline ? t('list.errorOffline') : t('courses.load_failed', errorKeyOptions)}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="catalogue-status">
      <Spinner label={t('list.firstSync')} />
      <p aria-hidden="true">{t('list.firstSync')}</p>
    </div>
  );
}
