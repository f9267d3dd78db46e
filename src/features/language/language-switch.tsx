import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { LANGUAGES, type Language } from '../../../contract/constants';
import { currentLanguage, setLanguage } from '../../lib/i18n';
import { GlobeIcon } from '../../ui/icons';

interface LanguageSwitchProps {
  /** The navbar hides the word "Language" (the globe says it); the footer shows it. */
  showLabel?: boolean;
  className?: string;
}

/** Changes the interface language at once and remembers it (SPEC §4); works offline, all locales are precached. */
export function LanguageSwitch({ showLabel = false, className }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation('language');
  const id = useId();
  // Re-read on every render: useTranslation re-renders this component when the language changes.
  const value = i18n.resolvedLanguage ? currentLanguage() : 'en';

  return (
    <div className={className ? `language-switch ${className}` : 'language-switch'}>
      <label htmlFor={id} className={showLabel ? 'language-switch__label' : 'language-switch__label visually-hidden'}>
        {t('label')}
      </label>
      <GlobeIcon />
      <select
        id={id}
        className="language-switch__select"
        value={value}
        onChange={(event) => {
          void setLanguage(event.target.value as Language);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`names.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
