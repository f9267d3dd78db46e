import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { formatValue } from '../../../lib/format';
import { useStorageStatus } from '../hooks/use-storage-status';

/** Space used and available (`navigator.storage.estimate()`), and whether the data is kept for sure. */
export function StorageStatus() {
  const { t } = useTranslation('sync');
  const { usage, quota, persisted, denied, requestPersist } = useStorageStatus();
  const language = useLanguage();
  return (
    <section className="sync-card" aria-labelledby="sync-storage-title">
      <h2 id="sync-storage-title">{t('storage.heading')}</h2>
      <p>
        {usage !== null && quota !== null
          ? t('storage.used', { used: formatValue(usage, 'bytes', language), quota: formatValue(quota, 'bytes', language) })
          : t('storage.unknown')}
      </p>
      {usage !== null && quota !== null && quota > 0 ? (
        <progress className="sync-storage__bar" max={quota} value={usage} aria-label={t('storage.heading')} />
      ) : null}
      {persisted === null ? null : <p>{persisted ? t('storage.persistent') : t('storage.notPersistent')}</p>}
      {persisted === false ? (
        <Button variant="secondary" onClick={() => void requestPersist()}>
          {t('storage.persist')}
        </Button>
      ) : null}
      {denied ? <p role="status">{t('storage.persistDenied')}</p> : null}
    </section>
  );
}
