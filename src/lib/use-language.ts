import { useTranslation } from 'react-i18next';
import type { Language } from '../../contract/constants';
import { currentLanguage } from './i18n';

/**
 * The language content is shown in, for components: i18next's resolved language (a pseudo-locale reads
 * as its base language); re-renders when the reader switches, offline too. Loads no strings.
 */
export function useLanguage(): Language {
  // No namespace: react-i18next then waits for none, and re-renders on `languageChanged`.
  useTranslation([]);
  return currentLanguage();
}
