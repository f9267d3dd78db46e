import { useSyncExternalStore } from 'react';
import type { Language } from '../../contract/constants';
import { currentLanguage, subscribeToLanguage } from './i18n';

/** The language content is shown in; re-renders when the reader switches, offline too. Loads no strings. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
}
