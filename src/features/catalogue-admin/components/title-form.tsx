import * as v from 'valibot';
import { isBlank, TITLE_MAX_LENGTH, translatableInput } from '../../../../contract/editor';
import type { ErrorCode, FieldErrors } from '../../../../contract/errors';
import type { Translatable } from '../../../../contract/translatable';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { TranslatableFields } from './translatable-fields';

const code = (value: ErrorCode): ErrorCode => value;

/** A title in the three languages, refused when empty in all of them (the contract's rule). */
export const TitleFormSchema = v.object({
  title: v.pipe(
    translatableInput(TITLE_MAX_LENGTH),
    v.check((value) => !isBlank(value), code('editor.title_required')),
  ),
});

interface TitleFormProps {
  label: string;
  initial: Translatable;
  submitLabel: string;
  /** Resolves to field errors to show, or nothing when saved. */
  onSubmit: (title: Translatable) => Promise<FieldErrors | undefined>;
  onCancel?: () => void;
}

/** Adding or renaming an axis or a lesson: the three languages side by side and one save. */
export function TitleForm({ label, initial, submitLabel, onSubmit, onCancel }: TitleFormProps) {
  const { t } = useTranslation('catalogue-admin');
  const form = useSchemaForm(TitleFormSchema, { title: { ...initial } });
  return (
    <form
      className="editor-form"
      noValidate
      onSubmit={form.handleSubmit(async ({ title }) => {
        const errors = await onSubmit(title);
        if (errors) form.setServerErrors(errors);
        else if (!onCancel) form.reset({ title: { ar: '', fr: '', en: '' } });
      })}
    >
      <TranslatableFields label={label} languages={form.translatable('title')} required />
      <div className="editor-actions">
        <Button type="submit" busy={form.submitting}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
