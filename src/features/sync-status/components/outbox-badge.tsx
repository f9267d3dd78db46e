import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useTranslation } from 'react-i18next';
import { useOutboxCounts } from '../hooks/use-outbox-counts';
import { useUserDb } from '../../../lib/use-user-db';
import './outbox-badge.css';

/**
 * The navbar's outbox badge: how many of the learner's changes wait to be sent (a live query), turning
 * into a warning when the server refused one. Hidden when nothing waits; a link to /sync.
 */
export function OutboxBadge() {
  const { t } = useTranslation('sync');
  const counts = useOutboxCounts(useUserDb());
  if (!counts || (counts.queued === 0 && counts.rejected === 0)) return null;
  const warning = counts.rejected > 0;
  const label = warning ? t('badge.rejected', { count: counts.rejected }) : t('badge.pending', { count: counts.queued });
  return (
    <Link to={paths.sync} className={warning ? 'outbox-badge outbox-badge--warning' : 'outbox-badge'} aria-label={label} title={label}>
      <span aria-hidden="true">{warning ? '!' : '↻'}</span>
      <span aria-hidden="true">{warning ? counts.rejected : counts.queued}</span>
    </Link>
  );
}
