import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentPage, PageContents } from './page-content';
import type { ContentState } from './use-page-content';

interface ContentStateViewProps<P extends ContentPage> {
  state: ContentState<P>;
  children: (content: PageContents[P]) => ReactNode;
}

/** Loading, failure with a retry, or the page's text; the space below the title is held meanwhile. */
export function ContentStateView<P extends ContentPage>({ state, children }: ContentStateViewProps<P>) {
  const { t } = useTranslation('site');
  if (state.status === 'ready') return <>{children(state.content)}</>;
  if (state.status === 'failed') {
    return (
      <div className="site-content-state" role="alert">
        <p>{t('content.failed')}</p>
        <button type="button" className="button button--secondary" onClick={state.retry}>
          {t('content.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="site-content-state" role="status">
      {t('content.loading')}
    </p>
  );
}
