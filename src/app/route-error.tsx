import { useTranslation } from '../lib/use-translation';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Page } from '../ui/page';
import { NotFound } from './not-found';

/**
 * A route that failed to load or render. Most often a page chunk that did not arrive (offline on a
 * first visit, or past the 120 s limit of SPEC §9): the visitor decides when to retry, nothing reloads by itself.
 */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <Page title={t('chunkError.title')} lead={t('chunkError.text')}>
      <p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('chunkError.retry')}
        </button>
      </p>
    </Page>
  );
}
