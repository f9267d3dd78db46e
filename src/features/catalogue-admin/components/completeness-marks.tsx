import { LANGUAGES, type Language } from '../../../../contract/constants';
import { useTranslation } from 'react-i18next';

/** One mark per language: ✓ complete or ! missing text, each with its words for screen readers. */
export function CompletenessMarks({ complete }: { complete: Record<Language, boolean> }) {
  const { t } = useTranslation('catalogue-admin');
  return (
    <ul className="completeness" aria-label={t('completeness.label')}>
      {LANGUAGES.map((language) => (
        <li
          key={language}
          className={complete[language] ? 'completeness__mark completeness__mark--done' : 'completeness__mark completeness__mark--missing'}
        >
          <span aria-hidden="true">{complete[language] ? '✓' : '!'}</span>{' '}
          {t(complete[language] ? 'completeness.complete' : 'completeness.missing', { language: t(`languages.${language}`) })}
        </li>
      ))}
    </ul>
  );
}
