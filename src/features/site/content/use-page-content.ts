import { useRemote } from '../../../lib/use-remote';
import { currentUiLanguage } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/use-language';
import { loadedPageContent, loadPageContent, type ContentPage, type PageContents } from './page-content';

export type ContentState<P extends ContentPage> =
  | { status: 'loading' }
  | { status: 'ready'; content: PageContents[P] }
  | { status: 'failed'; retry: () => void };

/** The long text of a site page in the current language, reloaded when the language changes. */
export function usePageContent<P extends ContentPage>(page: P): ContentState<P> {
  const language = useLanguage();
  // After a language switch the previous text stays up for the few milliseconds the new one takes.
  const content = useRemote(`${page}:${language}`, () => loadPageContent(page, currentUiLanguage()), {
    keepPrevious: true,
    // Already loaded when the server rendered this page: the first render shows the text, as the server's did.
    initial: loadedPageContent(page, currentUiLanguage()),
  });

  if (content.status === 'failed') return { status: 'failed', retry: content.refetch };
  if (content.data) return { status: 'ready', content: content.data };
  return { status: 'loading' };
}
