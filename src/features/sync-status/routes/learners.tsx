import { useEffect, useState } from 'react';
import type { ErrorCode } from '../../../../contract/errors';
import type { DeviceSort, LearnerDevicePage } from '../../../../contract/outbox';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { Spinner } from '../../../ui/spinner';
import { fetchLearnerDevices } from '../api/fetch-learner-devices';
import { RelativeTime } from '../components/relative-time';
import { deviceLabel } from '../device-label';
import { useNow } from '../hooks/use-now';
import './learners.css';

type SortColumn = 'name' | 'last_sync' | 'delivered';
type Load = { key: string; page: LearnerDevicePage } | { key: string; error: ErrorCode };

const COLUMN_LABEL = { name: 'learners.columns.learner', last_sync: 'learners.columns.lastSync', delivered: 'learners.columns.delivered' } as const;

function direction(sort: DeviceSort, column: SortColumn): 'ascending' | 'descending' | 'none' {
  if (sort === column) return 'ascending';
  if (sort === `-${column}`) return 'descending';
  return 'none';
}

/** /dashboard/learners (agent, admin): each learner's devices, last sync and delivered changes, sortable. */
export function Component() {
  const { t, i18n } = useTranslation('sync');
  const now = useNow(60_000);
  const [sort, setSort] = useState<DeviceSort>('last_sync');
  const [pageNumber, setPageNumber] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load | null>(null);
  const key = `${sort}|${pageNumber}|${attempt}`;

  useEffect(() => {
    let live = true;
    fetchLearnerDevices(pageNumber, sort).then(
      (page) => live && setLoad({ key, page }),
      (error: unknown) => live && setLoad({ key, error: error instanceof ApiError ? error.code : 'unexpected.error' }),
    );
    return () => {
      live = false;
    };
  }, [key, pageNumber, sort]);

  const current = load?.key === key ? load : null;
  const toggle = (column: SortColumn) => {
    // A first press on "last sync" keeps the longest silences first; on other columns it goes A→Z, most first for counts.
    const first: DeviceSort = column === 'delivered' ? '-delivered' : column;
    setSort((previous) => (previous === first ? (first.startsWith('-') ? column : (`-${column}` as DeviceSort)) : first));
    setPageNumber(1);
  };

  const header = (column: SortColumn) => {
    const label = t(COLUMN_LABEL[column]);
    return (
      <th scope="col" aria-sort={direction(sort, column)}>
        <button type="button" className="learners-sort" onClick={() => toggle(column)} aria-label={t('learners.sortBy', { column: label })}>
          {label}
          <span aria-hidden="true" className="learners-sort__arrow">
            {direction(sort, column) === 'ascending' ? '▲' : direction(sort, column) === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      </th>
    );
  };

  const when = (iso: string | null) => (iso ? <RelativeTime iso={iso} now={now} language={i18n.language} /> : t('learners.never'));

  return (
    <Page title={t('learners.title')} lead={t('learners.lead')} className="learners-page">
      {!current ? (
        <Spinner />
      ) : 'error' in current ? (
        <div role="alert" className="learners-error">
          <p>{t(`errors:${current.error}`)}</p>
          <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
            {t('learners.retry')}
          </Button>
        </div>
      ) : current.page.data.length === 0 ? (
        <p>{t('learners.empty')}</p>
      ) : (
        <>
          <div className="learners-table-wrap">
            <table className="learners-table">
              <caption className="visually-hidden">{t('learners.caption')}</caption>
              <thead>
                <tr>
                  {header('name')}
                  <th scope="col">{t('learners.columns.device')}</th>
                  {header('last_sync')}
                  <th scope="col">{t('learners.columns.lastWrite')}</th>
                  {header('delivered')}
                </tr>
              </thead>
              <tbody>
                {current.page.data.map((row) => (
                  <tr key={`${row.user_id}|${row.device_id ?? ''}`} className={row.last_sync_at ? undefined : 'learners-table__row--silent'}>
                    <th scope="row">
                      <span className="learners-table__name">
                        {row.first_name} {row.last_name}
                      </span>
                      <span className="learners-table__email">{row.email}</span>
                    </th>
                    <td>{row.device_id ? (deviceLabel(row.user_agent) ?? t('learners.unknownBrowser')) : t('learners.noDevice')}</td>
                    <td>{when(row.last_sync_at)}</td>
                    <td>{when(row.last_write_at)}</td>
                    <td className="learners-table__count">{new Intl.NumberFormat(i18n.language).format(row.delivered_writes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={current.page.meta.page} totalPages={current.page.meta.total_pages} onPageChange={setPageNumber} />
        </>
      )}
    </Page>
  );
}
