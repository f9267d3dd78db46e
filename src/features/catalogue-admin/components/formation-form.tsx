import { useCallback, useEffect, useId, type ReactNode } from 'react';
import { LEVELS, TOPICS } from '../../../../contract/catalogue';
import { QUIZ_MAX_SCORE } from '../../../../contract/constants';
import { errorKeyOptions } from '../../../lib/i18n';
import { useSchemaForm, type SchemaForm } from '../../../lib/use-schema-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import {
  FormationFormSchema,
  FormationFormValuesSchema,
  type FormationFormOutput,
  type FormationFormValues,
} from '../formation-form-values';
import { useLocalDraft } from '../hooks/use-local-draft';
import { DraftBanner } from './draft-banner';
import { TranslatableFields } from './translatable-fields';

export type FormationForm = SchemaForm<FormationFormValues, FormationFormOutput>;

interface FormationFormProps {
  /** Null on the create screen (its draft is kept under "new"). */
  formationId: string | null;
  /** What the server has: the form starts from it and a draft equal to it is no draft. */
  saved: FormationFormValues;
  baseVersion: number | null;
  submitLabel: string;
  onSubmit: (output: FormationFormOutput, form: FormationForm, clearDraft: () => Promise<void>) => Promise<void>;
  /** Told of every change, for the live completeness marks and the preview. */
  onValues?: (values: FormationFormValues) => void;
  /** Above the fields: completeness marks, the 409 dialog… given the live form. */
  header?: (form: FormationForm) => ReactNode;
}

/**
 * The formation's own fields: title and description in the three languages side by side, price in
 * dirhams, level, topic, duration and pass mark. Unsaved text is kept on the device as it is typed.
 */
export function FormationFormFields({ formationId, saved, baseVersion, submitLabel, onSubmit, onValues, header }: FormationFormProps) {
  const { t } = useTranslation(['catalogue-admin', 'catalogue', 'errors']);
  const form = useSchemaForm(FormationFormSchema, saved);
  const levelId = useId();
  const topicId = useId();
  const { reset } = form;
  const apply = useCallback((values: FormationFormValues) => reset(values), [reset]);
  const draft = useLocalDraft({ formationId, schema: FormationFormValuesSchema, values: form.values, saved, baseVersion, apply });
  useEffect(() => onValues?.(form.values), [form.values, onValues]);
  const errorOf = (path: 'topic' | 'level' | 'price_mad' | 'duration_minutes' | 'pass_mark') => {
    const code = form.error(path);
    return code ? t(code, errorKeyOptions) : null;
  };

  return (
    <form className="editor-form" noValidate onSubmit={form.handleSubmit((output) => onSubmit(output, form, draft.clear))}>
      {draft.found ? <DraftBanner savedAt={draft.found.savedAt} onRestore={draft.restore} onDiscard={draft.discard} /> : null}
      {header?.(form)}
      <TranslatableFieldsFor form={form} />
      <div className="editor-facts">
        <Field
          label={t('field.price')}
          hint={t('field.priceHint')}
          inputMode="decimal"
          dir="ltr"
          {...form.bind('price_mad')}
          error={errorOf('price_mad')}
        />
        <div className="field">
          <label className="field__label" htmlFor={levelId}>
            {t('field.level')}
          </label>
          <select id={levelId} className="editor-select" {...form.bind('level')} aria-invalid={errorOf('level') ? true : undefined}>
            <option value="">{t('field.choose')}</option>
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`catalogue:levels.${level}`)}
              </option>
            ))}
          </select>
          {errorOf('level') ? <p className="field__error">{errorOf('level')}</p> : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={topicId}>
            {t('field.topic')}
          </label>
          <select id={topicId} className="editor-select" {...form.bind('topic')} aria-invalid={errorOf('topic') ? true : undefined}>
            <option value="">{t('field.choose')}</option>
            {TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`catalogue:topics.${topic}`)}
              </option>
            ))}
          </select>
          {errorOf('topic') ? <p className="field__error">{errorOf('topic')}</p> : null}
        </div>
        <Field
          label={t('field.duration')}
          inputMode="numeric"
          dir="ltr"
          {...form.bind('duration_minutes')}
          error={errorOf('duration_minutes')}
        />
        <Field
          label={t('field.passMark', { max: QUIZ_MAX_SCORE })}
          hint={t('field.passMarkHint', { max: QUIZ_MAX_SCORE })}
          inputMode="numeric"
          dir="ltr"
          {...form.bind('pass_mark')}
          error={errorOf('pass_mark')}
        />
      </div>
      <div className="editor-actions">
        <Button type="submit" busy={form.submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function TranslatableFieldsFor({ form }: { form: FormationForm }) {
  const { t } = useTranslation('catalogue-admin');
  return (
    <>
      <TranslatableFields label={t('field.title')} languages={form.translatable('title')} required />
      <TranslatableFields label={t('field.description')} languages={form.translatable('description')} multiline />
    </>
  );
}
