import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import type { OutboxEntry } from '../hooks/use-sync-overview';
import { formatAge, formatMoment } from '../formatting';
import { errorKeyOptions } from '../../../lib/i18n';

interface QueuedListProps {
  entries: OutboxEntry[];
  now: number;
  online: boolean;
}

/** The rows the replay will still send by itself: kind, age, attempts, and what the last try met. */
export function QueuedList({ entries, now, online }: QueuedListProps) {
  const { t } = useTranslation('sync');
  const language = useLanguage();
  return (
    <section className="sync-card" aria-labelledby="sync-queued-title">
      <h2 id="sync-queued-title">{t('pending.heading')}</h2>
      {entries.length === 0 ? (
        <p className="sync-card__empty">{t('pending.empty')}</p>
      ) : (
        <ul className="sync-rows">
          {entries.map(({ row }) => (
            <li key={row.id} className="sync-row" data-kind={row.kind}>
              <p className="sync-row__title">{t(`kinds.${row.kind}`)}</p>
              <p className="sync-row__meta">
                <time dateTime={row.created_at} title={formatMoment(row.created_at, language)}>
                  {t('pending.saved', { age: formatAge(row.created_at, now, language) })}
                </time>
                <span>{t('pending.attempts', { count: row.attempts })}</span>
                {row.status === 'sending' ? <span>{t('pending.sending')}</span> : online ? null : <span>{t('pending.waiting')}</span>}
              </p>
              {row.last_error === 'auth.not_authorized' ? (
                <p className="sync-row__note">{t('pending.signIn')}</p>
              ) : row.last_error ? (
                <p className="sync-row__note">{t('pending.lastError', { reason: t(row.last_error, errorKeyOptions) })}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
