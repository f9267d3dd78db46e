import { useState } from 'react';
import { discardRow, retryRow } from '../../../data/outbox/outbox-actions';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import type { OutboxEntry } from '../hooks/use-sync-overview';
import { formatMoment } from '../formatting';
import { errorKeyOptions } from '../../../lib/i18n';

interface RejectedListProps {
  entries: OutboxEntry[];
  /** Called after a retry, so the replay starts at once. */
  onRetried: () => void;
}

/** Rows the server refused, each with its translated reason and the learner's two ways out. */
export function RejectedList({ entries, onRetried }: RejectedListProps) {
  const { t } = useTranslation('sync');
  const language = useLanguage();
  const [announcement, setAnnouncement] = useState('');
  if (entries.length === 0 && !announcement) return null;

  return (
    <section className="sync-card sync-card--warning" aria-labelledby="sync-rejected-title">
      <h2 id="sync-rejected-title">{t('rejected.heading')}</h2>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {entries.length > 0 ? <p>{t('rejected.help')}</p> : null}
      <ul className="sync-rows">
        {entries.map(({ row, db }) => (
          <li key={row.id} className="sync-row" data-kind={row.kind}>
            <p className="sync-row__title">{t(`kinds.${row.kind}`)}</p>
            <p className="sync-row__meta">
              <time dateTime={row.created_at}>{formatMoment(row.created_at, language)}</time>
            </p>
            <p className="sync-row__reason">{t('rejected.reason', { reason: row.last_error ? t(row.last_error, errorKeyOptions) : t('unexpected.error', errorKeyOptions) })}</p>
            <div className="sync-row__actions">
              <Button
                variant="primary"
                onClick={() =>
                  void retryRow(db, row.id).then(() => {
                    setAnnouncement(t('rejected.retried'));
                    onRetried();
                  })
                }
              >
                {t('rejected.retry')}
              </Button>
              <Button variant="secondary" onClick={() => void discardRow(db, row.id).then(() => setAnnouncement(t('rejected.discarded')))}>
                {t('rejected.discard')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
