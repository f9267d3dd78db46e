import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { paths } from '../lib/paths';
import { Page } from '../ui/page';
import { NotFound } from './not-found';
import { routeFailure } from './route-failure';

const reload = () => window.location.reload();

/**
 * A route that failed to load or render. A page chunk that did not arrive (offline on a first visit, or
 * past the 120 s limit of SPEC §9) asks to check the connection; the visitor decides when to retry,
 * nothing reloads by itself. A rendering crash says so: it is not a network problem.
 */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const failure = routeFailure(error);
  if (failure === 'not-found') return <NotFound />;
  console.error(error);
  if (failure === 'load') {
    return (
      <Page title={t('chunkError.title')} lead={t('chunkError.text')}>
        <p>
          <button type="button" className="button button--primary" onClick={reload}>
            {t('chunkError.retry')}
          </button>
        </p>
      </Page>
    );
  }
  return (
    <Page title={t('crashError.title')} lead={t('crashError.text')}>
      <p className="page__actions">
        <button type="button" className="button button--primary" onClick={reload}>
          {t('crashError.reload')}
        </button>
        {/* A full load, not a client-side move: the app's state may be what broke. */}
        <a className="button button--secondary" href={paths.home}>
          {t('crashError.home')}
        </a>
      </p>
    </Page>
  );
}
