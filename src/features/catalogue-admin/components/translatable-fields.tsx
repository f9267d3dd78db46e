import type { LanguageBinding } from '../../../lib/use-schema-form';
import { errorKeyOptions } from '../../../lib/i18n';
import { useTranslation } from 'react-i18next';
import { Field, TextAreaField } from '../../../ui/field';

interface TranslatableFieldsProps {
  /** The field's name, e.g. "Title"; each input is labelled "Title (Arabic)". */
  label: string;
  languages: LanguageBinding[];
  multiline?: boolean;
  required?: boolean;
}

/**
 * The three languages of one text side by side (stacked on a phone), each typed in its own direction:
 * the Arabic input is right to left whatever the interface language.
 */
export function TranslatableFields({ label, languages, multiline = false, required = false }: TranslatableFieldsProps) {
  const { t } = useTranslation(['catalogue-admin', 'errors']);
  return (
    <fieldset className="translatable">
      <legend className="translatable__legend">{label}</legend>
      <div className="translatable__row">
        {languages.map(({ language, binding, error }) => {
          const props = {
            ...binding,
            label: t('field.inLanguage', { field: label, language: t(`languages.${language}`) }),
            error: error ? t(error, errorKeyOptions) : null,
            className: 'translatable__cell',
            required,
          };
          return multiline ? <TextAreaField key={language} rows={5} {...props} /> : <Field key={language} {...props} />;
        })}
      </div>
    </fieldset>
  );
}
