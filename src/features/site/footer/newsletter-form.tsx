import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { NewsletterInputSchema } from '../../../../contract/site';
import { errorKeyOptions } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { subscribeNewsletter } from '../api/subscribe-newsletter';
import { FormStatusMessage } from '../forms/form-status-message';
import { useSiteForm } from '../forms/use-site-form';
import '../forms/site-form.css';

const FIELDS = ['email'] as const;

/** SPEC §2 footer newsletter sign-up: email → POST /api/newsletter. */
export function NewsletterForm() {
  const { t } = useTranslation('site');
  const titleId = useId();
  const form = useSiteForm({ formId: 'newsletter', fields: FIELDS, schema: NewsletterInputSchema, submit: subscribeNewsletter });
  const code = form.errors.email;
  return (
    <section className="footer-form" aria-labelledby={titleId}>
      <h2 id={titleId} className="site-footer__heading">
        {t('newsletter.title')}
      </h2>
      <p className="footer-form__lead">{t('newsletter.lead')}</p>
      <form className="site-form" onSubmit={form.onSubmit} noValidate>
        <Field
          label={t('newsletter.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          value={form.values.email}
          onChange={form.onChange}
          error={code ? t(code, errorKeyOptions) : null}
          required
        />
        <Button type="submit" busy={form.status.kind === 'sending'}>
          {t('newsletter.submit')}
        </Button>
        <FormStatusMessage status={form.status} sentText={t('newsletter.done')} />
      </form>
    </section>
  );
}
