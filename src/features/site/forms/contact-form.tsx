import { useTranslation } from '../../../lib/use-translation';
import { ContactInputSchema } from '../../../../contract/site';
import { SITE_FIELD_LIMITS } from '../../../../contract/site-limits';
import { errorKeyOptions } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Field, TextAreaField } from '../../../ui/field';
import { submitContact } from '../api/submit-contact';
import { FormStatusMessage } from './form-status-message';
import './site-form.css';
import { useSiteForm } from './use-site-form';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** SPEC §2 contact form: name, email, subject, message → POST /api/contact. */
export function ContactForm() {
  const { t } = useTranslation('site');
  const form = useSiteForm({ formId: 'contact', fields: FIELDS, schema: ContactInputSchema, submit: submitContact });
  const error = (field: (typeof FIELDS)[number]) => {
    const code = form.errors[field];
    return code ? t(code, errorKeyOptions) : null;
  };
  return (
    <form className="site-form" onSubmit={form.onSubmit} noValidate>
      <Field
        label={t('contact.name')}
        name="name"
        autoComplete="name"
        value={form.values.name}
        onChange={form.onChange}
        error={error('name')}
        maxLength={SITE_FIELD_LIMITS.name}
        required
      />
      <Field
        label={t('contact.email')}
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
        label={t('contact.subject')}
        name="subject"
        value={form.values.subject}
        onChange={form.onChange}
        error={error('subject')}
        maxLength={SITE_FIELD_LIMITS.subject}
        required
      />
      <TextAreaField
        label={t('contact.message')}
        name="message"
        rows={6}
        value={form.values.message}
        onChange={form.onChange}
        error={error('message')}
        maxLength={SITE_FIELD_LIMITS.message}
        required
      />
      <Button type="submit" busy={form.status.kind === 'sending'}>
        {t('contact.submit')}
      </Button>
      <FormStatusMessage status={form.status} sentText={t('contact.sent')} />
    </form>
  );
}
