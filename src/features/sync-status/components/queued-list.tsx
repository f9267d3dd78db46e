import { useTranslation } from 'react-i18next';
import { retryWaitingRow } from '../../../data/outbox/outbox-actions';
import type { OutboxRow } from '../../../data/outbox/outbox-row';
import { errorKeyOptions } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import type { OutboxEntry } from '../hooks/use-sync-overview';
import { formatAge, formatClock, formatMoment } from '../formatting';

interface QueuedListProps {
  entries: OutboxEntry[];
  now: number;
  online: boolean;
  /** Called after "retry now", so the replay runs at once. */
  onRetry: () => void;
}

/** What the last try of a waiting row met, as the learner should read it. */
type LastTry = 'sending' | 'connection' | 'server' | 'signIn' | 'none';

function lastTryOf(row: OutboxRow, online: boolean): LastTry {
  if (row.status === 'sending') return 'sending';
  if (row.last_error === 'auth.not_authorized') return 'signIn';
  if (!online || row.last_error === 'network.error') return 'connection';
  return row.last_error ? 'server' : 'none';
}

/**
 * The rows the replay will still send by itself: kind, age, sends so far, what the last one met
 * ("waiting for a connection", "server busy", "sign in again") and when the next one is due. Rows a
 * retry can help (no network, a busy server) offer one, while the device is online.
 */
export function QueuedList({ entries, now, online, onRetry }: QueuedListProps) {
  const { t } = useTranslation('sync');
  const language = useLanguage();
  return (
    <section className="sync-card" aria-labelledby="sync-queued-title">
      <h2 id="sync-queued-title">{t('pending.heading')}</h2>
      {entries.length === 0 ? (
        <p className="sync-card__empty">{t('pending.empty')}</p>
      ) : (
        <ul className="sync-rows">
          {entries.map(({ row, db }) => {
            const lastTry = lastTryOf(row, online);
            const nextTry =
              online && (lastTry === 'connection' || lastTry === 'server') && row.next_attempt_at > now ? row.next_attempt_at : null;
            return (
              <li key={row.id} className="sync-row" data-kind={row.kind} data-last-try={lastTry}>
                <p className="sync-row__title" id={`sync-row-${row.id}`}>
                  {t(`kinds.${row.kind}`)}
                </p>
                <p className="sync-row__meta">
                  <time dateTime={row.created_at} title={formatMoment(row.created_at, language)}>
                    {t('pending.saved', { age: formatAge(row.created_at, now, language, t('time.justNow')) })}
                  </time>
                  <span>{t('pending.attempts', { count: row.attempts })}</span>
                </p>
                {lastTry === 'sending' ? <p className="sync-row__note">{t('pending.sending')}</p> : null}
                {lastTry === 'connection' ? <p className="sync-row__note">{t('pending.waiting')}</p> : null}
                {lastTry === 'signIn' ? <p className="sync-row__note">{t('pending.signIn')}</p> : null}
                {lastTry === 'server' && row.last_error ? (
                  <p className="sync-row__note">{t('pending.serverBusy', { reason: t(row.last_error, errorKeyOptions) })}</p>
                ) : null}
                {nextTry !== null ? (
                  <p className="sync-row__note">
                    <time dateTime={new Date(nextTry).toISOString()}>{t('pending.nextTry', { time: formatClock(nextTry, language) })}</time>
                  </p>
                ) : null}
                {online && (lastTry === 'connection' || lastTry === 'server') ? (
                  <div className="sync-row__actions">
                    <Button
                      variant="secondary"
                      aria-describedby={`sync-row-${row.id}`}
                      onClick={() => void retryWaitingRow(db, row.id).then(onRetry)}
                    >
                      {t('pending.retry')}
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
