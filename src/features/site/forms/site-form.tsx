import { useId, useMemo } from 'react';
import type * as v from 'valibot';
import type { TranslationKey } from '../../../lib/i18n-resources';
import type { ErrorCode } from '../../../../contract/errors';
import { errorKeyOptions } from '../../../lib/i18n';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Field, TextAreaField } from '../../../ui/field';
import { FormStatusMessage } from './form-status-message';
import { useSiteForm } from './use-site-form';
import './site-form.css';

type SiteKey = TranslationKey<'site'>;

/** One field of a public form. Written as a module constant, so the form's field list keeps its identity. */
export interface SiteFieldSpec<F extends string> {
  name: F;
  label: SiteKey;
  kind: 'text' | 'email' | 'tel' | 'textarea';
  /** Shown as "(optional)" and not required; the schema decides what is really accepted. */
  optional?: boolean;
  hint?: SiteKey;
  autoComplete?: string;
  maxLength?: number;
  rows?: number;
}

interface SiteFormProps<F extends string, TSchema extends v.GenericSchema> {
  /** Names the form's draft, kept for this tab only (src/data/drafts); one per form. */
  formId: string;
  fields: readonly SiteFieldSpec<F>[];
  schema: TSchema;
  submit: (input: v.InferOutput<TSchema>) => Promise<unknown>;
  submitText: SiteKey;
  sentText: SiteKey;
  /** A footer form's heading and lead, which then frame the form in a labelled section. */
  intro?: { title: SiteKey; lead: SiteKey };
}

/**
 * The public site's forms (contact, footer support, newsletter) written once: fields from a list, the
 * contract schema checked before sending, drafts kept, the send's outcome in one live region.
 */
export function SiteForm<F extends string, TSchema extends v.GenericSchema>({
  formId,
  fields,
  schema,
  submit,
  submitText,
  sentText,
  intro,
}: SiteFormProps<F, TSchema>) {
  const { t } = useTranslation('site');
  const titleId = useId();
  // The spec list is a module constant, so the names keep their identity across renders.
  const names = useMemo(() => fields.map((spec) => spec.name), [fields]);
  const form = useSiteForm({ formId, fields: names, schema, submit });
  const formElement = (
    <form className="site-form" onSubmit={form.onSubmit} noValidate>
      {fields.map((spec) => {
        const code = form.errors[spec.name];
        const label = spec.optional ? (
          <>
            {t(spec.label)} <span className="field__optional">({t('forms.optional')})</span>
          </>
        ) : (
          t(spec.label)
        );
        const shared = {
          label,
          name: spec.name,
          value: form.values[spec.name],
          onChange: form.onChange,
          error: code ? t(code as ErrorCode, errorKeyOptions) : null,
          hint: spec.hint ? t(spec.hint) : undefined,
          maxLength: spec.maxLength,
          autoComplete: spec.autoComplete,
          required: !spec.optional,
        };
        if (spec.kind === 'textarea') return <TextAreaField key={spec.name} {...shared} rows={spec.rows} />;
        // Addresses and numbers read left to right in every language.
        const typed = spec.kind === 'text' ? {} : ({ type: spec.kind, inputMode: spec.kind, dir: 'ltr' } as const);
        return <Field key={spec.name} {...shared} {...typed} />;
      })}
      <Button type="submit" busy={form.status.kind === 'sending'}>
        {t(submitText)}
      </Button>
      <FormStatusMessage status={form.status} sentText={t(sentText)} />
    </form>
  );
  if (!intro) return formElement;
  return (
    <section className="footer-form" aria-labelledby={titleId}>
      <h2 id={titleId} className="site-footer__heading">
        {t(intro.title)}
      </h2>
      <p className="footer-form__lead">{t(intro.lead)}</p>
      {formElement}
    </section>
  );
}
