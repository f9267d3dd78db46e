import { useCallback, useId, useState } from 'react';
import { useRemote } from '../../../lib/use-remote';
import { useTranslation } from 'react-i18next';
import type { StaffMessage, StaffMessagePage } from '../../../../contract/site';
import { asApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { Spinner } from '../../../ui/spinner';
import { listMessages, type HandledFilter } from '../api/list-messages';
import { MessageCard } from '../components/message-card';
import './messages.css';

const FILTERS: readonly HandledFilter[] = ['open', 'handled', 'all'];

/** /dashboard/messages (agent, admin): contact and support messages, newest first. */
export function Component() {
  const { t } = useTranslation(['common', 'site-admin']);
  const filterId = useId();
  const [filter, setFilter] = useState<HandledFilter>('open');
  const [page, setPage] = useState(1);
  // Another page or filter, or a retry, shows loading: an answer counts only for the request it answers.
  const messages = useRemote<StaffMessagePage>(`${filter}:${page}`, (signal) => listMessages(page, filter, signal));
  const { update } = messages;
  const failure = messages.status === 'failed' ? asApiError(messages.error).code : null;

  const replace = useCallback(
    (message: StaffMessage) =>
      update((loaded) => ({ ...loaded, data: loaded.data.map((item) => (item.id === message.id ? message : item)) })),
    [update],
  );

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
      {messages.status === 'loading' ? <Spinner label={t('site-admin:loading')} /> : null}
      {failure ? (
        <div role="alert" className="messages-page__error">
          <p>{t(failure, errorKeyOptions)}</p>
          <Button variant="secondary" onClick={messages.refetch}>
            {t('common:chunkError.retry')}
          </Button>
        </div>
      ) : null}
      {messages.status === 'ready' && messages.data ? (
        <>
          <p className="messages-page__count" role="status">
            {messages.data.meta.total === 0 ? t('site-admin:empty') : t('site-admin:count', { count: messages.data.meta.total })}
          </p>
          <ul className="messages-page__list">
            {messages.data.data.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} onChange={replace} />
              </li>
            ))}
          </ul>
          {messages.data.meta.total_pages > 1 ? (
            <Pagination page={page} totalPages={messages.data.meta.total_pages} onPageChange={setPage} />
          ) : null}
        </>
      ) : null}
    </Page>
  );
}
