import { useLiveQuery } from 'dexie-react-hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Language } from '../../../../contract/constants';
import { pickLanguage } from '../../../../contract/pick-language';
import { publicDb } from '../../../data/db';
import type { DownloadWaitRow } from '../../../data/downloads/schedule/wait-records';
import type { UserDatabase } from '../../../data/user-db';
import { paths } from '../../../lib/paths';
import { WaitingDownload } from './waiting-download';

interface WaitingItemProps {
  db: UserDatabase;
  row: DownloadWaitRow;
  title: string;
}

function WaitingItem({ db, row, title }: WaitingItemProps) {
  const titleId = useId();
  return (
    <li className="waiting-downloads__item">
      <h3 className="waiting-downloads__name" id={titleId} dir="auto">
        <Link to={paths.course(row.formation_id)}>{title}</Link>
      </h3>
      <WaitingDownload db={db} row={row} describedBy={titleId} />
    </li>
  );
}

/** /downloads: the downloads set to wait for Wi-Fi or the night, oldest first; nothing when there are none. */
export function WaitingDownloads({ db, language }: { db: UserDatabase; language: Language }) {
  const { t } = useTranslation('downloads');
  const headingId = useId();
  const rows = useLiveQuery(async () => {
    const waits = (await db.download_waits.toArray()).sort((a, b) => a.queued_at.localeCompare(b.queued_at));
    return Promise.all(waits.map(async (row) => ({ row, formation: (await publicDb().formations.get(row.formation_id)) ?? null })));
  }, [db]);
  if (!rows || rows.length === 0) return null;
  return (
    <section className="waiting-downloads" aria-labelledby={headingId}>
      <h2 id={headingId} className="waiting-downloads__title">
        {t('schedule.waitingTitle')}
      </h2>
      <ul className="waiting-downloads__list">
        {rows.map(({ row, formation }) => (
          <WaitingItem
            key={row.formation_id}
            db={db}
            row={row}
            title={formation ? pickLanguage(formation.title, language) : t('page.unknownCourse')}
          />
        ))}
      </ul>
    </section>
  );
}
