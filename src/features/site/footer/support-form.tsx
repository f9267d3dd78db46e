import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { SupportInputSchema } from '../../../../contract/site';
import { SITE_FIELD_LIMITS } from '../../../../contract/site-limits';
import { errorKeyOptions } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Field, TextAreaField } from '../../../ui/field';
import { submitSupport } from '../api/submit-support';
import { FormStatusMessage } from '../forms/form-status-message';
import { useSiteForm } from '../forms/use-site-form';
import '../forms/site-form.css';

const FIELDS = ['email', 'phone', 'message'] as const;

/** SPEC §2 footer support form: email, phone, message → POST /api/support. */
export function SupportForm() {
  const { t } = useTranslation('site');
  const titleId = useId();
  const form = useSiteForm({ formId: 'support', fields: FIELDS, schema: SupportInputSchema, submit: submitSupport });
  const error = (field: (typeof FIELDS)[number]) => {
    const code = form.errors[field];
    return code ? t(code, errorKeyOptions) : null;
  };
  return (
    <section className="footer-form" aria-labelledby={titleId}>
      <h2 id={titleId} className="site-footer__heading">
        {t('support.title')}
      </h2>
      <p className="footer-form__lead">{t('support.lead')}</p>
      <form className="site-form" onSubmit={form.onSubmit} noValidate>
        <Field
          label={t('support.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          value={form.values.email}
          onChange={form.onChange}
          error={error('email')}
          required
        />
        <Field
          label={
            <>
              {t('support.phone')} <span className="field__optional">({t('forms.optional')})</span>
            </>
          }
          hint={t('support.phoneHint')}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          value={form.values.phone}
          onChange={form.onChange}
          error={error('phone')}
          maxLength={SITE_FIELD_LIMITS.phone}
        />
        <TextAreaField
          label={t('support.message')}
          name="message"
          rows={3}
          value={form.values.message}
          onChange={form.onChange}
          error={error('message')}
          maxLength={SITE_FIELD_LIMITS.message}
          required
        />
        <Button type="submit" busy={form.status.kind === 'sending'}>
          {t('forms.send')}
        </Button>
        <FormStatusMessage status={form.status} sentText={t('support.sent')} />
      </form>
    </section>
  );
}
