import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';
import { LANGUAGES, type Language } from '../../../contract/constants';
import { setLanguage } from '../../lib/i18n';
import { GlobeIcon } from '../../ui/icons';

interface LanguageSwitchProps {
  /** The navbar hides the word "Language" (the globe says it); the footer shows it. */
  showLabel?: boolean;
  className?: string;
}

/** Changes the interface language at once and remembers it (SPEC §4); works offline, all locales are precached. */
export function LanguageSwitch({ showLabel = false, className }: LanguageSwitchProps) {
  const { t } = useTranslation('language');
  const value = useLanguage();
  const id = useId();

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
