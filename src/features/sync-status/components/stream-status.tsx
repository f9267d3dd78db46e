import type { SyncState } from '../../../data/sync-state';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { RelativeTime } from './relative-time';
import { errorKeyOptions } from '../../../lib/i18n';

interface StreamStatusProps {
  catalogue: SyncState | null;
  me: SyncState | null;
  lastPush: string | null;
  now: number;
}

/** Last successful pull of each stream and last acknowledged push, with the last failure's reason. */
export function StreamStatus({ catalogue, me, lastPush, now }: StreamStatusProps) {
  const { t } = useTranslation('sync');
  const language = useLanguage();
  const when = (iso: string | null | undefined) => (iso ? <RelativeTime iso={iso} now={now} language={language} /> : t('streams.never'));
  const rows = [
    { id: 'catalogue', label: t('streams.catalogue'), state: catalogue },
    { id: 'me', label: t('streams.me'), state: me },
  ] as const;

  return (
    <section className="sync-card" aria-labelledby="sync-streams-title">
      <h2 id="sync-streams-title">{t('streams.heading')}</h2>
      <dl className="sync-facts">
        {rows.map(({ id, label, state }) => (
          <div key={id} className="sync-facts__row">
            <dt>{label}</dt>
            <dd>
              {when(state?.synced_at)}
              {state?.error_code ? (
                <span className="sync-facts__note">{t('streams.failed', { reason: t(state.error_code, errorKeyOptions) })}</span>
              ) : null}
            </dd>
          </div>
        ))}
        <div className="sync-facts__row">
          <dt>{t('streams.push')}</dt>
          <dd>{when(lastPush)}</dd>
        </div>
      </dl>
    </section>
  );
}
