import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { StaffMessage, StaffMessagePage } from '../../../../contract/site';
import { ApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { Spinner } from '../../../ui/spinner';
import { listMessages, type HandledFilter } from '../api/list-messages';
import { MessageCard } from '../components/message-card';
import './messages.css';

const FILTERS: readonly HandledFilter[] = ['open', 'handled', 'all'];

type Loaded = { status: 'ready'; page: StaffMessagePage } | { status: 'failed'; code: ApiError['code'] };

/** /dashboard/messages (agent, admin): contact and support messages, newest first. */
export function Component() {
  const { t } = useTranslation(['common', 'site-admin']);
  const filterId = useId();
  const [filter, setFilter] = useState<HandledFilter>('open');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  // The answer is kept with the request it answers: another page, filter or retry shows loading.
  const request = `${filter}:${page}:${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; loaded: Loaded } | null>(null);
  const loaded = answer?.request === request ? answer.loaded : null;

  useEffect(() => {
    let active = true;
    listMessages(page, filter).then(
      (result) => {
        if (active) setAnswer({ request, loaded: { status: 'ready', page: result } });
      },
      (error: unknown) => {
        if (active) setAnswer({ request, loaded: { status: 'failed', code: error instanceof ApiError ? error.code : 'unexpected.error' } });
      },
    );
    return () => {
      active = false;
    };
  }, [page, filter, request]);

  const replace = useCallback((message: StaffMessage) => {
    setAnswer((previous) =>
      previous?.loaded.status === 'ready'
        ? {
            ...previous,
            loaded: {
              ...previous.loaded,
              page: { ...previous.loaded.page, data: previous.loaded.page.data.map((item) => (item.id === message.id ? message : item)) },
            },
          }
        : previous,
    );
  }, []);

  return (
    <Page title={t('common:pages.messages')} lead={t('site-admin:lead')} className="messages-page">
      <div className="field messages-page__filter">
        <label className="field__label" htmlFor={filterId}>
          {t('site-admin:filter.label')}
        </label>
        <select
          id={filterId}
          value={filter}
          onChange={(event) => {
            setFilter(event.currentTarget.value as HandledFilter);
            setPage(1);
          }}
        >
          {FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`site-admin:filter.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {loaded === null ? <Spinner label={t('site-admin:loading')} /> : null}
      {loaded?.status === 'failed' ? (
        <div role="alert" className="messages-page__error">
          <p>{t(loaded.code, errorKeyOptions)}</p>
          <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
            {t('common:chunkError.retry')}
          </Button>
        </div>
      ) : null}
      {loaded?.status === 'ready' ? (
        <>
          <p className="messages-page__count" role="status">
            {loaded.page.meta.total === 0 ? t('site-admin:empty') : t('site-admin:count', { count: loaded.page.meta.total })}
          </p>
          <ul className="messages-page__list">
            {loaded.page.data.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} onChange={replace} />
              </li>
            ))}
          </ul>
          {loaded.page.meta.total_pages > 1 ? <Pagination page={page} totalPages={loaded.page.meta.total_pages} onPageChange={setPage} /> : null}
        </>
      ) : null}
    </Page>
  );
}
