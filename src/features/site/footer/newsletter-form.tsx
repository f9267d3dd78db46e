import { NewsletterInputSchema } from '../../../../contract/site';
import { subscribeNewsletter } from '../api/subscribe-newsletter';
import { SiteForm, type SiteFieldSpec } from '../forms/site-form';

const FIELDS: readonly SiteFieldSpec<'email'>[] = [{ name: 'email', label: 'newsletter.email', kind: 'email', autoComplete: 'email' }];

/** SPEC §2 footer newsletter sign-up: email → POST /api/newsletter. */
export function NewsletterForm() {
  return (
    <SiteForm
      formId="newsletter"
      fields={FIELDS}
      schema={NewsletterInputSchema}
      submit={subscribeNewsletter}
      submitText="newsletter.submit"
      sentText="newsletter.done"
      intro={{ title: 'newsletter.title', lead: 'newsletter.lead' }}
    />
  );
}
