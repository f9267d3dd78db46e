import type { Language } from '../../../../contract/constants';
import { useTranslation } from '../../../lib/use-translation';

/** The language lesson content is shown in; re-renders when the learner switches, offline too. */
export function useLanguage(): Language {
  return useTranslation('study').i18n.language;
}
