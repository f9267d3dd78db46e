import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../../../contract/constants';
import { loadPageContent, type ContentPage, type PageContents } from './page-content';

export type ContentState<P extends ContentPage> =
  | { status: 'loading' }
  | { status: 'ready'; content: PageContents[P] }
  | { status: 'failed'; retry: () => void };

function asLanguage(value: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : FALLBACK_LANGUAGE;
}

/** The long text of a site page in the current language, reloaded when the language changes. */
export function usePageContent<P extends ContentPage>(page: P): ContentState<P> {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [loaded, setLoaded] = useState<{ key: string; content: PageContents[P] } | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${page}:${language}`;

  useEffect(() => {
    let active = true;
    loadPageContent(page, language).then(
      (content) => {
        if (active) setLoaded({ key, content });
      },
      () => {
        if (active) setFailedKey(key);
      },
    );
    return () => {
      active = false;
    };
  }, [page, language, key, attempt]);

  const retry = useCallback(() => {
    setFailedKey(null);
    setAttempt((count) => count + 1);
  }, []);

  if (failedKey === key) return { status: 'failed', retry };
  // After a language switch the previous text stays up for the few milliseconds the new one takes.
  if (loaded) return { status: 'ready', content: loaded.content };
  return { status: 'loading' };
}
