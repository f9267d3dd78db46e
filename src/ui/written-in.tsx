import { useTranslation } from 'react-i18next';
import type { Language } from '../../contract/constants';

/**
 * A small "in French" beside a text written in another language than the page's: the
 * text itself carries `lang`, so screen readers and hyphenation read it right; nothing is translated.
 */
export function WrittenIn({ language, reader }: { language: Language | null; reader: Language }) {
  const { t } = useTranslation('common');
  if (!language || language === reader) return null;
  return <span className="written-in">{t(`writtenIn.${language}`)}</span>;
}
