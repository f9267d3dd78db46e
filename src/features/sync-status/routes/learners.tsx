import { useState, type ReactNode } from 'react';
import type { DeviceSort, LearnerDevice, LearnerDevicePage } from '../../../../contract/outbox';
import { asApiError } from '../../../lib/api';
import { useRemote } from '../../../lib/use-remote';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { ResponsiveTable, type TableColumn } from '../../../ui/responsive-table';
import { Spinner } from '../../../ui/spinner';
import { fetchLearnerDevices } from '../api/fetch-learner-devices';
import { RelativeTime } from '../components/relative-time';
import { deviceLabel } from '../device-label';
import { useNow } from '../hooks/use-now';
import './learners.css';
import { formatValue } from '../../../lib/format';
import { errorKeyOptions } from '../../../lib/i18n';

type Row = LearnerDevice;
type SortColumn = 'name' | 'last_sync' | 'delivered';

const COLUMN_LABEL = {
  name: 'learners.columns.learner',
  last_sync: 'learners.columns.lastSync',
  delivered: 'learners.columns.delivered',
} as const;

function direction(sort: DeviceSort, column: SortColumn): 'ascending' | 'descending' | 'none' {
  if (sort === column) return 'ascending';
  if (sort === `-${column}`) return 'descending';
  return 'none';
}

/** /dashboard/learners (agent, admin): each learner's devices, last sync and delivered changes, sortable. */
export function Component() {
  const { t } = useTranslation('sync');
  const language = useLanguage();
  const now = useNow(60_000);
  const [sort, setSort] = useState<DeviceSort>('last_sync');
  const [pageNumber, setPageNumber] = useState(1);
  // Where each page visited starts (the page before's `meta.next`): the next page is read from its cursor
  // (keyset, as cheap as the first), and "previous" finds its own again. Page 1 starts at the top.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const after = cursors[pageNumber - 1];
  const devices = useRemote<LearnerDevicePage>(`${sort}|${pageNumber}|${after ?? ''}`, (signal) =>
    fetchLearnerDevices(pageNumber, sort, after, signal),
  );
  const failure = devices.status === 'failed' ? asApiError(devices.error).code : null;
  const page = devices.status === 'ready' ? devices.data : undefined;
  const toggle = (column: SortColumn) => {
    // A first press on "last sync" keeps the longest silences first; on other columns it goes A→Z, most first for counts.
    const first: DeviceSort = column === 'delivered' ? '-delivered' : column;
    setSort((previous) => (previous === first ? (first.startsWith('-') ? column : (`-${column}` as DeviceSort)) : first));
    setCursors([undefined]);
    setPageNumber(1);
  };
  const goTo = (target: number) => {
    const next = page?.meta.next;
    if (target === pageNumber + 1 && next) setCursors((known) => [...known.slice(0, pageNumber), next]);
    setPageNumber(target);
  };

  const sortable = (column: SortColumn, cell: (row: Row) => ReactNode, extra: Partial<TableColumn<Row>> = {}): TableColumn<Row> => {
    const label = t(COLUMN_LABEL[column]);
    return {
      id: column,
      label,
      headerOnCards: true,
      headerProps: { 'aria-sort': direction(sort, column) },
      header: (
        <button type="button" className="learners-sort" onClick={() => toggle(column)} aria-label={t('learners.sortBy', { column: label })}>
          {label}
          <span aria-hidden="true" className="learners-sort__arrow">
            {direction(sort, column) === 'ascending' ? '▲' : direction(sort, column) === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      ),
      cell,
      ...extra,
    };
  };

  const when = (iso: string | null) => (iso ? <RelativeTime iso={iso} now={now} language={language} /> : t('learners.never'));

  const columns: TableColumn<Row>[] = [
    sortable(
      'name',
      (row) => (
        <>
          <bdi className="learners-table__name">
            {row.first_name} {row.last_name}
          </bdi>
          <bdi className="learners-table__email">{row.email}</bdi>
        </>
      ),
      { rowHeader: true },
    ),
    {
      id: 'device',
      header: t('learners.columns.device'),
      label: t('learners.columns.device'),
      cell: (row) => (row.device_id ? <bdi>{deviceLabel(row.user_agent) ?? t('learners.unknownBrowser')}</bdi> : t('learners.noDevice')),
    },
    sortable('last_sync', (row) => when(row.last_sync_at), { className: 'learners-table__last-sync' }),
    {
      id: 'last_write',
      header: t('learners.columns.lastWrite'),
      label: t('learners.columns.lastWrite'),
      cell: (row) => when(row.last_write_at),
    },
    sortable('delivered', (row) => <bdi>{formatValue(row.delivered_writes, 'number', language)}</bdi>, {
      className: 'learners-table__count',
    }),
  ];

  return (
    <Page title={t('learners.title')} lead={t('learners.lead')} className="learners-page">
      {failure ? (
        <div role="alert" className="learners-error">
          <p>{t(failure, errorKeyOptions)}</p>
          <Button variant="secondary" onClick={devices.refetch}>
            {t('learners.retry')}
          </Button>
        </div>
      ) : !page ? (
        <Spinner />
      ) : page.data.length === 0 ? (
        <p>{t('learners.empty')}</p>
      ) : (
        <>
          <ResponsiveTable
            label={t('learners.caption')}
            columns={columns}
            rows={page.data}
            rowKey={(row) => `${row.user_id}|${row.device_id ?? ''}`}
            rowClassName={(row) => (row.last_sync_at ? undefined : 'learners-table__row--silent')}
            className="learners-table"
          />
          <Pagination page={page.meta.page} totalPages={page.meta.total_pages} onPageChange={goTo} />
        </>
      )}
    </Page>
  );
}
