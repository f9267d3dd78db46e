import type { Language } from '../../../../contract/constants';
import { useTranslation } from '../../../lib/use-translation';

/** The language the catalogue shows content in; re-renders when the reader switches, offline too. */
export function useLanguage(): Language {
  return useTranslation().i18n.language;
}
