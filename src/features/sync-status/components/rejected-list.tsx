import { useState } from 'react';
import { discardRow } from '../../../data/outbox/outbox-actions';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import type { OutboxEntry } from '../hooks/use-sync-overview';
import { formatMoment } from '../formatting';
import { errorKeyOptions } from '../../../lib/i18n';

interface RejectedListProps {
  entries: OutboxEntry[];
}

/**
 * Rows the server refused for good (a 4xx other than 408, 425 and 429): sending them again would get the
 * same answer, so each says why and offers "Remove" only. Rows a retry can help stay in the queued list.
 */
export function RejectedList({ entries }: RejectedListProps) {
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
            <p className="sync-row__title" id={`sync-refused-${row.id}`}>
              {t(`kinds.${row.kind}`)}
            </p>
            <p className="sync-row__meta">
              <time dateTime={row.created_at}>{formatMoment(row.created_at, language)}</time>
            </p>
            <p className="sync-row__reason">
              {t('rejected.reason', {
                reason: row.last_error ? t(row.last_error, errorKeyOptions) : t('unexpected.error', errorKeyOptions),
              })}
            </p>
            <div className="sync-row__actions">
              <Button
                variant="secondary"
                aria-describedby={`sync-refused-${row.id}`}
                onClick={() => void discardRow(db, row.id).then(() => setAnnouncement(t('rejected.discarded')))}
              >
                {t('rejected.discard')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
