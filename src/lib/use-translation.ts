import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Language } from '../../contract/constants';
import type { AppResources, KeyPaths, Namespace, TranslationKey } from './i18n-resources';
import { currentLanguage, isNamespaceLoaded, loadNamespaces, subscribeToLanguage, translate } from './i18n';
import type { TranslateOptions } from './translator';

export interface TFunction<N extends Namespace> {
  (key: TranslationKey<N>, options?: TranslateOptions): string;
  /** A key of another namespace named in the options, as error codes are (`errorKeyOptions`). */
  <M extends Namespace>(key: KeyPaths<AppResources[M]>, options: TranslateOptions & { ns: M }): string;
}

export interface UseTranslationResult<N extends Namespace> {
  t: TFunction<N>;
  i18n: { language: Language; resolvedLanguage: Language };
}

/**
 * Translations for a component, re-rendered when the language changes. A namespace not yet loaded
 * suspends the component (the nearest Suspense boundary shows a spinner) until its strings arrive.
 */
export function useTranslation<N extends Namespace = 'common'>(ns?: N | readonly N[]): UseTranslationResult<N> {
  const language = useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
  const namespaces = useMemo<Namespace[]>(
    () => (ns === undefined ? ['common'] : typeof ns === 'string' ? [ns] : [...ns]),
    // The list is written inline by callers; its content, not its identity, matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [typeof ns === 'string' ? ns : ns?.join('|')],
  );
  const missing = namespaces.filter((namespace) => !isNamespaceLoaded(language, namespace));
  if (missing.length > 0) {
    // React's Suspense protocol: throw the promise, render again once it settles.
    throw loadNamespaces(language, missing);
  }
  const t = useCallback(
    (key: string, options?: TranslateOptions) => translate(key, options, namespaces),
    // `language` is a dependency so every consumer of `t` re-renders in the new language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [namespaces, language],
  );
  return useMemo(() => ({ t: t as TFunction<N>, i18n: { language, resolvedLanguage: language } }), [t, language]);
}
