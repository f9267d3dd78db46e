import { useId } from 'react';
import { LANGUAGES, type Language } from '../../../../contract/constants';
import type { Translatable } from '../../../../contract/translatable';

interface TranslatedInputsProps {
  value: Translatable;
  onChange: (value: Translatable) => void;
  /** The visible label of one language's field. */
  label: (language: Language) => string;
  /** A translated error for one language's field, if the server or the editor found one. */
  error?: (language: Language) => string | null;
  multiline?: boolean;
  className?: string;
}

/**
 * One text in the three languages side by side (stacked on a phone). Each field is written in its own
 * language and direction whatever the interface language, so Arabic is typed right to left in a French UI.
 */
export function TranslatedInputs({ value, onChange, label, error, multiline = false, className }: TranslatedInputsProps) {
  const id = useId();
  return (
    <div className={className ? `translated ${className}` : 'translated'}>
      {LANGUAGES.map((language) => {
        const fieldId = `${id}-${language}`;
        const message = error?.(language) ?? null;
        const common = {
          id: fieldId,
          lang: language,
          dir: language === 'ar' ? 'rtl' : 'ltr',
          className: 'field__input',
          value: value[language],
          'aria-invalid': message ? true : undefined,
          'aria-describedby': message ? `${fieldId}-error` : undefined,
        } as const;
        return (
          <div key={language} className="field translated__field">
            <label className="field__label" htmlFor={fieldId}>
              {label(language)}
            </label>
            {multiline ? (
              <textarea {...common} rows={2} onChange={(event) => onChange({ ...value, [language]: event.target.value })} />
            ) : (
              <input {...common} type="text" onChange={(event) => onChange({ ...value, [language]: event.target.value })} />
            )}
            {message ? (
              <p className="field__error" id={`${fieldId}-error`}>
                {message}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
